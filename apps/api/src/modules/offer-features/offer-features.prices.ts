import {
  FEATURE_PRICES,
  type FeaturePrices,
  type OfferFeature,
  type Region,
  type z,
  type FeaturePricesInputSchema,
} from '@marketplace/contract';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { createEditionCache, noCaches, type Caches } from '../../shared/caches.ts';
import type { AuditLog } from '../audit/index.ts';
import type { OfferFeaturesRepository } from './offer-features.repository.ts';

/** The price list's entry of each feature. */
export const PRICE_OF: Record<OfferFeature, keyof FeaturePrices> = {
  highlight: 'priceForHighlight',
  extra_photos: 'priceForExtraImages',
  offer_period_extension: 'priceForPeriodExtension',
};

const FEATURES = Object.keys(PRICE_OF) as OfferFeature[];

function priceList(region: Region, amounts: Map<OfferFeature, number>): FeaturePrices {
  // A feature without a row (a database older than migration 0028's seed) costs what it did.
  return Object.fromEntries(
    FEATURES.map((feature) => [
      PRICE_OF[feature],
      amounts.get(feature) ?? FEATURE_PRICES[region][PRICE_OF[feature]],
    ]),
  ) as unknown as FeaturePrices;
}

/**
 * The paid extras' prices per edition (decision 092): a table the console sets, cached per edition
 * and emptied in every process by the database's notification (decision 048).
 */
export function createFeaturePricesService(deps: {
  offerFeaturesRepository: OfferFeaturesRepository;
  unitOfWork: UnitOfWork<{ offerFeatures: OfferFeaturesRepository; audit: AuditLog }>;
  caches?: Caches;
}) {
  const lists = createEditionCache(
    deps.caches ?? noCaches,
    { name: 'feature prices', tables: ['feature_prices'] },
    async (region) => Object.freeze(priceList(region, await deps.offerFeaturesRepository.prices(region))),
  );

  return {
    /** `GET /api/offers/feature-prices` (the same object until a price changes, so its answer is cached). */
    list: (region: Region): Promise<FeaturePrices> => lists.get(region),

    /** What a purchase of `feature` costs now, read from the database itself (never a stale cache). */
    async priceOf(region: Region, feature: OfferFeature): Promise<number> {
      return priceList(region, await deps.offerFeaturesRepository.prices(region))[PRICE_OF[feature]];
    },

    /** `PUT /api/admin/feature-prices`: sets the three prices, audited with what they were. */
    async set(
      region: Region,
      actorId: number,
      input: z.infer<typeof FeaturePricesInputSchema>,
    ): Promise<FeaturePrices> {
      const after = await deps.unitOfWork(async (scope) => {
        const before = priceList(region, await scope.offerFeatures.prices(region, true));
        for (const feature of FEATURES) {
          const amount = input[PRICE_OF[feature]];
          if (amount !== before[PRICE_OF[feature]])
            await scope.offerFeatures.setPrice(region, feature, amount);
        }
        const after = priceList(region, await scope.offerFeatures.prices(region));
        if (FEATURES.some((feature) => before[PRICE_OF[feature]] !== after[PRICE_OF[feature]])) {
          await scope.audit.record(region, actorId, {
            action: 'feature_prices.update',
            subjectType: 'feature_prices',
            subjectId: 1, // one price list per edition; the entry's region names it
            before,
            after,
          });
        }
        return after;
      });
      lists.clear();
      return after;
    },
  };
}

export type FeaturePricesService = ReturnType<typeof createFeaturePricesService>;
