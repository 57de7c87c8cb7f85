import type { DisputeInput } from '@marketplace/contract';
import { postOrderAction, useOrderAction } from './order-action.ts';

/** `POST /api/orders/{id}/dispute {description}`: the buyer's complaint, once per order. */
export const disputeOrder = (id: number, input: DisputeInput) => postOrderAction(id, 'dispute', input);

export const useDisputeOrder = () =>
  useOrderAction('bought', ({ id, ...input }: DisputeInput & { id: number }) => disputeOrder(id, input));
