export { cancelPurchasesOfDeletedAccount } from './offer-features.erasure.ts';
export { createOfferFeaturesRepository } from './offer-features.repository.ts';
export { registerOfferFeatures } from './offer-features.module.ts';
