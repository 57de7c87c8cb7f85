import type { AccountDeletionBlocker } from '@marketplace/contract';
import type { OrdersRepository } from './orders.repository.ts';

/**
 * What of the orders keeps an account from being deleted (decision 078): each open order, as a
 * purchase or a sale, or as a dispute when its buyer disputed it. The buyer's lock is taken first,
 * so no order of the account as buyer is placed meanwhile; its orders stay, whatever happens.
 */
export async function orderBlockersOfDeletion(
  scope: { orders: Pick<OrdersRepository, 'lockBuyer' | 'openOf'> },
  accountId: number,
  now: Date,
): Promise<AccountDeletionBlocker[]> {
  await scope.orders.lockBuyer(accountId);
  return (await scope.orders.openOf(accountId, now)).map((order) => ({
    kind: order.disputed ? 'orderDispute' : order.buyerId === accountId ? 'purchase' : 'sale',
    orderId: order.id,
  }));
}
