import { displayName, REGION_SETTINGS, type ImageDto, type OfferListItemDto } from '@marketplace/contract';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { OfferListRow } from './offers.repository.ts';

export const IMAGE_SIZES = ['small', 'medium', 'big'] as const;

export function presentImage(
  file: { id: string; name: string; storageKey: string },
  storage: Storage,
): ImageDto {
  const url = (size: (typeof IMAGE_SIZES)[number]) => storage.publicUrl(`${file.storageKey}/${size}.webp`);
  return { id: file.id, name: file.name, small: url('small'), medium: url('medium'), big: url('big') };
}

export function presentOfferListItem(
  row: OfferListRow,
  storage: Storage,
  now = new Date(),
): OfferListItemDto {
  const { offer, account } = row;
  return {
    id: offer.id,
    type: offer.type,
    title: offer.title,
    status: offer.status,
    categoryId: offer.categoryId,
    image: row.firstImage ? presentImage(row.firstImage, storage) : null,
    price:
      offer.priceAmount === null
        ? null
        : { amount: offer.priceAmount, currency: REGION_SETTINGS[offer.region].currency },
    priceVariant: offer.priceVariant,
    priceFrom: offer.priceFrom,
    priceTo: offer.priceTo,
    period: offer.period,
    showSalary: offer.showSalary,
    salaryFrom: offer.showSalary ? offer.salaryFrom : null,
    salaryTo: offer.showSalary ? offer.salaryTo : null,
    currency: REGION_SETTINGS[offer.region].currency,
    city: offer.hideLocation ? null : offer.city,
    state: offer.hideLocation ? null : offer.state,
    createdAt: offer.createdAt.toISOString(),
    expiredAt: offer.expiredAt?.toISOString() ?? null,
    closedAt: offer.closedAt?.toISOString() ?? null,
    features: {
      highlight: offer.highlightedUntil !== null && offer.highlightedUntil > now,
      extraPhotos: offer.extraPhotos,
    },
    account: {
      id: account.id,
      type: account.type,
      username: account.username,
      displayName: displayName(account),
    },
  };
}
