import { defaultShowExactAddress, type AccountType, type Region } from '@marketplace/contract';
import type { OfferRow } from './offers.repository.ts';

/** Who may do what with an offer; pure, so tests can call them directly. */

export function isOwner(accountId: number | null | undefined, offer: Pick<OfferRow, 'accountId'>): boolean {
  return accountId != null && accountId === offer.accountId;
}

/** Published offers are public; drafts and closed offers only their owner sees. */
export function canView(
  accountId: number | null | undefined,
  offer: Pick<OfferRow, 'accountId' | 'status'>,
): boolean {
  return offer.status === 'published' || isOwner(accountId, offer);
}

/** `canView` within an edition: another edition's offers do not exist for its visitors. */
export function canViewIn(
  region: Region,
  accountId: number | null | undefined,
  offer: Pick<OfferRow, 'region' | 'accountId' | 'status'>,
): boolean {
  return offer.region === region && canView(accountId, offer);
}

/** Only its owner changes an offer (edit, publish, close), and only in its own edition. */
export function canManage(
  region: Region,
  accountId: number | null | undefined,
  offer: Pick<OfferRow, 'region' | 'accountId'>,
): boolean {
  return offer.region === region && isOwner(accountId, offer);
}

/** Closed offers are final: no edit, no republish. */
export function canEdit(offer: Pick<OfferRow, 'status'>): boolean {
  return offer.status !== 'closed';
}

/**
 * Whether others see an offer's street and exact pin (docs/decisions/082): the seller's choice,
 * else yes for companies and real estate, no for a private person's other offers.
 */
export function showsExactAddress(
  offer: Pick<OfferRow, 'showExactAddress' | 'type'>,
  sellerType: AccountType,
): boolean {
  return offer.showExactAddress ?? defaultShowExactAddress(sellerType, offer.type);
}

/** A price drop fans hear of (issue 28): there was a price and the new one is lower. */
export function isPriceDrop(before: number | null | undefined, after: number | null | undefined): boolean {
  return before != null && after != null && after < before;
}
