import type { OfferFeature, Region } from '@marketplace/contract';
import type { Executor } from '../../db/client.ts';
import { ownPart } from '../../db/unit-of-work.ts';
import type { EventLog } from '../events/index.ts';
import { announcePublished } from './offers-write.service.ts';
import { createOfferRowReads, type OffersRepository } from './offers.repository.ts';
import { createOfferReviews } from './offers.review.repository.ts';

/**
 * The offers module's part of another module's transaction: only this module reads it (through the
 * functions below, which write nothing but offers), so the caller's scope types it `unknown`.
 */
export interface OffersScope {
  offers: unknown;
}

const own = (scope: OffersScope) => ownPart<OffersRepository>(scope.offers);

/**
 * Takes `quantity` pieces of a buyable product for an order, in the order's transaction, in one
 * conditional update that locks the offer's row (of buyers racing for the last pieces only as many
 * get them as there are). Answers what the order keeps of the offer, or undefined when it cannot
 * be bought in that quantity.
 */
export function takePieces(scope: OffersScope, region: Region, offerId: number, quantity: number, now: Date) {
  return own(scope).takePieces(region, offerId, quantity, now);
}

/** Gives back the pieces a canceled order took (whatever the offer's status is now). */
export function returnPieces(scope: OffersScope, offerId: number, quantity: number): Promise<void> {
  return own(scope).returnPieces(offerId, quantity);
}

/**
 * The product a price proposal is about, locked (shared) until the caller's transaction ends, when
 * a buyer may still propose on it; undefined otherwise (decision 115).
 */
export function lockProposableOffer(scope: OffersScope, region: Region, offerId: number, now: Date) {
  return own(scope).lockProposable(region, offerId, now);
}

/**
 * Closes an offer an administrator took down (decision 088), locking it first. Answers its state
 * before, or undefined when the edition has no such offer.
 */
export function closeOfferForModeration(scope: OffersScope, offerId: number, region: Region, now: Date) {
  return own(scope).closeForModeration(offerId, region, now);
}

/** A blocked account's published offers closed as suspended (decision 087); answers their ids. */
export function suspendOffersOfBlockedAccount(
  scope: OffersScope,
  accountId: number,
  now: Date,
): Promise<number[]> {
  return own(scope).suspendAllOf(accountId, now);
}

/** An unblocked account's suspended offers still valid published again; answers their ids. */
export function restoreOffersOfUnblockedAccount(
  scope: OffersScope,
  accountId: number,
  now: Date,
): Promise<number[]> {
  return own(scope).restoreSuspendedOf(accountId, now);
}

/** Applies a paid extra's effect to the offer, in the payment's transaction (decision 062). */
export function applyPaidFeature(scope: OffersScope, offerId: number, feature: OfferFeature, now: Date) {
  return own(scope).applyFeature(offerId, feature, now);
}

/** The published offers whose validity ends after `now` and by `until`, read in the caller's transaction. */
export function offersAboutToExpire(scope: OffersScope, now: Date, until: Date) {
  return own(scope).expiringBetween(now, until);
}

/**
 * Publishes an offer held for review that an administrator approved (decision 135), as publishing
 * would: its dates, and the `offers.published` event (search, saved-search alerts) in the caller's
 * transaction. Answers it, or undefined when it is no longer held (another decision came first).
 */
export async function publishHeldOffer(
  scope: OffersScope & { events: EventLog },
  offerId: number,
  region: Region,
  now: Date,
) {
  const offer = await own(scope).publishHeld(offerId, region, now);
  if (offer) await announcePublished(scope.events, offer.id);
  return offer;
}

/** Rejects an offer held for review with the reason its owner reads; undefined when no longer held. */
export function rejectHeldOffer(
  scope: OffersScope,
  offerId: number,
  region: Region,
  reason: string,
  now: Date,
) {
  return own(scope).rejectHeld(offerId, region, reason, now);
}

/**
 * What other modules read of offers outside a transaction: one offer's row (paid extras), and
 * what the console shows of offers (its user page and its moderation queue).
 */
export function createOfferReads(db: Executor) {
  const offers = createOfferRowReads(db);
  const reviews = createOfferReviews(db);
  return {
    findById: offers.findById,
    adminOffersOf: offers.adminOffersOf,
    adminSummariesOf: offers.adminSummariesOf,
    /** The console's review queue (decision 135): held offers, newest first, and the offers they match. */
    heldPage: reviews.heldPage,
    matchedOffers: reviews.matchedOffers,
  };
}

export type OfferReads = ReturnType<typeof createOfferReads>;
