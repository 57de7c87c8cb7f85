import { PAGE_PATHS, type BalanceDto } from '@marketplace/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { BalanceSection } from './balance-section.tsx';

/** The sold order's page of an order id. */
export const soldOrderHref = (orderId: number) => PAGE_PATHS.soldOrder.replace(':order', String(orderId));

/** The orders the pending money waits for, each to its sold order page, with the seller's share. */
export function PendingOrders({ orders }: { orders: BalanceDto['pendingOrders'] }) {
  const { t } = useTranslation();
  const region = useRegion();
  return (
    <BalanceSection title={t('balance.pendingOrders.title')}>
      <p className="text-sm text-ink-muted">{t('balance.pendingOrders.intro')}</p>
      {orders.length === 0 ? (
        <p className="text-sm font-semibold">{t('balance.pendingOrders.none')}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label={t('balance.pendingOrders.title')}>
          {orders.map((order) => (
            <li key={order.orderId} className="flex items-baseline justify-between gap-3 py-2">
              <Link
                to={soldOrderHref(order.orderId)}
                className="font-semibold text-brand-800 hover:underline"
              >
                {t('balance.orderNumber', { id: order.orderId })}
              </Link>
              <span className="font-semibold tabular-nums">{formatAmount(order.amount, region)}</span>
            </li>
          ))}
        </ul>
      )}
    </BalanceSection>
  );
}
