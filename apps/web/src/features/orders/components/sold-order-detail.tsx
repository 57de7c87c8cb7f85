import type { OrderDto } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  sellerMayCancel,
  sellerMayConfirm,
  sellerMaySetShipmentLink,
  SOLD_ORDERS_PATH,
} from '../lib/order-rules.ts';
import { WithOrder } from './detail-state.tsx';
import { CancelOrderButton, ConfirmOrderButton } from './order-actions.tsx';
import {
  OrderActions,
  OrderContacts,
  OrderDetailHeader,
  OrderProducts,
  ShippingDetails,
} from './order-detail-parts.tsx';
import { ShipmentLinkSection } from './shipment-link-form.tsx';

function SoldOrderView({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const actions = [
    sellerMayConfirm(order.status) && <ConfirmOrderButton key="confirm" order={order} />,
    sellerMayCancel(order.status) && <CancelOrderButton key="cancel" order={order} side="sold" />,
  ].filter(Boolean);
  return (
    <div className="flex flex-col gap-5">
      <OrderDetailHeader
        order={order}
        back={{ to: SOLD_ORDERS_PATH, label: t('orders.detail.backToSold') }}
      />
      <OrderActions actions={actions} />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <OrderProducts order={order} proceeds />
          <ShippingDetails order={order}>
            {(order.shippingAddress || order.shipmentLink) && (
              <ShipmentLinkSection order={order} editable={sellerMaySetShipmentLink(order)} />
            )}
          </ShippingDetails>
        </div>
        <OrderContacts order={order} viewer="seller" />
      </div>
    </div>
  );
}

/**
 * /profile/my-offers/sold/{orderId} (spec 001 "Sold order detail"): the products, the buyer's
 * contact and shipping details, the seller's own details, Confirm and Cancel while paid, Cancel
 * while confirmed, and the shipment-link form when the order is confirmed and sent to an address.
 */
export function SoldOrderDetail({ orderId, notFound }: { orderId: number; notFound: ReactNode }) {
  return (
    <WithOrder side="sold" orderId={orderId} notFound={notFound}>
      {(order) => <SoldOrderView order={order} />}
    </WithOrder>
  );
}
