import { useTranslation } from 'react-i18next';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

// Placeholder until this section of the console lands (issue 25).
export function AdminDisputesRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('disputes.title')} description={t('disputes.description')}>
      {null}
    </AdminPage>
  );
}
