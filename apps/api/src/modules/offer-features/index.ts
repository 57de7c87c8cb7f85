export { cancelPurchasesOfDeletedAccount } from './offer-features.erasure.ts';
export { createFeaturePricesService } from './offer-features.prices.ts';
export { createOfferFeaturesRepository } from './offer-features.repository.ts';
export type { OfferFeaturesRepository } from './offer-features.repository.ts';
export { featurePricesAdminRoutes, offerFeaturesRoutes } from './offer-features.routes.ts';
export { createOfferFeaturesService } from './offer-features.service.ts';
export { registerOfferFeatures } from './offer-features.module.ts';
