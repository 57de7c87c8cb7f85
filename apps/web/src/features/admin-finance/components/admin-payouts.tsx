import {
  LIMITS,
  PAGE_PATHS,
  PAYOUT_STATUSES,
  type AdminPayoutDto,
  type AdminPayoutsDto,
  type PayoutStatus,
} from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { formatAmount, formatDateTime, formatNumber } from '#web/shared/lib/format.ts';
import { readPageParam, withPageParam } from '#web/shared/lib/page-param.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { Pagination } from '#web/shared/ui/pagination.tsx';
import { failureReasonText } from '#web/shared/lib/payout-failure.ts';
import { useAdminPayouts, useRetryPayout } from '../api/payouts.ts';
import { FinanceSection } from './finance-section.tsx';

const TONES: Record<PayoutStatus, string> = {
  pending: 'bg-accent-100 text-accent-900',
  sent: 'bg-brand-100 text-brand-900',
  paid: 'bg-canvas text-success-700 ring-1 ring-success-700/30',
  failed: 'bg-danger-50 text-danger-700',
};

/** The status the address names (`?status=`), none for every payout. */
export function statusOf(params: URLSearchParams): PayoutStatus | undefined {
  const status = params.get('status');
  return (PAYOUT_STATUSES as readonly string[]).includes(status ?? '') ? (status as PayoutStatus) : undefined;
}

/** How many pages `total` payouts fill (LIMITS.pageSize a page, at least one). */
export const pagesOf = (total: number) => Math.max(1, Math.ceil(total / LIMITS.pageSize));

/** The edition's payouts by status (a tab each, with its count), newest first; Retry on a failed one. */
export function AdminPayouts() {
  const { t } = useTranslation('admin');
  const region = useRegion();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params);
  const page = readPageParam(params);
  const payouts = useAdminPayouts(status, page);
  const counts = payouts.data?.counts;
  const tabs: { key: string; status: PayoutStatus | undefined; label: string; count?: number }[] = [
    { key: 'all', status: undefined, label: t('finance.payouts.all'), count: allOf(counts) },
    ...PAYOUT_STATUSES.map((each) => ({
      key: each,
      status: each,
      label: t(`finance.payouts.status.${each}`),
      count: counts?.[each],
    })),
  ];
  return (
    <FinanceSection id="finance-payouts" title={t('finance.payouts.title')}>
      <nav aria-label={t('finance.payouts.filter')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex w-max rounded-lg bg-surface p-1 ring-1 ring-line">
          {tabs.map((tab) => (
            <li key={tab.key}>
              <Link
                to={{ search: tab.status ? `?status=${tab.status}` : '' }}
                replace
                aria-current={tab.status === status ? 'page' : undefined}
                className={cn(
                  'flex h-10 items-center gap-1.5 rounded-md px-3 text-sm font-semibold whitespace-nowrap sm:px-4',
                  tab.status === status
                    ? 'bg-brand-700 text-white'
                    : 'text-ink-muted hover:bg-canvas hover:text-ink',
                )}
              >
                {tab.label}{' '}
                {tab.count !== undefined && (
                  <span className="tabular-nums opacity-80">({formatNumber(tab.count, region)})</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!payouts.data ? (
        <AdminLoadState failed={payouts.isError} onRetry={() => void payouts.refetch()} />
      ) : payouts.data.items.length === 0 ? (
        <p className="rounded-xl bg-surface p-4 text-ink-muted ring-1 ring-line">
          {t('finance.payouts.none')}
        </p>
      ) : (
        <>
          <ul
            className="flex flex-col divide-y divide-line rounded-xl bg-surface ring-1 ring-line"
            aria-label={t('finance.payouts.title')}
            aria-busy={payouts.isPlaceholderData || undefined}
          >
            {payouts.data.items.map((payout) => (
              <PayoutItem key={payout.id} payout={payout} />
            ))}
          </ul>
          <Pagination
            currentPage={page}
            totalPages={pagesOf(payouts.data.total)}
            onPageChange={(next) => setParams(withPageParam(params, next))}
          />
        </>
      )}
    </FinanceSection>
  );
}

const allOf = (counts: AdminPayoutsDto['counts'] | undefined) =>
  counts && PAYOUT_STATUSES.reduce((sum, each) => sum + counts[each], 0);

function PayoutItem({ payout }: { payout: AdminPayoutDto }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const region = useRegion();
  const retry = useRetryPayout();
  const date = (value: string) => formatDateTime(value, region);
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4" data-testid="admin-payout">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {t('finance.payouts.number', { id: payout.id })}
          <span
            className={cn(
              'inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
              TONES[payout.status],
            )}
          >
            {t(`finance.payouts.status.${payout.status}`)}
          </span>
        </p>
        <p className="text-sm">
          <Link
            to={PAGE_PATHS.adminUser.replace(':id', String(payout.seller.id))}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {payout.seller.deleted ? t('finance.ledger.deletedAccount') : payout.seller.username}
          </Link>
          <span className="text-ink-muted">
            {' · '}
            {t('finance.payouts.destination', { digits: payout.destination })}
            {' · '}
            {t(`finance.payouts.requestedBy.${payout.requestedBy}`)}
          </span>
        </p>
        <p className="flex flex-wrap gap-x-4 text-xs text-ink-muted">
          <span>{t('finance.payouts.createdAt', { date: date(payout.createdAt) })}</span>
          {payout.sentAt && <span>{t('finance.payouts.sentAt', { date: date(payout.sentAt) })}</span>}
          {payout.paidAt && <span>{t('finance.payouts.paidAt', { date: date(payout.paidAt) })}</span>}
          {payout.failedAt && <span>{t('finance.payouts.failedAt', { date: date(payout.failedAt) })}</span>}
        </p>
        {payout.failureReason && (
          <p className="text-sm text-danger-700">
            {/* The seller's words, and the provider's code the administrators quote to it. */}
            {t('finance.payouts.reason', {
              reason: failureReasonText(tc, payout.failureReason),
              code: payout.failureReason,
            })}
          </p>
        )}
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
        <p className="text-lg font-extrabold tabular-nums">{formatAmount(payout.amount, region)}</p>
        {payout.status === 'failed' && (
          <Button
            size="sm"
            variant="outline"
            loading={retry.isPending}
            aria-label={t('finance.payouts.retryOf', { id: payout.id })}
            onClick={() =>
              retry.mutate(payout.id, {
                onSuccess: () => toast.success(t('finance.payouts.retried', { id: payout.id })),
                onError: toastError,
              })
            }
          >
            {t('finance.payouts.retry')}
          </Button>
        )}
      </div>
    </li>
  );
}
