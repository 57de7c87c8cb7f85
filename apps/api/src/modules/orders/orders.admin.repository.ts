import type { DisputeState, Region } from '@marketplace/contract';
import { aliasedTable, and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, orders } from '../../db/schema/index.ts';

const buyers = aliasedTable(accounts, 'dispute_buyers');
const sellers = aliasedTable(accounts, 'dispute_sellers');

/** The orders module's reads for the administration console (issue 25, decision 085). */
export function createOrdersAdminRepository(db: Executor) {
  return {
    /** One page of the edition's order disputes: open ones oldest first, decided ones newest decision first. */
    async disputes(region: Region, state: DisputeState, limit: number, offset: number) {
      const decided = state === 'decided';
      const rows = await db
        .select({
          id: orders.id,
          description: orders.disputeDescription,
          disputedAt: orders.disputedAt,
          decidedAt: orders.disputeDecidedAt,
          outcome: orders.disputeOutcome,
          amount: orders.amount,
          currency: orders.currency,
          buyer: { id: buyers.id, username: buyers.username },
          seller: { id: sellers.id, username: sellers.username },
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(orders)
        .innerJoin(buyers, eq(buyers.id, orders.buyerId))
        .innerJoin(sellers, eq(sellers.id, orders.sellerId))
        .where(
          and(
            eq(orders.region, region),
            isNotNull(orders.disputedAt),
            decided ? isNotNull(orders.disputeDecidedAt) : isNull(orders.disputeDecidedAt),
          ),
        )
        .orderBy(
          ...(decided
            ? [desc(orders.disputeDecidedAt), desc(orders.id)]
            : [asc(orders.disputedAt), asc(orders.id)]),
        )
        .limit(limit)
        .offset(offset);
      if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      const [count] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.region, region),
            isNotNull(orders.disputedAt),
            decided ? isNotNull(orders.disputeDecidedAt) : isNull(orders.disputeDecidedAt),
          ),
        );
      return { rows, total: count?.value ?? 0 };
    },

    async emailOf(accountId: number): Promise<string> {
      const [row] = await db
        .select({ email: accounts.email })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row?.email ?? '';
    },

    async usernameOf(accountId: number): Promise<string | undefined> {
      const [row] = await db
        .select({ username: accounts.username })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row?.username;
    },
  };
}

export type OrdersAdminRepository = ReturnType<typeof createOrdersAdminRepository>;
