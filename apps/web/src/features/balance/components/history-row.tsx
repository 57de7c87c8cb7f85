import type { BalanceHistoryItemDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatDateTime } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { failureReasonText } from '#web/shared/lib/payout-failure.ts';
import { historyFigure, movementsOf, netOf } from '../lib/history.ts';
import { soldOrderHref } from './pending-orders.tsx';

/** `+$1.50` / `-$1.50` / `$0`: a change, signed. */
export function signedAmount(amount: number, region: 'us' | 'pl'): string {
  return amount > 0 ? `+${formatAmount(amount, region)}` : formatAmount(amount, region);
}

/**
 * One line of the history: what happened (a sale, refund, release, payout, paid or failed payout),
 * when, its order (linked to the sold order) or payout, a sale's or refund's gross, commission and
 * the seller's part, a failed payout's reason, and how each balance moved.
 */
export function HistoryRow({ item }: { item: BalanceHistoryItemDto }) {
  const { t } = useTranslation();
  const region = useRegion();
  const money = (amount: number) => formatAmount(amount, region);
  const figure = historyFigure(item);
  const net = netOf(item);
  const movements = movementsOf(item);
  return (
    <li className="flex gap-3 p-4" data-testid="history-item" data-kind={item.kind}>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2 font-semibold">
          <span>{t(`balance.history.kinds.${item.kind}`)}</span>
          {item.orderId !== null && (
            <Link to={soldOrderHref(item.orderId)} className="text-brand-800 hover:underline">
              {t('balance.orderNumber', { id: item.orderId })}
            </Link>
          )}
          {item.payoutId !== null && (
            <span className="text-ink-muted">{t('balance.history.payoutRef', { id: item.payoutId })}</span>
          )}
        </p>
        <p className="text-xs text-ink-muted">
          <time dateTime={item.at}>{formatDateTime(item.at, region)}</time>
        </p>
        {item.gross !== null && net !== null && (
          <p className="text-sm" data-testid="history-breakdown">
            {t(item.kind === 'refund' ? 'balance.history.refundBreakdown' : 'balance.history.saleBreakdown', {
              gross: money(item.gross),
              commission: money(item.commission ?? 0),
              net: money(net),
            })}
          </p>
        )}
        {item.kind === 'payoutFailed' && (
          <p className="text-sm text-danger-700">
            {t('balance.history.failed', { reason: failureReasonText(t, item.reason) })}
          </p>
        )}
        {movements.length > 0 && (
          <p className="text-xs text-ink-muted">
            {movements
              .map(({ balance, amount }) =>
                t('balance.history.movement', {
                  balance: t(`balance.history.balances.${balance}`),
                  amount: signedAmount(amount, region),
                }),
              )
              .join(' · ')}
          </p>
        )}
      </div>
      <p
        className={cn(
          'shrink-0 text-right font-extrabold tracking-tight tabular-nums',
          figure.signed && figure.amount < 0 && 'text-danger-700',
          figure.signed && figure.amount > 0 && 'text-success-700',
        )}
      >
        {figure.signed ? signedAmount(figure.amount, region) : money(figure.amount)}
      </p>
    </li>
  );
}
