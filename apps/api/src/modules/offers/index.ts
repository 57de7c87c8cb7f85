export { OFFER_PRICE_DROPPED_TOPIC, OFFER_PUBLISHED_TOPIC } from './offers-write.service.ts';
export type { HoldWordIn, OfferPriceDropped } from './offers-write.service.ts';
export { createOfferCatalogUsage } from './offers.catalog-usage.ts';
export { createOffersDashboard } from './offers.dashboard.ts';
export { closeOffersOfDeletedAccount } from './offers.erasure.ts';
export { createOffersExport } from './offers.export.ts';
export type { OffersExport } from './offers.export.ts';
export {
  applyPaidFeature,
  closeOfferForModeration,
  createOfferReads,
  lockProposableOffer,
  offersAboutToExpire,
  publishHeldOffer,
  rejectHeldOffer,
  restoreOffersOfUnblockedAccount,
  returnPieces,
  suspendOffersOfBlockedAccount,
  takePieces,
} from './offers.owner.ts';
export type { OfferReads, OffersScope } from './offers.owner.ts';
export { canManage } from './offers.policy.ts';
export { offersReadModel } from './offers.search-model.ts';
export { offerFactsOf, offerPhotoUses, offerRefJoin, offerRefOf, offerTitleOf } from './offers.reads.ts';
export { createOffersRepository, offerIdsOfAccountSql } from './offers.repository.ts';
export type { OfferRow } from './offers.repository.ts';
export type { OffersService } from './offers.service.ts';
export { registerOffers } from './offers.module.ts';
