import {
  HIGHLIGHT_PERIOD_MS,
  OFFER_PERIOD_EXTENSION_MS,
  type OfferFeature,
  type Region,
} from '@marketplace/contract';
import { and, eq, gt, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import type { OfferRow } from './offers.common.repository.ts';

const at = (time: Date): SQL => sql`${time.toISOString()}::timestamptz`;
const plusMs = (ms: number): SQL => sql.raw(`(${Math.trunc(ms)} * interval '1 millisecond')`);

/**
 * What a paid extra does to an offer (docs/decisions/062): a highlight adds its period from the
 * end of the running one (or from now); extra photos raise the photo limit; the extension adds
 * its period to the validity, from now when the validity already ran out.
 */
function featureColumns(feature: OfferFeature, now: Date): PgUpdateSetSource<typeof offers> {
  switch (feature) {
    case 'highlight':
      return {
        highlightedUntil: sql`greatest(${at(now)}, coalesce(${offers.highlightedUntil}, ${at(now)})) + ${plusMs(HIGHLIGHT_PERIOD_MS)}`,
      };
    case 'extra_photos':
      return { extraPhotos: true };
    case 'offer_period_extension':
      return {
        expiredAt: sql`greatest(${at(now)}, coalesce(${offers.expiredAt}, ${at(now)})) + ${plusMs(OFFER_PERIOD_EXTENSION_MS)}`,
      };
  }
}

/**
 * What befalls offers besides their owner's edits: paid extras, the end of their validity, their
 * owner's deletion, and the administration's take-downs and blocks.
 */
export function createOfferLifecycle(db: Executor) {
  return {
    /** Applies a paid extra's effect (one statement, on the row's current values); the offer after it. */
    async applyFeature(id: number, feature: OfferFeature, now: Date): Promise<OfferRow | undefined> {
      const [row] = await db
        .update(offers)
        .set({ ...featureColumns(feature, now), updatedAt: now })
        .where(eq(offers.id, id))
        .returning();
      return row;
    },

    /** Closes every published offer whose validity ended; one statement, safe from many processes. Answers their ids. */
    async closeExpired(now: Date): Promise<number[]> {
      const closed = await db
        .update(offers)
        .set({ status: 'closed', closedAt: now, updatedAt: now })
        .where(and(eq(offers.status, 'published'), lt(offers.expiredAt, now)))
        .returning({ id: offers.id });
      return closed.map((row) => row.id);
    },

    /** The published offers whose validity ends after `now` and by `until` (the expiring-offer notices). */
    async expiringBetween(now: Date, until: Date) {
      return db
        .select({
          id: offers.id,
          region: offers.region,
          accountId: offers.accountId,
          title: offers.title,
          expiredAt: offers.expiredAt,
        })
        .from(offers)
        .where(and(eq(offers.status, 'published'), gt(offers.expiredAt, now), lte(offers.expiredAt, until)));
    },

    /**
     * Closes every offer of an account whose owner deleted it (decision 078), drafts too, and
     * forgets their street address; one statement, which waits for orders taking their stock.
     */
    async closeAllOfDeleted(accountId: number, now: Date): Promise<number[]> {
      const rows = await db
        .update(offers)
        .set({ status: 'closed', closedAt: now, street: null, apartmentNumber: null, updatedAt: now })
        .where(eq(offers.accountId, accountId))
        .returning({ id: offers.id });
      return rows.map((row) => row.id);
    },

    // The administration (issue 25, decisions 087 and 088): the offers module's own reads and writes.

    /**
     * Closes an offer an administrator took down (decision 088): it leaves search and cannot be
     * bought, and an unblock of its owner does not publish it again. Answers its state before.
     */
    async closeForModeration(offerId: number, region: Region, now: Date) {
      const [before] = await db
        .select({ id: offers.id, title: offers.title, status: offers.status, accountId: offers.accountId })
        .from(offers)
        .where(and(eq(offers.id, offerId), eq(offers.region, region)))
        .for('update');
      if (!before) return undefined;
      await db
        .update(offers)
        .set({
          status: 'closed',
          closedAt: before.status === 'closed' ? undefined : now,
          suspendedAt: null,
          updatedAt: now,
        })
        .where(eq(offers.id, offerId));
      return before;
    },

    /** A blocked account's published offers closed, marked as suspended (decision 087); answers their ids. */
    async suspendAllOf(accountId: number, now: Date): Promise<number[]> {
      const rows = await db
        .update(offers)
        .set({ status: 'closed', closedAt: now, suspendedAt: now, updatedAt: now })
        .where(and(eq(offers.accountId, accountId), eq(offers.status, 'published')))
        .returning({ id: offers.id });
      return rows.map((row) => row.id);
    },

    /**
     * An unblocked account's suspended offers published again, those whose validity has not run
     * out meanwhile (the others stay closed, as they would have expired); answers the ids published.
     */
    async restoreSuspendedOf(accountId: number, now: Date): Promise<number[]> {
      const rows = await db
        .update(offers)
        .set({ status: 'published', closedAt: null, suspendedAt: null, updatedAt: now })
        .where(
          and(
            eq(offers.accountId, accountId),
            eq(offers.status, 'closed'),
            sql`${offers.suspendedAt} is not null`,
            or(isNull(offers.expiredAt), gt(offers.expiredAt, now)),
          ),
        )
        .returning({ id: offers.id });
      await db
        .update(offers)
        .set({ suspendedAt: null })
        .where(and(eq(offers.accountId, accountId), sql`${offers.suspendedAt} is not null`));
      return rows.map((row) => row.id);
    },
  };
}
