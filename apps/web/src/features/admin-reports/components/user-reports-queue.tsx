import { type AdminAccountReportDto, type ReportState } from '@marketplace/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueuePage, QueuePerson, QueueStateSwitch } from '#web/shared/admin/queue.tsx';
import { ReasonDialog } from '#web/shared/admin/reason-dialog.tsx';
import { formatDateTime } from '#web/shared/lib/format.ts';
import { readPageParam } from '#web/shared/lib/page-param.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { useDecideUserReport, type UserReportDecision } from '../api/decide-user-report.ts';
import { useUserReports } from '../api/get-user-reports.ts';

/**
 * `/admin/reports?kind=users` (decision 133): reports of users sent from a conversation, with the
 * conversation readable, and the chat's automatic flags; dismiss one, or block the reported account.
 */
export function UserReportsQueue() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const state: ReportState = params.get('state') === 'resolved' ? 'resolved' : 'open';
  const page = readPageParam(params);
  const reports = useUserReports({ state, page });
  const decide = useDecideUserReport();
  const [pending, setPending] = useState<{
    decision: UserReportDecision;
    report: AdminAccountReportDto;
  } | null>(null);
  const name = pending ? pending.report.reported.username || `#${pending.report.reported.id}` : '';

  return (
    <div className="flex flex-col gap-4">
      <QueueStateSwitch
        state={state}
        onChange={(next) => setParams(next === 'open' ? { kind: 'users' } : { kind: 'users', state: next })}
      />
      <QueuePage
        query={reports}
        empty={t(state === 'open' ? 'reports.users.noneOpen' : 'reports.users.noneResolved')}
        onPageChange={(next) => setParams({ ...Object.fromEntries(params), page: String(next) })}
      >
        {(report) => (
          <UserReport
            key={report.id}
            report={report}
            onDecide={(decision) => setPending({ decision, report })}
          />
        )}
      </QueuePage>
      <ReasonDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={
          pending
            ? t(pending.decision === 'dismiss' ? 'reports.users.dismissTitle' : 'reports.users.blockTitle', {
                name,
              })
            : ''
        }
        intro={t(pending?.decision === 'dismiss' ? 'reports.users.dismissIntro' : 'reports.users.blockIntro')}
        confirm={t(pending?.decision === 'dismiss' ? 'reports.users.dismiss' : 'reports.users.block')}
        optional={pending?.decision === 'dismiss'}
        danger={pending?.decision === 'block'}
        pending={decide.isPending}
        done={t(pending?.decision === 'dismiss' ? 'reports.users.dismissed' : 'reports.users.blocked')}
        send={(reason) =>
          decide.mutateAsync({ reportId: pending!.report.id, decision: pending!.decision, reason })
        }
        onRefused={() => void reports.refetch()}
      />
    </div>
  );
}

function UserReport({
  report,
  onDecide,
}: {
  report: AdminAccountReportDto;
  onDecide: (decision: UserReportDecision) => void;
}) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const headingId = `user-report-${report.id}`;
  const authorName = (authorId: number | null) =>
    authorId === report.reported.id
      ? report.reported.username
      : authorId !== null && authorId === report.reporter?.id
        ? report.reporter.username
        : `#${authorId ?? '?'}`;
  return (
    <li className="rounded-xl bg-surface p-4 ring-1 ring-line" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold break-words">
            {t(`reports.users.reasons.${report.reason}`)}
          </h2>
          <p className="text-sm text-ink-muted">
            {t('reports.users.reported')}: <QueuePerson account={report.reported} />
            {' · '}
            {report.reporter ? (
              <>
                {t('reports.users.reporter')}: <QueuePerson account={report.reporter} />
              </>
            ) : (
              t('reports.users.automatic')
            )}
            {' · '}
            <time dateTime={report.createdAt}>{formatDateTime(report.createdAt, region)}</time>
          </p>
          {report.comment && (
            <p className="mt-2 text-sm break-words whitespace-pre-line">
              {report.reporter === null && (
                <span className="font-semibold">{t('reports.users.excerpt')}: </span>
              )}
              {report.comment}
            </p>
          )}
          {report.resolution && (
            <p className="mt-1 text-sm text-ink-muted">
              {t(`reports.users.resolution.${report.resolution}`)}
              {report.resolvedBy && ` · ${report.resolvedBy.username}`}
              {report.resolvedAt && ` · ${formatDateTime(report.resolvedAt, region)}`}
              {report.resolutionReason && ` · ${report.resolutionReason}`}
            </p>
          )}
        </div>
        {report.resolution === null && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => onDecide('dismiss')}>
              {t('reports.users.dismiss')}
            </Button>
            {!report.reported.blocked && !report.reported.deleted && (
              <Button variant="danger" onClick={() => onDecide('block')}>
                {t('reports.users.block')}
              </Button>
            )}
          </div>
        )}
      </div>
      {report.conversation && (
        <section
          className="mt-3 rounded-lg bg-canvas p-3"
          aria-label={t('reports.users.conversationNoSubject')}
        >
          <h3 className="text-sm font-semibold">
            {report.conversation.subject
              ? t('reports.users.conversation', { subject: report.conversation.subject })
              : t('reports.users.conversationNoSubject')}
          </h3>
          {report.conversation.messages.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">{t('reports.users.noMessages')}</p>
          ) : (
            <ol className="mt-2 flex max-h-80 flex-col gap-2 overflow-y-auto">
              {report.conversation.messages.map((message) => (
                <li
                  key={message.id}
                  className={cn(
                    'max-w-[85%] rounded-2xl px-3 py-2 text-sm ring-1 ring-line',
                    message.authorId === report.reported.id
                      ? 'self-start bg-surface'
                      : 'self-end bg-brand-50',
                  )}
                >
                  <p className="text-xs text-ink-muted">
                    {authorName(message.authorId)} ·{' '}
                    <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, region)}</time>
                  </p>
                  <p className="break-words whitespace-pre-line">{message.message}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </li>
  );
}
