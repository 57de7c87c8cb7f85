import { OFFER_STATUSES, type Region } from '@marketplace/contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';

/** Every status an offer can have once published (the status is listed so the region-status-published index serves). */
const PUBLISHED_ONCE = OFFER_STATUSES.filter((status) => status !== 'draft');

/** What the offers module tells the console's dashboard (decision 090): offers published on each UTC day since `from`. */
export function createOffersDashboard(db: Executor) {
  return {
    async publishedPerDay(region: Region, from: Date): Promise<{ day: string; count: number }[]> {
      const day = sql<string>`to_char(${offers.publishedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ day, count: sql<number>`count(*)::int` })
        .from(offers)
        .where(
          and(
            eq(offers.region, region),
            inArray(offers.status, PUBLISHED_ONCE),
            gte(offers.publishedAt, from),
          ),
        )
        .groupBy(day);
    },
  };
}
