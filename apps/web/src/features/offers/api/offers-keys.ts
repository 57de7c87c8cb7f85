import type { OfferStatus, SellerOffersSort } from '@marketplace/contract';
import { sharedKeys } from '#web/shared/api/shared-keys.ts';

/** Every page of one status list: invalidating it reloads whichever page is shown. */
const myOffers = (status: OfferStatus) => [...sharedKeys.offers, 'mine', status] as const;

/** Query keys of the offers feature; all under `offers` (shared/api/shared-keys.ts). */
export const offersKeys = {
  /** The answer depends on who asks (owner-only fields, buyable), hence the viewer in the key. */
  detail: (id: number, viewer: number | null) => [...sharedKeys.offers, 'detail', id, viewer] as const,
  sellerPhone: (offerId: number) => [...sharedKeys.offers, 'seller-phone', offerId] as const,
  sellerOffers: (sellerId: number, sort: SellerOffersSort, page: number) =>
    [...sharedKeys.offers, 'seller', sellerId, sort.field, sort.order, page] as const,
  myOffers,
  myOffersPage: (status: OfferStatus, page: number) => [...myOffers(status), page] as const,
};
