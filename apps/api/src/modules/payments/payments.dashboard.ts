import type { PaymentPurpose, Region } from '@marketplace/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';

/**
 * What the payments module tells the console's dashboard (decision 090): the money that came in
 * for a purpose on each UTC day since `from` (payments that succeeded and were not refunded).
 */
export function createPaymentsDashboard(db: Executor) {
  return {
    async revenuePerDay(
      region: Region,
      purpose: PaymentPurpose,
      from: Date,
    ): Promise<{ day: string; value: number }[]> {
      const day = sql<string>`to_char(${payments.succeededAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ day, value: sql<number>`coalesce(sum(${payments.amount}), 0)::float8` })
        .from(payments)
        .where(
          and(
            eq(payments.region, region),
            eq(payments.purpose, purpose),
            gte(payments.succeededAt, from),
            eq(payments.status, 'succeeded'),
          ),
        )
        .groupBy(day);
    },
  };
}
