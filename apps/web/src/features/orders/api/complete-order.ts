import { postOrderAction, useOrderAction } from './order-action.ts';

/** `POST /api/orders/{id}/complete`: the buyer marks the order received (it becomes completed). */
export const completeOrder = (id: number) => postOrderAction(id, 'complete');

export const useCompleteOrder = () => useOrderAction('bought', completeOrder);
