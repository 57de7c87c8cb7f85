import type { PayoutDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { failureReasonText } from '#web/shared/lib/payout-failure.ts';
import { PayoutStatusBadge } from './payout-status-badge.tsx';

/** One payout: its number and status, the amount and the account's last digits, who asked, when. */
export function PayoutRow({ payout }: { payout: PayoutDto }) {
  const { t } = useTranslation();
  const region = useRegion();
  const date = (value: string) => formatDateTime(value, region);
  return (
    <li className="flex flex-col gap-1.5 p-4" data-testid="payout-item">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {t('balance.payoutNumber', { id: payout.id })}
          <PayoutStatusBadge status={payout.status} />
        </p>
        <p className="font-extrabold tracking-tight tabular-nums">{formatAmount(payout.amount, region)}</p>
      </div>
      <p className="text-sm text-ink-muted">
        {t('balance.payouts.destination', { digits: payout.destination })} ·{' '}
        {t(`balance.payouts.requestedBy.${payout.requestedBy}`)}
      </p>
      <p className="flex flex-wrap gap-x-4 text-xs text-ink-muted">
        <span>{t('balance.payouts.createdAt', { date: date(payout.createdAt) })}</span>
        {payout.paidAt && <span>{t('balance.payouts.paidAt', { date: date(payout.paidAt) })}</span>}
        {payout.failedAt && <span>{t('balance.payouts.failedAt', { date: date(payout.failedAt) })}</span>}
      </p>
      {payout.status === 'failed' && (
        <p className="text-sm text-danger-700">
          {t('balance.history.failed', { reason: failureReasonText(t, payout.failureReason) })}
        </p>
      )}
    </li>
  );
}
