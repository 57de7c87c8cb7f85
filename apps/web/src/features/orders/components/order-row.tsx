import type { OrderDto } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatDate } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { ButtonLink } from '#web/shared/ui/button.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import type { OrderSide } from '../api/orders-keys.ts';
import { purchasePath, soldOrderPath } from '../lib/order-rules.ts';
import { OrderPhoto } from './order-photo.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { SellerProceeds } from './seller-proceeds.tsx';

/**
 * One order in a list (spec 001 "My purchases", spec 000 "My offers" Sold tab): its number and
 * date, the status badge, the products (first photo, titles), the amount, the other party, a link
 * to the detail and the actions the list offers.
 */
export function OrderRow({
  order,
  side,
  actions,
}: {
  order: OrderDto;
  side: OrderSide;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  const detailPath = side === 'bought' ? purchasePath(order.orderId) : soldOrderPath(order.orderId);
  const [first, ...rest] = order.products;
  const party = side === 'bought' ? order.seller.username : order.buyer.username;
  return (
    <article
      aria-labelledby={`order-${order.orderId}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3 shadow-card sm:p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-0.5">
          <h3 id={`order-${order.orderId}-title`} className="font-bold">
            <Link to={detailPath} className="hover:text-brand-800 hover:underline">
              {t('orders.orderNumber', { id: order.orderId })}
            </Link>
          </h3>
          <p className="text-xs text-ink-subtle">
            {t('orders.boughtAt', { date: formatDate(order.boughtAt, region, '/') })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <div className="flex gap-3 sm:gap-4">
        <OrderPhoto product={first} className="size-16 sm:size-20" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <ul className="flex flex-col gap-0.5 text-sm font-semibold">
            {order.products.slice(0, 2).map((product) => (
              <li key={product.id} className="line-clamp-1 break-all sm:break-words">
                {product.title}
                {product.quantity > 1 && (
                  <span className="font-normal text-ink-muted"> × {product.quantity}</span>
                )}
              </li>
            ))}
          </ul>
          {rest.length > 1 && (
            <p className="text-xs text-ink-muted">{t('orders.moreProducts', { count: rest.length - 1 })}</p>
          )}
          <p className="mt-auto text-xs text-ink-muted">
            {t(side === 'bought' ? 'orders.seller' : 'orders.buyer')}:{' '}
            <span className="font-semibold text-ink">{party}</span>
          </p>
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-xs text-ink-muted">{t('orders.total')}</span>
          <span className="text-base font-extrabold tracking-tight sm:text-lg">
            {formatAmount(order.amount, region)}
          </span>
        </p>
      </div>
      {side === 'sold' && <SellerProceeds order={order} className="text-right text-xs text-ink-muted" />}
      <div
        role="group"
        aria-label={t('orders.actionsLabel', { id: order.orderId })}
        className="flex flex-wrap items-center justify-end gap-2 border-t border-line pt-3"
      >
        {actions}
        <ButtonLink
          to={detailPath}
          variant="outline"
          size="sm"
          aria-label={t('orders.detailsOf', { id: order.orderId })}
        >
          {t('orders.details')}
        </ButtonLink>
      </div>
    </article>
  );
}

export function OrderRowSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3 sm:p-4">
      <div className="flex justify-between gap-3">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-5 w-28 rounded-full" />
      </div>
      <div className="flex gap-3 sm:gap-4">
        <Skeleton className="size-16 shrink-0 rounded-xl sm:size-20" />
        <div className="flex flex-1 flex-col gap-2 py-1">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-auto h-3 w-1/3" />
        </div>
        <Skeleton className="h-6 w-16" />
      </div>
    </div>
  );
}
