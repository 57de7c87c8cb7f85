import { desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/**
 * What the orders module hands to the console's user page (issue 25, decision 087): an account's
 * newest orders, bought or sold, with whether each was disputed.
 */
export function createOrdersAdminReads(db: Executor) {
  return {
    async ordersOfAccount(accountId: number, limit: number) {
      const rows = await db
        .select({
          id: orders.id,
          buyerId: orders.buyerId,
          status: orders.status,
          amount: orders.amount,
          currency: orders.currency,
          disputedAt: orders.disputedAt,
          disputeDescription: orders.disputeDescription,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(or(eq(orders.buyerId, accountId), eq(orders.sellerId, accountId)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
      return rows.map((row) => ({
        ...row,
        role: row.buyerId === accountId ? ('buyer' as const) : ('seller' as const),
      }));
    },
  };
}

export type OrdersAdminReads = ReturnType<typeof createOrdersAdminReads>;
