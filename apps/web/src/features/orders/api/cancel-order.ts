import { postOrderAction, useOrderAction } from './order-action.ts';
import type { OrderSide } from './orders-keys.ts';

/**
 * `POST /api/orders/{id}/cancel`: the buyer cancels a paid, not paid or failed order; the seller a
 * paid or confirmed one.
 */
export const cancelOrder = (id: number) => postOrderAction(id, 'cancel');

export const useCancelOrder = (side: OrderSide) => useOrderAction(side, cancelOrder);
