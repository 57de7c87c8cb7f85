import { LIMITS, type OfferReviewReason, type Region } from '@marketplace/contract';
import { and, count, desc, eq, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { lockPhotoBands, nearPhotosOf, storedImageOf } from '../files/index.ts';
import type { OfferRow } from './offers.common.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why an offer is held (decision 135): the reason, the word, the photos that matched. */
export interface OfferHold {
  reason: OfferReviewReason;
  rule: string | null;
  match: OfferRow['reviewMatch'];
}

/**
 * Safe to trade (decision 135): the photo matches checked before an offer is published, holding it
 * for review, and the console's decisions on held offers, each one conditional update on the state.
 */
export function createOfferReviews(db: Executor) {
  /** The offer (published, or closed when `closedToo`) other than `offerId` that shows the photo, by `owner`. */
  const offerShowing =
    (owner: SQLWrapper, region: Region, offerId: number, closedToo: boolean) => (fileId: SQLWrapper) =>
      sql<number | null>`(select shown.offer_id from offer_images shown
        join ${offers} showing on showing.id = shown.offer_id
        where shown.file_id = ${fileId} and showing.id <> ${offerId} and showing.region = ${region}
          and ${owner}
          and showing.status in ${closedToo ? sql`('published', 'closed')` : sql`('published')`}
        order by showing.id limit 1)`;

  return {
    /** Screens these photos one transaction at a time with any that could match them (decision 135). */
    lockPhotoMatches: (fileIds: string[]) => lockPhotoBands(db, fileIds),

    /** The first of the photos near a photo of another account's published or closed offer. */
    async photoOfAnotherAccount(region: Region, accountId: number, offerId: number, fileIds: string[]) {
      const [near] = await nearPhotosOf(
        db,
        fileIds,
        offerShowing(sql`showing.account_id <> ${accountId}`, region, offerId, true),
        1,
      );
      return near;
    },

    /** The account's own published offers (not `offerId`) with a photo near one of these, with their titles. */
    async ownPublishedWithPhotos(region: Region, accountId: number, offerId: number, fileIds: string[]) {
      const near = await nearPhotosOf(
        db,
        fileIds,
        offerShowing(sql`showing.account_id = ${accountId}`, region, offerId, false),
        LIMITS.offerPhotosWithExtra,
      );
      const ids = [...new Set(near.map((photo) => photo.otherOfferId))];
      if (ids.length === 0) return [];
      return db.select({ id: offers.id, title: offers.title }).from(offers).where(inArray(offers.id, ids));
    },

    /**
     * Publishes a held offer an administrator approved, as publishing would (its dates, its review
     * cleared); only while it is still held and a draft. Answers it, or undefined.
     */
    async publishHeld(offerId: number, region: Region, now: Date) {
      const [row] = await db
        .update(offers)
        .set({
          status: 'published',
          publishedAt: now,
          expiredAt: new Date(now.getTime() + LIMITS.offerValidityDays * DAY_MS),
          closedAt: null,
          reviewState: null,
          reviewReason: null,
          reviewRule: null,
          reviewMatch: null,
          reviewRejectedReason: null,
          reviewHeldAt: null,
          updatedAt: now,
        })
        .where(
          and(
            eq(offers.id, offerId),
            eq(offers.region, region),
            eq(offers.reviewState, 'held'),
            eq(offers.status, 'draft'),
          ),
        )
        .returning({ id: offers.id, title: offers.title, accountId: offers.accountId });
      return row;
    },

    /** Rejects a held offer with the administrator's reason (it stays a draft); undefined unless still held. */
    async rejectHeld(offerId: number, region: Region, reason: string, now: Date) {
      const [row] = await db
        .update(offers)
        .set({ reviewState: 'rejected', reviewRejectedReason: reason, updatedAt: now })
        .where(and(eq(offers.id, offerId), eq(offers.region, region), eq(offers.reviewState, 'held')))
        .returning({ id: offers.id, title: offers.title, accountId: offers.accountId });
      return row;
    },

    /** A page of the edition's held offers, newest first, with the photos a match names. */
    async heldPage(region: Region, limit: number, offset: number) {
      const held = and(eq(offers.region, region), eq(offers.reviewState, 'held'));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: offers.id,
            title: offers.title,
            description: offers.description,
            status: offers.status,
            accountId: offers.accountId,
            reason: offers.reviewReason,
            rule: offers.reviewRule,
            match: offers.reviewMatch,
            heldAt: offers.reviewHeldAt,
            photo: storedImageOf(sql`(${offers.reviewMatch} ->> 'fileId')::uuid`),
            otherPhoto: storedImageOf(sql`(${offers.reviewMatch} ->> 'otherFileId')::uuid`),
          })
          .from(offers)
          .where(held)
          .orderBy(desc(offers.reviewHeldAt), desc(offers.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(offers).where(held),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** The offers other held offers' photos match, with their owners (the console's side by side). */
    async matchedOffers(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: offers.id, title: offers.title, accountId: offers.accountId })
        .from(offers)
        .where(and(inArray(offers.id, ids), ne(offers.id, 0)));
    },
  };
}
