import { PAGE_PATHS, type AdminDisputeDecisionDto } from '@marketplace/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '#web/shared/admin/duration.ts';
import { Link } from 'react-router';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';

/** A titled block of a dispute's page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-line">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs, one under the other on a phone, side by side wider. */
export function DetailList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="mb-1 min-w-0 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a dispute's page shows until its dispute loads: not found (404), loading, or failed with a retry. */
export function DisputeNotLoaded({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation('admin');
  if ((query.error as { status?: number } | null)?.status === 404)
    return <p className="rounded-xl bg-surface p-4 ring-1 ring-line">{t('disputes.notFound')}</p>;
  return <AdminLoadState failed={query.isError} onRetry={() => void query.refetch()} />;
}

/** A party's username, linked to their console page; a deleted account's place says so. */
export function UserLink({ party }: { party: { id: number; username: string } | null }) {
  const { t } = useTranslation('admin');
  if (!party) return t('disputes.deletedAccount');
  return (
    <Link
      to={PAGE_PATHS.adminUser.replace(':id', String(party.id))}
      className="font-semibold text-brand-700 underline"
    >
      {party.username}
    </Link>
  );
}

/** A decided dispute: the outcome (as the page words it), the reason given, and who decided when. */
function DecisionMade({ outcome, decision }: { outcome: string; decision: AdminDisputeDecisionDto }) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  return (
    <div role="status" className="rounded-lg bg-canvas p-3">
      <p className="font-semibold">{outcome}</p>
      <p className="mt-1 text-sm break-words">{t('disputes.reasonGiven', { reason: decision.reason })}</p>
      <p className="mt-1 text-sm text-ink-muted">
        {t('disputes.decidedBy', {
          name: decision.decidedBy?.username ?? '—',
          date: formatDateTime(decision.decidedAt, region),
        })}
      </p>
    </div>
  );
}

/**
 * The dispute's own block on its page: what was said, when, how long it waited (or took), what this
 * kind of dispute adds, then the decision taken or the buttons to take it.
 */
export function DisputeSection({
  dispute,
  rows,
  outcome,
  actions,
}: {
  dispute: {
    description: string;
    createdAt: string;
    ageSeconds: number;
    decision: AdminDisputeDecisionDto | null;
  };
  rows: [label: string, value: ReactNode][];
  /** How the page words the decision taken. */
  outcome: (decision: AdminDisputeDecisionDto) => string;
  actions: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  return (
    <Section title={t('disputes.dispute')}>
      <p className="whitespace-pre-wrap break-words">{dispute.description}</p>
      <DetailList
        rows={[
          [t('disputes.openedOn'), formatDateTime(dispute.createdAt, region)],
          [
            dispute.decision ? t('disputes.tookTime') : t('disputes.age'),
            formatDuration(t, dispute.decision ? 'after' : 'since', dispute.ageSeconds * 1000),
          ],
          ...rows,
        ]}
      />
      {dispute.decision ? (
        <DecisionMade outcome={outcome(dispute.decision)} decision={dispute.decision} />
      ) : (
        <div className="flex flex-wrap gap-2">{actions}</div>
      )}
    </Section>
  );
}
