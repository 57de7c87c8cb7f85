import {
  PAGE_PATHS,
  type AdminAccountRef,
  type AdminReportDto,
  type AdminReportedOfferDto,
  type ReportState,
} from '@marketplace/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { formatAge } from '#web/shared/admin/format-age.ts';
import { ReasonDialog } from '#web/shared/admin/reason-dialog.tsx';
import { formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { Pagination } from '#web/shared/ui/pagination.tsx';
import { useDecideReport, type ReportDecision } from '../api/decide-report.ts';
import { useReports } from '../api/get-reports.ts';
import { readPageParam } from '#web/shared/lib/page-param.ts';

const offerPath = (id: number) => PAGE_PATHS.offer.replace(':id', String(id));
const userPath = (id: number) => PAGE_PATHS.adminUser.replace(':id', String(id));

/** A person of the queue: a link to their page in the console, marked when deleted or blocked. */
function Person({ account }: { account: AdminAccountRef }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Link
        to={userPath(account.id)}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {account.username || `#${account.id}`}
      </Link>
      {account.deleted && <span className="ml-1 text-ink-muted">({t('reports.deleted')})</span>}
      {account.blocked && <span className="ml-1 text-danger-700">({t('reports.blocked')})</span>}
    </>
  );
}

/** `/admin/reports`: reported offers, longest waiting first; dismiss a report or close the offer. */
export function ReportsQueue() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const state: ReportState = params.get('state') === 'resolved' ? 'resolved' : 'open';
  const page = readPageParam(params);
  const reports = useReports({ state, page });
  const decide = useDecideReport();
  const [pending, setPending] = useState<{
    decision: ReportDecision;
    report: AdminReportDto;
    offer: string;
  } | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t('reports.stateLabel')} className="flex gap-2">
        {(['open', 'resolved'] as const).map((option) => (
          <Button
            key={option}
            variant={state === option ? 'primary' : 'secondary'}
            aria-pressed={state === option}
            onClick={() => setParams(option === 'open' ? {} : { state: option })}
          >
            {t(`reports.state.${option}`)}
          </Button>
        ))}
      </div>
      {!reports.data ? (
        <AdminLoadState failed={reports.isError} onRetry={() => void reports.refetch()} />
      ) : reports.data.items.length === 0 ? (
        <p className="rounded-xl bg-surface p-4 text-ink-muted ring-1 ring-line">
          {t(state === 'open' ? 'reports.noneOpen' : 'reports.noneResolved')}
        </p>
      ) : (
        <>
          <ol className="flex flex-col gap-3">
            {reports.data.items.map((item) => (
              <ReportedOffer
                key={item.offer.id}
                item={item}
                onDecide={(decision, report) => setPending({ decision, report, offer: item.offer.title })}
              />
            ))}
          </ol>
          <Pagination
            currentPage={reports.data.pagination.currentPage}
            totalPages={reports.data.pagination.totalPages}
            onPageChange={(next) => setParams({ ...Object.fromEntries(params), page: String(next) })}
          />
        </>
      )}
      <ReasonDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={
          pending
            ? t(pending.decision === 'dismiss' ? 'reports.dismissTitle' : 'reports.closeTitle', {
                title: pending.offer,
              })
            : ''
        }
        intro={t(pending?.decision === 'dismiss' ? 'reports.dismissIntro' : 'reports.closeIntro')}
        confirm={t(pending?.decision === 'dismiss' ? 'reports.dismiss' : 'reports.closeOffer')}
        optional={pending?.decision === 'dismiss'}
        danger={pending?.decision === 'close-offer'}
        pending={decide.isPending}
        done={t(pending?.decision === 'dismiss' ? 'reports.dismissed' : 'reports.closed')}
        send={(reason) =>
          decide.mutateAsync({ reportId: pending!.report.id, decision: pending!.decision, reason })
        }
        onRefused={() => void reports.refetch()}
      />
    </div>
  );
}

function ReportedOffer({
  item,
  onDecide,
}: {
  item: AdminReportedOfferDto;
  onDecide: (decision: ReportDecision, report: AdminReportDto) => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const region = useRegion();
  const open = item.reports.some((report) => report.resolution === null);
  const headingId = `reported-offer-${item.offer.id}`;
  return (
    <li className="rounded-xl bg-surface p-4 ring-1 ring-line" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold break-words">
            <Link to={offerPath(item.offer.id)} className="text-brand-700 underline-offset-2 hover:underline">
              {item.offer.title || `#${item.offer.id}`}
            </Link>
          </h2>
          <p className="text-sm text-ink-muted">
            {t('reports.owner')}: <Person account={item.owner} /> ·{' '}
            {t(`reports.offerStatus.${item.offer.status}`)} ·{' '}
            {t('reports.waiting', { age: formatAge(item.oldestReportAt, region) })}
          </p>
        </div>
        {open && (
          <Button variant="danger" onClick={() => onDecide('close-offer', item.reports[0]!)}>
            {t('reports.closeOffer')}
          </Button>
        )}
      </div>
      <ul className="mt-3 flex flex-col divide-y divide-line">
        {item.reports.map((report) => (
          <li key={report.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
            <div className="min-w-0 text-sm">
              <p>
                <span className="font-semibold">{tc(`offerDetail.report.reasons.${report.reason}`)}</span>
                {' · '}
                {t('reports.by')} <Person account={report.reporter} />
                {' · '}
                <time dateTime={report.createdAt}>{formatDateTime(report.createdAt, region)}</time>
              </p>
              {report.description && (
                <p className="mt-1 break-words whitespace-pre-line">{report.description}</p>
              )}
              {report.resolution && (
                <p className={cn('mt-1 text-ink-muted')}>
                  {t(`reports.resolution.${report.resolution}`)}
                  {report.resolvedBy && ` · ${report.resolvedBy.username}`}
                  {report.resolvedAt && ` · ${formatDateTime(report.resolvedAt, region)}`}
                  {report.resolutionReason && ` · ${report.resolutionReason}`}
                </p>
              )}
            </div>
            {report.resolution === null && (
              <Button variant="secondary" size="sm" onClick={() => onDecide('dismiss', report)}>
                {t('reports.dismiss')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
