import type { OrderDto } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/shared/ui/button.tsx';
import { isOrderMissing, useOrder } from '../api/get-order.ts';
import type { OrderSide } from '../api/orders-keys.ts';
import { OrderDetailSkeleton } from './order-detail-parts.tsx';

/**
 * Loads one order of `side` and renders `children` with it: 5 placeholders while loading,
 * `notFound` for an id that is not the user's order (404), a retry on other failures.
 */
export function WithOrder({
  side,
  orderId,
  notFound,
  children,
}: {
  side: OrderSide;
  orderId: number;
  notFound: ReactNode;
  children: (order: OrderDto, reload: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const order = useOrder(side, orderId);
  if (orderId === 0 || isOrderMissing(order.error)) return notFound;
  if (order.isPending) return <OrderDetailSkeleton />;
  if (!order.data) {
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-card border border-line bg-surface p-8 text-center"
      >
        <p className="text-ink-muted">{t('orders.detailLoadError')}</p>
        <Button variant="secondary" onClick={() => void order.refetch()}>
          {t('orders.retry')}
        </Button>
      </div>
    );
  }
  return children(order.data, () => void order.refetch());
}
