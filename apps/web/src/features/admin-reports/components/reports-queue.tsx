import {
  PAGE_PATHS,
  type AdminReportDto,
  type AdminReportedOfferDto,
  type ReportState,
} from '@marketplace/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatAge } from '#web/shared/admin/format-age.ts';
import { QueuePage, QueuePerson, QueueStateSwitch } from '#web/shared/admin/queue.tsx';
import { ReasonDialog } from '#web/shared/admin/reason-dialog.tsx';
import { formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { useDecideReport, type ReportDecision } from '../api/decide-report.ts';
import { useReports } from '../api/get-reports.ts';
import { readPageParam } from '#web/shared/lib/page-param.ts';

const offerPath = (id: number) => PAGE_PATHS.offer.replace(':id', String(id));
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
      <QueueStateSwitch
        state={state}
        onChange={(next) => setParams(next === 'open' ? {} : { state: next })}
      />
      <QueuePage
        query={reports}
        empty={t(state === 'open' ? 'reports.noneOpen' : 'reports.noneResolved')}
        onPageChange={(next) => setParams({ ...Object.fromEntries(params), page: String(next) })}
      >
        {(item) => (
          <ReportedOffer
            key={item.offer.id}
            item={item}
            onDecide={(decision, report) => setPending({ decision, report, offer: item.offer.title })}
          />
        )}
      </QueuePage>
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
            {t('reports.owner')}: <QueuePerson account={item.owner} /> ·{' '}
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
                {t('reports.by')} <QueuePerson account={report.reporter} />
                {' · '}
                <time dateTime={report.createdAt}>{formatDateTime(report.createdAt, region)}</time>
              </p>
              {report.description && (
                <p className="mt-1 break-words whitespace-pre-line">{report.description}</p>
              )}
              {report.resolution && (
                <p className="mt-1 text-ink-muted">
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
