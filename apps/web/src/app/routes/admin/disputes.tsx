import { useTranslation } from 'react-i18next';
import { DisputesList } from '#web/features/admin-disputes/components/disputes-list.tsx';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

/** `/admin/disputes`: order and review disputes, open or decided, with their ages. */
export function AdminDisputesRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('disputes.title')} description={t('disputes.description')}>
      <DisputesList />
    </AdminPage>
  );
}
