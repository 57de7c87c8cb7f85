import { useTranslation } from 'react-i18next';
import { SupportInbox } from '#web/features/admin-support/components/support-inbox.tsx';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

/** `/admin/support`: the conversations with the administration, oldest unanswered first. */
export function AdminSupportRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('support.title')} description={t('support.description')}>
      <SupportInbox />
    </AdminPage>
  );
}
