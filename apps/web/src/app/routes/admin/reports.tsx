import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReportsQueue } from '#web/features/admin-reports/components/reports-queue.tsx';
import { UserReportsQueue } from '#web/features/admin-reports/components/user-reports-queue.tsx';
import { AdminPage } from '#web/shared/admin/admin-page.tsx';
import { Button } from '#web/shared/ui/button.tsx';

/** `/admin/reports`: the moderation queue (issue 25, decision 088): reported offers, and reported users (decision 133). */
export function AdminReportsRoute() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const users = params.get('kind') === 'users';
  return (
    <AdminPage
      title={t('reports.title')}
      description={users ? t('reports.users.description') : t('reports.description')}
    >
      <nav aria-label={t('reports.title')} className="mb-4 flex flex-wrap gap-2">
        <Button
          variant={users ? 'ghost' : 'secondary'}
          aria-current={users ? undefined : 'page'}
          onClick={() => setParams({})}
        >
          {t('reports.users.offersTitle')}
        </Button>
        <Button
          variant={users ? 'secondary' : 'ghost'}
          aria-current={users ? 'page' : undefined}
          onClick={() => setParams({ kind: 'users' })}
        >
          {t('reports.users.title')}
        </Button>
      </nav>
      {users ? <UserReportsQueue /> : <ReportsQueue />}
    </AdminPage>
  );
}
