import type { BuyFeaturesInput, BuyFeaturesResult } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import type { ExtraFeatureType } from '../lib/checkout-state.ts';

/** The request's one flag for each extra (spec 001 section 5). */
const FLAGS: Record<ExtraFeatureType, BuyFeaturesInput['features']> = {
  highlight: { highlight: true },
  extraPhotos: { extraPhotos: true },
  'extend-time': { offerPeriodExtension: true },
};

export interface BuyFeatureVariables {
  offerId: number;
  featureType: ExtraFeatureType;
}

/** `POST /api/offers/{id}/buy-features {features: {highlight: true}}`: the payment to confirm. */
export function buyFeature({ offerId, featureType }: BuyFeatureVariables): Promise<BuyFeaturesResult> {
  const body: BuyFeaturesInput = { features: FLAGS[featureType] };
  return apiClient.post<BuyFeaturesResult>(`/api/offers/${offerId}/buy-features`, body, {
    requiresAuth: true,
  });
}

export function useBuyFeature() {
  return useMutation<BuyFeaturesResult, ApiError, BuyFeatureVariables>({ mutationFn: buyFeature });
}
