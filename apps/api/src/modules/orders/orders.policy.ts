import type { OrderStatus } from '@marketplace/contract';

/** Who an account is to an order: its buyer, its seller, or nobody (the order does not exist for them). */
export type OrderRole = 'buyer' | 'seller';

export function roleIn(accountId: number, order: { buyerId: number; sellerId: number }): OrderRole | null {
  if (order.buyerId === accountId) return 'buyer';
  if (order.sellerId === accountId) return 'seller';
  return null;
}

/** What each side may do, and from which statuses (spec 001 section 4 "Order"; decision 061). */
export const ORDER_TRANSITIONS = {
  confirm: { seller: ['paid'] },
  cancel: { buyer: ['not_paid', 'failed', 'paid'], seller: ['paid', 'confirmed'] },
  // Marking received is allowed when paid too (the spec); the web enables it once confirmed.
  complete: { buyer: ['paid', 'confirmed'] },
  shipmentLink: { seller: ['confirmed'] },
  dispute: { buyer: ['paid', 'confirmed'] },
} as const satisfies Record<string, Partial<Record<OrderRole, readonly OrderStatus[]>>>;

export type OrderAction = keyof typeof ORDER_TRANSITIONS;

/** The statuses `role` may take `action` from; undefined when the role may never take it. */
export function allowedFrom(action: OrderAction, role: OrderRole): readonly OrderStatus[] | undefined {
  return (ORDER_TRANSITIONS[action] as Partial<Record<OrderRole, readonly OrderStatus[]>>)[role];
}
