import {
  DISPUTE_KINDS,
  DISPUTE_STATES,
  PAGE_PATHS,
  type AdminDisputeListItemDto,
  type AdminDisputesQuery,
  type DisputeKind,
  type DisputeState,
} from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '#web/shared/admin/duration.ts';
import { Link, useSearchParams } from 'react-router';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { formatDateTime, formatMoney } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { Pagination } from '#web/shared/ui/pagination.tsx';
import { useDisputes } from '../api/get-disputes.ts';
import { readPageParam } from '#web/shared/lib/page-param.ts';

/** The query the address holds: `?kind=order|review&state=open|decided&page=N`. */
function queryOf(params: URLSearchParams): AdminDisputesQuery {
  const kind = params.get('kind');
  const state = params.get('state');
  return {
    kind: (DISPUTE_KINDS as readonly string[]).includes(kind ?? '') ? (kind as DisputeKind) : 'order',
    state: (DISPUTE_STATES as readonly string[]).includes(state ?? '') ? (state as DisputeState) : 'open',
    page: readPageParam(params),
  };
}

/** The edition's disputes: orders or reviews, open (oldest first) or decided, each with its age. */
export function DisputesList() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const disputes = useDisputes(query);
  const search = (change: Partial<AdminDisputesQuery>) => {
    const next = { ...query, page: 1, ...change };
    return `?kind=${next.kind}&state=${next.state}${next.page > 1 ? `&page=${next.page}` : ''}`;
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <FilterLinks
          label={t('disputes.kindLabel')}
          options={DISPUTE_KINDS.map((kind) => ({
            key: kind,
            label: t(`disputes.kinds.${kind}`),
            to: search({ kind }),
            current: query.kind === kind,
          }))}
        />
        <FilterLinks
          label={t('disputes.stateLabel')}
          options={DISPUTE_STATES.map((state) => ({
            key: state,
            label: t(`disputes.states.${state}`),
            to: search({ state }),
            current: query.state === state,
          }))}
        />
      </div>
      {!disputes.data ? (
        <AdminLoadState failed={disputes.isError} onRetry={() => void disputes.refetch()} />
      ) : disputes.data.items.length === 0 ? (
        <p className="rounded-xl bg-surface p-4 text-ink-muted ring-1 ring-line">
          {t(query.state === 'open' ? 'disputes.noneOpen' : 'disputes.noneDecided')}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-2" aria-label={t(`disputes.kinds.${query.kind}`)}>
            {disputes.data.items.map((item) => (
              <DisputeRow key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </ul>
          <Pagination
            currentPage={disputes.data.pagination.currentPage}
            totalPages={disputes.data.pagination.totalPages}
            onPageChange={(page) => setParams(search({ page }).slice(1))}
          />
        </>
      )}
    </div>
  );
}

function FilterLinks({
  label,
  options,
}: {
  label: string;
  options: { key: string; label: string; to: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex rounded-lg bg-surface p-1 ring-1 ring-line">
        {options.map((option) => (
          <li key={option.key}>
            <Link
              to={option.to}
              replace
              aria-current={option.current ? 'page' : undefined}
              className={cn(
                'flex h-10 items-center rounded-md px-4 text-sm font-semibold',
                option.current ? 'bg-brand-700 text-white' : 'text-ink-muted hover:bg-canvas hover:text-ink',
              )}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DisputeRow({ item }: { item: AdminDisputeListItemDto }) {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const path = (item.kind === 'order' ? PAGE_PATHS.adminOrderDispute : PAGE_PATHS.adminReviewDispute).replace(
    ':id',
    String(item.id),
  );
  const title =
    item.kind === 'order'
      ? t('disputes.orderTitle', { id: item.id })
      : t('disputes.reviewTitle', { id: item.id });
  return (
    <li className="rounded-xl bg-surface ring-1 ring-line focus-within:ring-2 focus-within:ring-brand-600">
      <Link to={path} className="flex flex-col gap-1 p-4 outline-none sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="font-semibold text-brand-800">{title}</span>
          <span className="truncate text-sm text-ink-muted">{item.description}</span>
          <span className="text-sm">
            {t('disputes.parties', {
              complainant: item.complainant.username,
              respondent: item.respondent?.username ?? t('disputes.deletedAccount'),
            })}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm sm:flex-col sm:items-end">
          {item.amount !== null && <span className="font-semibold">{formatMoney(item.amount, region)}</span>}
          {item.rating !== null && <span>{t('disputes.rating', { rating: item.rating })}</span>}
          {item.outcome ? (
            <span className="rounded-full bg-canvas px-2 py-0.5 font-medium">
              {t(`disputes.outcomes.${item.outcome}`)}
            </span>
          ) : (
            <span className="font-medium text-warning-700">
              {t('disputes.waiting', { age: formatDuration(t, 'waited', item.ageSeconds * 1000) })}
            </span>
          )}
          <time dateTime={item.openedAt} className="text-ink-muted">
            {t('disputes.openedAt', { date: formatDateTime(item.openedAt, region) })}
          </time>
        </div>
      </Link>
    </li>
  );
}
