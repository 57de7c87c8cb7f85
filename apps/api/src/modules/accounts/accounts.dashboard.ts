import type { Region } from '@marketplace/contract';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';

/**
 * What the accounts module tells the console's dashboard (decision 090): the accounts registered
 * on each UTC day since `from` and confirmed since (unconfirmed registrations are not accounts yet).
 */
export function createAccountsDashboard(db: Executor) {
  return {
    async newPerDay(region: Region, from: Date): Promise<{ day: string; count: number }[]> {
      const day = sql<string>`to_char(${accounts.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ day, count: sql<number>`count(*)::int` })
        .from(accounts)
        .where(
          and(eq(accounts.region, region), gte(accounts.createdAt, from), ne(accounts.status, 'inactive')),
        )
        .groupBy(day);
    },
  };
}
