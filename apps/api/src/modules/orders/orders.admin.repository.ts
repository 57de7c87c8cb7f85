import type { DisputeState, Region } from '@marketplace/contract';
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/**
 * What the console's order reads take of accounts, which depend on orders (so orders cannot import
 * them): app.ts hands in the accounts module's `accountReads`.
 */
export interface OrdersAdminReadsOfOthers {
  refOf: (accountId: SQLWrapper) => SQL<{ id: number; username: string } | null>;
  emailOf: (db: Executor, accountId: number) => Promise<string | undefined>;
  usernameOf: (db: Executor, accountId: number) => Promise<string | undefined>;
}

/** The orders module's reads for the administration console (issue 25, decision 085). */
export function createOrdersAdminRepository(db: Executor, others: OrdersAdminReadsOfOthers) {
  return {
    /** One page of the edition's order disputes: open ones oldest first, decided ones newest decision first. */
    async disputes(region: Region, state: DisputeState, limit: number, offset: number) {
      const decided = state === 'decided';
      const found = await db
        .select({
          id: orders.id,
          description: orders.disputeDescription,
          disputedAt: orders.disputedAt,
          decidedAt: orders.disputeDecidedAt,
          outcome: orders.disputeOutcome,
          amount: orders.amount,
          currency: orders.currency,
          buyer: others.refOf(orders.buyerId),
          seller: others.refOf(orders.sellerId),
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(orders)
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
      // Both parties are required references to accounts, which are never deleted.
      const rows = found.map((row) => ({ ...row, buyer: row.buyer!, seller: row.seller! }));
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

    emailOf(accountId: number): Promise<string> {
      return others.emailOf(db, accountId).then((email) => email ?? '');
    },

    usernameOf(accountId: number): Promise<string | undefined> {
      return others.usernameOf(db, accountId);
    },
  };
}

export type OrdersAdminRepository = ReturnType<typeof createOrdersAdminRepository>;
