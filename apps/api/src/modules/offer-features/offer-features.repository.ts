import type { OfferFeature, Region } from '@marketplace/contract';
import { and, eq } from 'drizzle-orm';
import { withUniqueViolations } from '../../db/errors.ts';
import type { Executor } from '../../db/client.ts';
import { featurePrices, offerFeaturePurchases } from '../../db/schema/index.ts';

export type OfferFeaturePurchaseRow = typeof offerFeaturePurchases.$inferSelect;

/** A second pending purchase of a feature for one offer (another request won the race). */
export class PurchasePendingError extends Error {
  override name = 'PurchasePendingError';
}

/** Paid extras bought for offers (docs/decisions/062). */
export function createOfferFeaturesRepository(db: Executor) {
  return {
    async insert(values: typeof offerFeaturePurchases.$inferInsert): Promise<OfferFeaturePurchaseRow> {
      const [row] = await withUniqueViolations(
        db.insert(offerFeaturePurchases).values(values).returning(),
        (constraint) =>
          constraint === 'offer_feature_purchases_one_pending' ? new PurchasePendingError() : undefined,
      );
      return row!;
    },

    async findById(id: number): Promise<OfferFeaturePurchaseRow | undefined> {
      const [row] = await db.select().from(offerFeaturePurchases).where(eq(offerFeaturePurchases.id, id));
      return row;
    },

    async setPayment(id: number, paymentId: number): Promise<void> {
      await db.update(offerFeaturePurchases).set({ paymentId }).where(eq(offerFeaturePurchases.id, id));
    },

    /** The offer's purchases of `feature` still waiting for their payment. */
    pendingOf(offerId: number, feature: OfferFeature): Promise<OfferFeaturePurchaseRow[]> {
      return db
        .select()
        .from(offerFeaturePurchases)
        .where(
          and(
            eq(offerFeaturePurchases.offerId, offerId),
            eq(offerFeaturePurchases.feature, feature),
            eq(offerFeaturePurchases.status, 'pending'),
          ),
        );
    },

    /**
     * pending -> applied, in one conditional update: of two deliveries of a success only one gets
     * the row back (and applies the effect); an applied or a canceled purchase is not touched.
     */
    async markApplied(id: number, now: Date): Promise<OfferFeaturePurchaseRow | undefined> {
      const [row] = await db
        .update(offerFeaturePurchases)
        .set({ status: 'applied', appliedAt: now })
        .where(and(eq(offerFeaturePurchases.id, id), eq(offerFeaturePurchases.status, 'pending')))
        .returning();
      return row;
    },

    /** pending -> canceled (its payment was canceled: a newer request superseded it). */
    async markCanceled(id: number): Promise<void> {
      await db
        .update(offerFeaturePurchases)
        .set({ status: 'canceled' })
        .where(and(eq(offerFeaturePurchases.id, id), eq(offerFeaturePurchases.status, 'pending')));
    },

    /** pending -> canceled for every purchase of an account (it was deleted); answers those canceled. */
    async cancelPendingOf(accountId: number): Promise<OfferFeaturePurchaseRow[]> {
      return db
        .update(offerFeaturePurchases)
        .set({ status: 'canceled' })
        .where(
          and(eq(offerFeaturePurchases.accountId, accountId), eq(offerFeaturePurchases.status, 'pending')),
        )
        .returning();
    },

    /** The edition's price of each feature (decision 092); `lock` for a change in a unit of work. */
    async prices(region: Region, lock = false): Promise<Map<OfferFeature, number>> {
      const query = db
        .select({ feature: featurePrices.feature, amount: featurePrices.amount })
        .from(featurePrices)
        .where(eq(featurePrices.region, region));
      const rows = lock ? await query.for('update') : await query;
      return new Map(rows.map((row) => [row.feature, row.amount]));
    },

    async setPrice(region: Region, feature: OfferFeature, amount: number): Promise<void> {
      await db
        .insert(featurePrices)
        .values({ region, feature, amount })
        .onConflictDoUpdate({
          target: [featurePrices.region, featurePrices.feature],
          set: { amount, updatedAt: new Date() },
        });
    },
  };
}

export type OfferFeaturesRepository = ReturnType<typeof createOfferFeaturesRepository>;
