import { sharedKeys } from '#web/shared/api/shared-keys.ts';

/** Which side of an order the signed-in user is on: the buyer's purchases or the seller's sold list. */
export type OrderSide = 'bought' | 'sold';

const all = sharedKeys.orders;
/** Every page of one side's list: invalidating it reloads whichever page is shown. */
const list = (side: OrderSide) => [...all, side, 'list'] as const;

/** Query keys of the orders feature; all under `orders`. */
export const ordersKeys = {
  all,
  list,
  page: (side: OrderSide, page: number) => [...list(side), page] as const,
  detail: (side: OrderSide, id: number) => [...all, side, 'detail', id] as const,
};
