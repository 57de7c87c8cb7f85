import { PAGE_PATHS, type DashboardDto, type DashboardQueueDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWait } from '#web/shared/admin/duration.ts';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { formatNumber } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { DashboardCharts } from './dashboard-charts.tsx';

const QUEUES = [
  { key: 'orderDisputes', label: 'dashboard.orderDisputes', to: PAGE_PATHS.adminDisputes },
  { key: 'reviewDisputes', label: 'dashboard.reviewDisputes', to: PAGE_PATHS.adminDisputes },
  { key: 'reports', label: 'dashboard.reports', to: PAGE_PATHS.adminReports },
  { key: 'support', label: 'dashboard.support', to: PAGE_PATHS.adminSupport },
] as const satisfies readonly { key: keyof DashboardDto['needsDecision']; label: string; to: string }[];

/** The console's first page (decision 090): what needs a decision now, then the last 30 days. */
export function Dashboard() {
  const { t } = useTranslation('admin');
  const dashboard = useDashboard();
  if (!dashboard.data)
    return <AdminLoadState failed={dashboard.isError} onRetry={() => void dashboard.refetch()} />;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="needs-decision">
        <h2 id="needs-decision" className="mb-3 text-lg font-bold">
          {t('dashboard.needsDecision')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {QUEUES.map((queue) => (
            <QueueCard
              key={queue.key}
              id={queue.key}
              label={t(queue.label)}
              to={queue.to}
              queue={dashboard.data.needsDecision[queue.key]}
            />
          ))}
        </ul>
      </section>
      <DashboardCharts dashboard={dashboard.data} />
    </div>
  );
}

function QueueCard({
  id,
  label,
  to,
  queue,
}: {
  id: string;
  label: string;
  to: string;
  queue: DashboardQueueDto;
}) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const waiting = queue.count > 0;
  return (
    <li>
      <Link
        to={to}
        data-testid={`queue-${id}`}
        className={cn(
          'flex h-full min-h-28 flex-col gap-1 rounded-xl bg-surface p-4 ring-1 hover:bg-brand-50',
          waiting ? 'ring-2 ring-accent-400' : 'ring-line',
        )}
      >
        <span className="text-sm font-medium text-ink-muted">{label}</span>
        <span className="text-3xl font-extrabold tabular-nums">{formatNumber(queue.count, region)}</span>
        <span className="text-sm text-ink-muted">
          {queue.oldestAt
            ? t('dashboard.oldest', { age: formatWait(t, 'waited', queue.oldestAt) })
            : t('dashboard.nothingWaiting')}
        </span>
      </Link>
    </li>
  );
}
