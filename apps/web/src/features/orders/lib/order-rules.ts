import type { OrderDto, OrderStatus } from '@marketplace/contract';

/**
 * What each side may do with an order in each status (spec 001 section 4 "Order"); the server
 * checks the same and answers 409 otherwise. These only decide which buttons the screens offer.
 */
export const buyerMayCancel = (status: OrderStatus) =>
  status === 'paid' || status === 'not_paid' || status === 'failed';
/** The API accepts paid too, but the spec enables the button only once the seller has confirmed. */
export const buyerMayComplete = (status: OrderStatus) => status === 'confirmed';
/** The buyer reviews the bought products once the order is completed (spec 001 section 4). */
export const buyerMayReview = (status: OrderStatus) => status === 'completed';
export const buyerMayDispute = (order: OrderDto) =>
  order.dispute === null && (order.status === 'paid' || order.status === 'confirmed');

export const sellerMayConfirm = (status: OrderStatus) => status === 'paid';
export const sellerMayCancel = (status: OrderStatus) => status === 'paid' || status === 'confirmed';
/** Only a confirmed order sent to an address takes a shipment link. */
export const sellerMaySetShipmentLink = (order: OrderDto) =>
  order.status === 'confirmed' && order.shippingAddress !== null;

/**
 * What the seller receives of an order (decision 126): what the buyer paid less the platform's
 * commission on the products (delivery is the seller's in full). Refunds are shown apart.
 */
export const sellerProceeds = (order: Pick<OrderDto, 'amount' | 'commission'>) =>
  order.amount - order.commission;

/** An order's id from the route's `:order`: digits only, else 0 (which names none). */
export function orderIdOf(raw: string | undefined): number {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

export const purchasePath = (id: number) => `/profile/my-purchases/${id}`;
export const soldOrderPath = (id: number) => `/profile/my-offers/sold/${id}`;
export const PURCHASES_PATH = '/profile/my-purchases';
export const SOLD_ORDERS_PATH = '/profile/my-offers/sold';
