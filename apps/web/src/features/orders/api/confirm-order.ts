import { postOrderAction, useOrderAction } from './order-action.ts';

/** `POST /api/orders/{id}/confirm`: the seller accepts a paid order (it becomes confirmed, in shipment). */
export const confirmOrder = (id: number) => postOrderAction(id, 'confirm');

export const useConfirmOrder = () => useOrderAction('sold', confirmOrder);
