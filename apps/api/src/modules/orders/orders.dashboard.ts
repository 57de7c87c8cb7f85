import type { Region } from '@marketplace/contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** A UTC day as `YYYY-MM-DD`, in SQL. */
const utcDay = (column: typeof orders.paidAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * What the orders module tells the console's dashboard (decision 090): the disputed orders waiting
 * for a decision (disputed, not decided by an administrator, neither completed nor canceled), and the orders paid per UTC day.
 */
export function createOrdersDashboard(db: Executor) {
  return {
    async openDisputes(region: Region): Promise<{ count: number; oldestAt: Date | null }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          oldestAt: sql<Date | null>`min(${orders.disputedAt})`.mapWith(orders.disputedAt),
        })
        .from(orders)
        .where(
          and(
            eq(orders.region, region),
            sql`${orders.disputedAt} is not null`,
            sql`${orders.disputeDecidedAt} is null`,
            inArray(orders.status, ['paid', 'confirmed']),
          ),
        );
      return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null };
    },

    /** Orders paid on each UTC day since `from` (whatever became of them later), and their value. */
    async paidPerDay(region: Region, from: Date): Promise<{ day: string; count: number; value: number }[]> {
      const day = utcDay(orders.paidAt);
      return db
        .select({
          day,
          count: sql<number>`count(*)::int`,
          value: sql<number>`coalesce(sum(${orders.amount}), 0)::float8`,
        })
        .from(orders)
        .where(and(eq(orders.region, region), gte(orders.paidAt, from)))
        .groupBy(day);
    },
  };
}
