import type { DisputeState, Region } from '@marketplace/contract';
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reviewDisputes, reviews } from '../../db/schema/index.ts';
import { offerRefOf } from '../offers/index.ts';
import { boughtProductOf } from '../orders/index.ts';

/**
 * What the console's review disputes read of accounts, which depend on reviews (so reviews cannot
 * import them): app.ts hands in the accounts module's `accountReads`.
 */
export interface ReviewsAdminReadsOfOthers {
  refOf: (accountId: SQLWrapper) => SQL<{ id: number; username: string } | null>;
  contactOf: (accountId: SQLWrapper) => SQL<{ id: number; username: string; email: string } | null>;
}

const columnsOf = (others: ReviewsAdminReadsOfOthers) => ({
  review: reviews,
  dispute: reviewDisputes,
  seller: others.contactOf(reviewDisputes.accountId),
  reviewer: others.contactOf(reviews.reviewerId),
  decider: others.refOf(reviewDisputes.decidedBy),
  offer: offerRefOf(reviews.offerId),
  product: boughtProductOf(reviews.orderProductId),
});

type Flat = {
  review: typeof reviews.$inferSelect;
  dispute: typeof reviewDisputes.$inferSelect;
  seller: { id: number; username: string; email: string } | null;
  reviewer: { id: number; username: string; email: string } | null;
  decider: { id: number; username: string } | null;
  offer: { id: number; title: string } | null;
  product: { id: number; title: string } | null;
};

/** A review dispute with the review, both parties, who decided it and what the review is about. */
export interface ReviewDisputeRecord {
  review: typeof reviews.$inferSelect;
  dispute: typeof reviewDisputes.$inferSelect;
  seller: { id: number; username: string; email: string };
  reviewer: { id: number; username: string; email: string } | null;
  decider: { id: number; username: string } | null;
  offer: { id: number; title: string } | null;
  product: { id: number; title: string } | null;
}

const toRecord = (row: Flat): ReviewDisputeRecord => ({
  review: row.review,
  dispute: row.dispute,
  // The disputing seller is a required reference to an account (deleting one deletes its disputes).
  seller: row.seller!,
  reviewer: row.reviewer,
  decider: row.decider,
  offer: row.offer,
  product: row.product === null ? null : { id: row.product.id, title: row.product.title },
});

/**
 * The reviews module's writes and reads for the administration console (issue 25, decision 086):
 * the disputes of reviews, and their decision, taken once.
 */
export function createReviewsAdminRepository(db: Executor, others: ReviewsAdminReadsOfOthers) {
  const columns = columnsOf(others);
  const select = () =>
    db.select(columns).from(reviewDisputes).innerJoin(reviews, eq(reviews.id, reviewDisputes.reviewId));

  return {
    async disputes(region: Region, state: DisputeState, limit: number, offset: number) {
      const decided = state === 'decided';
      const where = and(
        eq(reviews.region, region),
        decided ? isNotNull(reviewDisputes.decidedAt) : isNull(reviewDisputes.decidedAt),
      );
      const [rows, counted] = await Promise.all([
        select()
          .where(where)
          .orderBy(
            ...(decided
              ? [desc(reviewDisputes.decidedAt), desc(reviewDisputes.id)]
              : [asc(reviewDisputes.createdAt), asc(reviewDisputes.id)]),
          )
          .limit(limit)
          .offset(offset),
        db
          .select({ value: sql<number>`count(*)::int` })
          .from(reviewDisputes)
          .innerJoin(reviews, eq(reviews.id, reviewDisputes.reviewId))
          .where(where),
      ]);
      return { rows: (rows as Flat[]).map(toRecord), total: counted[0]?.value ?? 0 };
    },

    /** The disputed review of the edition, with both parties. */
    async find(region: Region, reviewId: number) {
      const [row] = await select().where(and(eq(reviews.region, region), eq(reviews.id, reviewId)));
      return row ? toRecord(row as Flat) : undefined;
    },

    /** The decision, taken once: undefined when another took it first. */
    async decide(
      reviewId: number,
      values: { outcome: 'kept' | 'removed'; decidedBy: number; reason: string; decidedAt: Date },
    ) {
      const [row] = await db
        .update(reviewDisputes)
        .set(values)
        .where(and(eq(reviewDisputes.reviewId, reviewId), isNull(reviewDisputes.decidedAt)))
        .returning();
      return row;
    },

    /** Marks the review removed (kept as a record; out of every list and stat). */
    async markRemoved(reviewId: number, now: Date): Promise<void> {
      await db.update(reviews).set({ removedAt: now }).where(eq(reviews.id, reviewId));
    },
  };
}

export type ReviewsAdminRepository = ReturnType<typeof createReviewsAdminRepository>;
