import {
  DELETED_ACCOUNT_NAME,
  isSafeWebLink,
  type OrderDto,
  type OrderProductDto,
} from '@marketplace/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, formatDate, formatPhone } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { toast } from '#web/shared/lib/toast.ts';
import { AddressLines } from '#web/shared/ui/address-lines.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { ChevronLeftIcon } from '#web/shared/ui/icons.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { OrderPhoto } from './order-photo.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { SellerProceeds } from './seller-proceeds.tsx';

/** Loading placeholders of an order's detail (spec 001 section 9: 5 order details). */
export const DETAIL_SKELETONS = 5;

export function OrderDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label={t('orders.detail.loading')}>
      <Skeleton className="h-8 w-56" data-testid="order-detail-skeleton" />
      {Array.from({ length: DETAIL_SKELETONS - 1 }, (_, index) => (
        <Skeleton key={index} className="h-28 rounded-card" data-testid="order-detail-skeleton" />
      ))}
    </div>
  );
}

/** A titled block of the detail. */
export function DetailSection({
  title,
  children,
  className,
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <Card className={className ?? 'p-4 sm:p-5'}>
      <section aria-labelledby={id} className="flex flex-col gap-3">
        <h2 id={id} className="text-base font-bold">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** The detail's top: back link, order number, status, bought date and the waiting deadline. */
export function OrderDetailHeader({ order, back }: { order: OrderDto; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  const region = useRegion();
  const deadline =
    order.validUntil &&
    (order.status === 'confirmed'
      ? t('orders.completesOn', { date: formatDate(order.validUntil, region, '/') })
      : order.status === 'not_paid' || order.status === 'failed'
        ? t('orders.payBy', { date: formatDate(order.validUntil, region, '/') })
        : null);
  return (
    <header className="flex flex-col gap-2">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-800 hover:underline"
      >
        <ChevronLeftIcon className="size-4" />
        {back.label}
      </Link>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('orders.orderNumber', { id: order.orderId })}
        </h1>
        <OrderStatusBadge status={order.status} className="text-sm" />
      </div>
      <p className="flex flex-wrap gap-x-4 text-sm text-ink-muted">
        <span>{t('orders.boughtAt', { date: formatDate(order.boughtAt, region, '/') })}</span>
        {deadline && <span>{deadline}</span>}
      </p>
    </header>
  );
}

/** How a line travels: pickup, or the courier and its price. */
function DeliveryText({ product }: { product: OrderProductDto }) {
  const { t } = useTranslation();
  const region = useRegion();
  if (product.deliveryMethod === 'pickup') return t('orders.detail.deliveryPickup');
  return product.deliveryPrice > 0
    ? t('orders.detail.deliveryCourier', { price: formatAmount(product.deliveryPrice, region) })
    : t('orders.detail.deliveryCourierFree');
}

/**
 * The bought products at the prices paid, each with `action` (the buyer's review); with
 * `proceeds`, the seller's commission and part under the total.
 */
export function OrderProducts({
  order,
  action,
  proceeds = false,
}: {
  order: OrderDto;
  action?: (product: OrderProductDto) => ReactNode;
  proceeds?: boolean;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  return (
    <DetailSection title={t('orders.detail.products')}>
      <ul className="divide-y divide-line">
        {order.products.map((product) => (
          <li key={product.id} className="flex gap-3 py-3 first:pt-0 last:pb-0 sm:gap-4">
            <OrderPhoto product={product} className="size-16 sm:size-20" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h3 className="font-semibold break-words">
                {product.productId === null ? (
                  product.title
                ) : (
                  <Link to={`/offer/${product.productId}`} className="hover:text-brand-800 hover:underline">
                    {product.title}
                  </Link>
                )}
              </h3>
              <p className="text-sm text-ink-muted">
                {t('orders.detail.unitPrice', { price: formatAmount(product.price, region) })}
                {product.agreedPrice && (
                  <span data-testid="order-agreed-price"> ({t('orders.detail.agreedPrice')})</span>
                )}{' '}
                · {t('orders.quantity', { count: product.quantity })}
              </p>
              <p className="text-sm text-ink-muted">
                <DeliveryText product={product} />
              </p>
              {action && <div className="mt-1">{action(product)}</div>}
            </div>
            <p className="shrink-0 font-extrabold tracking-tight">
              {formatAmount(product.price * product.quantity + product.deliveryPrice, region)}
            </p>
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between gap-3 border-t border-line pt-3">
        <span className="font-semibold">{t('orders.total')}</span>
        <span className="text-2xl font-extrabold tracking-tight" data-testid="order-total">
          {formatAmount(order.amount, region)}
        </span>
      </p>
      {proceeds && <SellerProceeds order={order} className="-mt-2 text-right text-sm text-ink-muted" />}
      {order.refundedAt !== null && order.refundedAmount !== null && (
        <p className="text-sm font-semibold text-ink-muted" role="status" data-testid="order-refund">
          {t('orders.detail.refunded', {
            amount: formatAmount(order.refundedAmount, region),
            date: formatDate(order.refundedAt, region, '/'),
          })}
        </p>
      )}
    </DetailSection>
  );
}

/** Contact details of one party: the name (to the profile when `userId`), phone, e-mail. */
export function ContactDetails({
  title,
  username,
  userId,
  phone,
  email,
}: {
  title: string;
  username: string;
  userId?: number;
  phone: string | null;
  email?: string;
}) {
  const { t } = useTranslation();
  const region = useRegion();
  // A deleted account (decision 078) has no profile to link to and no e-mail to write to.
  const deleted = username === DELETED_ACCOUNT_NAME[region];
  return (
    <DetailSection title={title}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <dt className="sr-only">{title}</dt>
        <dd className="col-span-2 font-semibold break-words">
          {deleted ? (
            <span className="text-ink-muted italic">{username}</span>
          ) : userId === undefined ? (
            username
          ) : (
            <Link
              to={`/user/${userId}`}
              className="text-brand-800 hover:underline"
              aria-label={t('orders.detail.profile', { name: username })}
            >
              {username}
            </Link>
          )}
        </dd>
        <dt className="text-ink-muted">{t('orders.detail.phone')}</dt>
        <dd className="break-words">
          {phone ? (
            <a href={`tel:${phone}`} className="hover:underline">
              {formatPhone(phone, region)}
            </a>
          ) : (
            t('orders.detail.noPhone')
          )}
        </dd>
        {email !== undefined && !deleted && (
          <>
            <dt className="text-ink-muted">{t('orders.detail.email')}</dt>
            <dd className="break-all">
              <a href={`mailto:${email}`} className="hover:underline">
                {email}
              </a>
            </dd>
          </>
        )}
      </dl>
    </DetailSection>
  );
}

/**
 * Both sides' contacts, the other side's first (the one the viewer needs): the seller's name,
 * phone and e-mail, the buyer's name and phone; the other side's name links to their profile.
 */
export function OrderContacts({ order, viewer }: { order: OrderDto; viewer: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  const seller = (
    <ContactDetails
      key="seller"
      title={t('orders.detail.sellerContact')}
      username={order.seller.username}
      userId={viewer === 'buyer' ? order.seller.id : undefined}
      phone={order.seller.phone}
      email={order.seller.email}
    />
  );
  const buyer = (
    <ContactDetails
      key="buyer"
      title={t('orders.detail.buyerContact')}
      username={order.buyer.username}
      userId={order.buyer.id}
      phone={order.buyer.phone}
    />
  );
  return (
    <div className="flex min-w-0 flex-col gap-5">
      {viewer === 'buyer' ? [seller, buyer] : [buyer, seller]}
    </div>
  );
}

/**
 * The shipment link: a link only when it is a safe web address (the check the server makes on
 * saving, `isSafeWebLink`; an older value that fails it stays text), with a Copy button either way.
 */
export function ShipmentLinkView({ link }: { link: string }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => toast.success(t('orders.detail.copied')),
      () => toast.error(t('orders.detail.copyFailed')),
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="min-w-0 flex-1 text-sm break-all" data-testid="shipment-link">
        {isSafeWebLink(link) ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-800 underline"
          >
            {link}
          </a>
        ) : (
          link
        )}
      </p>
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        {t('orders.detail.copy')}
      </Button>
    </div>
  );
}

/** Delivery: the shipping address or "pickup at seller", then `children` (the shipment link). */
export function ShippingDetails({ order, children }: { order: OrderDto; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('orders.detail.shipping')}>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm text-ink-muted">{t('orders.detail.shippingAddress')}</h3>
        {order.shippingAddress ? (
          <AddressLines address={order.shippingAddress} className="text-sm" />
        ) : (
          <p className="text-sm font-semibold">{t('orders.detail.pickupAtSeller')}</p>
        )}
      </div>
      {children}
    </DetailSection>
  );
}

/** The order's actions for the viewer (confirm, cancel, mark received), in one bar; none, no bar. */
export function OrderActions({ actions }: { actions: ReactNode[] }) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  return (
    <Card
      className="flex flex-wrap items-center gap-3 p-4"
      role="group"
      aria-label={t('orders.detail.actions')}
    >
      {actions}
    </Card>
  );
}
