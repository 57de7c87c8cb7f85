import type { OrderDto } from '@marketplace/contract';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readPageParam, withPageParam } from '#web/shared/lib/page-param.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { Pagination } from '#web/shared/ui/pagination.tsx';
import { useOrders } from '../api/get-orders.ts';
import type { OrderSide } from '../api/orders-keys.ts';
import { OrderRow, OrderRowSkeleton } from './order-row.tsx';

/** Loading placeholders (spec 001 section 9: 4 purchases). */
export const LOADING_ROWS = 4;

const TEXTS = {
  bought: { label: 'orders.purchases.listLabel', loading: 'orders.purchases.loading' },
  sold: { label: 'orders.sold.listLabel', loading: 'orders.sold.loading' },
} as const;

/**
 * A paged list of orders of one side, the page read from `?page` (below 1 or not a number means 1,
 * above the last page moves to the last page), 4 placeholders while loading, the pager above the
 * list (from the sm breakpoint) and below it, and `empty` when there are none.
 */
export function OrdersList({
  side,
  empty,
  actions,
}: {
  side: OrderSide;
  empty: ReactNode;
  /** The row's own actions, before its Details link. */
  actions?: (order: OrderDto) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = readPageParam(params);
  const orders = useOrders(side, page);
  const pagination = orders.data?.pagination;
  const tooHigh = pagination !== undefined && page > pagination.totalPages && !orders.isPlaceholderData;

  useEffect(() => {
    if (tooHigh) setParams(withPageParam(params, pagination.totalPages), { replace: true });
  }, [tooHigh, pagination, params, setParams]);

  const changePage = (next: number) => {
    setParams(withPageParam(params, next));
    window.scrollTo(0, 0);
  };
  const pager = (className: string) =>
    pagination && (
      <Pagination
        currentPage={pagination.currentPage}
        totalPages={pagination.totalPages}
        onPageChange={changePage}
        className={className}
      />
    );

  if (orders.isPending || tooHigh) {
    return (
      <ul className="flex flex-col gap-3" aria-busy="true" aria-label={t(TEXTS[side].label)}>
        <li className="sr-only">{t(TEXTS[side].loading)}</li>
        {Array.from({ length: LOADING_ROWS }, (_, index) => (
          <li key={index} data-testid="order-skeleton">
            <OrderRowSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (orders.isError) {
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <p role="alert" className="text-ink-muted">
          {t('orders.loadError')}
        </p>
        <Button variant="secondary" onClick={() => void orders.refetch()}>
          {t('orders.retry')}
        </Button>
      </Card>
    );
  }
  if (orders.data.items.length === 0) return empty;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-subtle">
          {t('orders.count', { count: orders.data.pagination.totalItems })}
        </p>
        {pager('hidden sm:flex')}
      </div>
      <ul
        className="flex flex-col gap-3"
        aria-label={t(TEXTS[side].label)}
        aria-busy={orders.isPlaceholderData || undefined}
      >
        {orders.data.items.map((order) => (
          <li key={order.orderId}>
            <OrderRow order={order} side={side} actions={actions?.(order)} />
          </li>
        ))}
      </ul>
      {pager('mt-3')}
    </div>
  );
}
