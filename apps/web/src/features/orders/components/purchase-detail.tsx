import type { OrderDto, OrderProductDto } from '@marketplace/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '#web/shared/lib/format.ts';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import {
  buyerMayCancel,
  buyerMayComplete,
  buyerMayDispute,
  buyerMayReview,
  PURCHASES_PATH,
} from '../lib/order-rules.ts';
import { WithOrder } from './detail-state.tsx';
import { DisputeModal } from './dispute-modal.tsx';
import { CancelOrderButton, CompleteOrderButton } from './order-actions.tsx';
import {
  OrderActions,
  OrderContacts,
  DetailSection,
  OrderDetailHeader,
  OrderProducts,
  ShippingDetails,
} from './order-detail-parts.tsx';
import { ShipmentLinkSection } from './shipment-link-form.tsx';

/** The administration's decision of the dispute (issue 25), read only: refunded (how much) or rejected, and why. */
function DisputeOutcome({ decision }: { decision: NonNullable<OrderDto['dispute']>['decision'] | null }) {
  const { t } = useTranslation();
  const region = useRegion();
  if (!decision) return <p className="text-ink-muted">{t('orders.problems.decision.waiting')}</p>;
  return (
    <div className="mt-2 border-t border-line pt-2" role="status" data-testid="dispute-outcome">
      <p className="font-semibold">
        {decision.outcome === 'refunded'
          ? t('orders.problems.decision.refunded', {
              amount: formatMoney(decision.refundAmount ?? 0, region),
            })
          : t('orders.problems.decision.rejected')}
      </p>
      <p className="break-words">{t('orders.problems.decision.reason', { reason: decision.reason })}</p>
      <p className="text-ink-muted">
        {t('orders.problems.decision.decidedOn', { date: formatDate(decision.decidedAt, region, '/') })}
      </p>
    </div>
  );
}

/** The purchase-problems block: a Dispute button and its modal, or the dispute already opened. */
function PurchaseProblems({ order, reload }: { order: OrderDto; reload: () => void }) {
  const { t } = useTranslation();
  const region = useRegion();
  const [open, setOpen] = useState(false);
  return (
    <DetailSection title={t('orders.problems.title')}>
      {order.dispute ? (
        <div className="flex flex-col gap-1 rounded-xl bg-canvas p-3 text-sm" data-testid="order-dispute">
          <p className="font-semibold">
            {t('orders.problems.disputed', { date: formatDate(order.dispute.createdAt, region, '/') })}
          </p>
          <p className="break-words whitespace-pre-line text-ink-muted">{order.dispute.description}</p>
          <DisputeOutcome decision={order.dispute.decision ?? null} />
        </div>
      ) : (
        <>
          <p className="text-sm text-ink-muted">
            {buyerMayDispute(order) ? t('orders.problems.text') : t('orders.problems.notAvailable')}
          </p>
          {buyerMayDispute(order) && (
            <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
              {t('orders.problems.dispute')}
            </Button>
          )}
          <DisputeModal
            orderId={order.orderId}
            open={open}
            onClose={() => setOpen(false)}
            onConflict={reload}
          />
        </>
      )}
    </DetailSection>
  );
}

/**
 * A bought product's review action, composed in by the route (the reviews feature): `reviewable`
 * says whether the order allows it yet (spec 001: once completed).
 */
export type ReviewProductAction = (product: OrderProductDto, reviewable: boolean) => ReactNode;

function PurchaseView({
  order,
  reload,
  reviewAction,
}: {
  order: OrderDto;
  reload: () => void;
  reviewAction: ReviewProductAction | undefined;
}) {
  const { t } = useTranslation();
  const actions = [
    buyerMayComplete(order.status) && <CompleteOrderButton key="complete" order={order} size="md" />,
    buyerMayCancel(order.status) && <CancelOrderButton key="cancel" order={order} side="bought" />,
  ].filter(Boolean);
  return (
    <div className="flex flex-col gap-5">
      <OrderDetailHeader
        order={order}
        back={{ to: PURCHASES_PATH, label: t('orders.detail.backToPurchases') }}
      />
      <OrderActions actions={actions} />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <OrderProducts
            order={order}
            action={reviewAction && ((product) => reviewAction(product, buyerMayReview(order.status)))}
          />
          <ShippingDetails order={order}>
            {order.shippingAddress && <ShipmentLinkSection order={order} editable={false} />}
          </ShippingDetails>
          <PurchaseProblems order={order} reload={reload} />
        </div>
        <OrderContacts order={order} viewer="buyer" />
      </div>
    </div>
  );
}

/** /profile/my-purchases/{orderId} (spec 001 "Purchase detail"), the buyer's view of an order. */
export function PurchaseDetail({
  orderId,
  notFound,
  reviewAction,
}: {
  orderId: number;
  notFound: ReactNode;
  /** Each product's review button (spec 001 "Purchase detail"). */
  reviewAction?: ReviewProductAction;
}) {
  return (
    <WithOrder side="bought" orderId={orderId} notFound={notFound}>
      {(order, reload) => <PurchaseView order={order} reload={reload} reviewAction={reviewAction} />}
    </WithOrder>
  );
}
