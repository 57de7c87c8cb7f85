import { useTranslation } from 'react-i18next';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

// Placeholder until this section of the console lands (issue 25).
export function AdminDashboardRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('dashboard.title')} description={t('dashboard.description')}>
      {null}
    </AdminPage>
  );
}
