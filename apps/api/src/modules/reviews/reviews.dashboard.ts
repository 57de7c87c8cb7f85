import type { Region } from '@marketplace/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reviewDisputes, reviews } from '../../db/schema/index.ts';

/** What the reviews module tells the console's dashboard (decision 090): the disputed reviews waiting for a decision. */
export function createReviewsDashboard(db: Executor) {
  return {
    async openDisputes(region: Region): Promise<{ count: number; oldestAt: Date | null }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          oldestAt: sql<Date | null>`min(${reviewDisputes.createdAt})`.mapWith(reviewDisputes.createdAt),
        })
        .from(reviewDisputes)
        .innerJoin(reviews, eq(reviews.id, reviewDisputes.reviewId))
        .where(and(eq(reviews.region, region), isNull(reviewDisputes.decidedAt)));
      return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null };
    },
  };
}
