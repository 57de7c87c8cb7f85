import { useTranslation } from 'react-i18next';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

// Placeholder until this section of the console lands (issue 25).
export function AdminContentRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('content.title')} description={t('content.description')}>
      {null}
    </AdminPage>
  );
}
