import type { OfferListItemDto, Region } from '@marketplace/contract';
import { formatDate } from '#web/shared/lib/format.ts';

export interface MyOfferDates {
  created: string;
  /** The archived date of a closed offer, else its valid-till date; null when there is none (a draft). */
  end: { kind: 'closedOn' | 'validTill'; date: string } | null;
}

/**
 * The date line of a row in My offers (spec 000 "My offers"): the created date, then the archived
 * date if closed, otherwise the valid-till date, in the edition's list format.
 */
export function myOfferDates(
  offer: Pick<OfferListItemDto, 'status' | 'createdAt' | 'expiredAt' | 'closedAt'>,
  region: Region,
): MyOfferDates {
  const created = formatDate(offer.createdAt, region);
  if (offer.status === 'closed') {
    const closed = offer.closedAt ? formatDate(offer.closedAt, region) : '';
    return { created, end: closed ? { kind: 'closedOn', date: closed } : null };
  }
  const validTill = offer.expiredAt ? formatDate(offer.expiredAt, region) : '';
  return { created, end: validTill ? { kind: 'validTill', date: validTill } : null };
}
