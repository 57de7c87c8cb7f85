import { useTranslation } from 'react-i18next';
import { ReportsQueue } from '#web/features/admin-reports/components/reports-queue.tsx';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';

/** `/admin/reports`: the moderation queue (issue 25, decision 088). */
export function AdminReportsRoute() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('reports.title')} description={t('reports.description')}>
      <ReportsQueue />
    </AdminPage>
  );
}
