import type { Platform } from '../../platform.ts';
import { createOfferReads } from '../offers/index.ts';
import { createFeaturePricesService } from './offer-features.prices.ts';
import { featurePricesAdminRoutes, offerFeaturesRoutes } from './offer-features.routes.ts';
import { createOfferFeaturesService } from './offer-features.service.ts';

/** Paid extras of offers (highlight, bump): their prices in the console, what a paid `features` payment does (decision 062). */
export async function registerOfferFeatures(
  { app, db, repositories, unitOfWork, caches, clock, admin }: Platform,
  needs: Pick<Parameters<typeof createOfferFeaturesService>[0], 'payments'>,
) {
  const prices = createFeaturePricesService({
    offerFeaturesRepository: repositories.offerFeatures,
    unitOfWork,
    caches,
  });
  const offerFeatures = createOfferFeaturesService({
    prices,
    offerFeaturesRepository: repositories.offerFeatures,
    offers: createOfferReads(db),
    unitOfWork,
    payments: needs.payments,
    clock,
  });
  await app.register(offerFeaturesRoutes, { offerFeatures, prices });
  await admin((scope) => featurePricesAdminRoutes(scope, { prices }));
}
