import { useTranslation } from 'react-i18next';
import { Dashboard } from '#web/features/admin-dashboard/components/dashboard.tsx';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

/** `/admin`: what needs a decision now, and the edition's last 30 days. */
export function AdminDashboardRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('dashboard.title')} description={t('dashboard.description')}>
      <Dashboard />
    </AdminPage>
  );
}
