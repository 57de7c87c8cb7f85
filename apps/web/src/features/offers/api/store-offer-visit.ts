import { apiClient } from '#web/shared/lib/api-client.ts';

/** `POST /api/stats/store-offers-visits` with one visit of one offer. */
export function storeOfferVisit(offerId: number): Promise<unknown> {
  return apiClient.post<unknown>('/api/stats/store-offers-visits', { data: [{ offerId, visits: 1 }] });
}
