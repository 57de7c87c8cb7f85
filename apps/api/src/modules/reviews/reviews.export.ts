import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';

/**
 * What the reviews module hands to "Download my data" (decision 077): reviews an account wrote
 * and reviews written about it, one page at a time.
 */
export function createReviewsExport(db: Executor) {
  return {
    async reviewsOfAccountForExport(accountId: number, afterId: number, limit: number) {
      const rows = await db
        .select()
        .from(reviews)
        .where(
          and(
            or(eq(reviews.reviewerId, accountId), eq(reviews.accountId, accountId)),
            gt(reviews.id, afterId),
          ),
        )
        .orderBy(asc(reviews.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        direction: r.reviewerId === accountId ? ('written' as const) : ('received' as const),
        target: r.target,
        reviewerId: r.reviewerId,
        reviewedAccountId: r.accountId,
        offerId: r.offerId,
        rate: r.rate,
        comment: r.comment,
        createdAt: r.createdAt,
      }));
    },
  };
}

export type ReviewsExport = ReturnType<typeof createReviewsExport>;
