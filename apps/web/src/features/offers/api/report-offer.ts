import type { ReportOfferInput } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

/** The report and the offer it is about. */
export type ReportOfferRequest = ReportOfferInput & { offerId: number };

/** `POST /api/offers/{id}/report {reason, description}`: a takedown report for the administration. */
export function reportOffer({ offerId, ...body }: ReportOfferRequest): Promise<unknown> {
  return apiClient.post<unknown>(`/api/offers/${offerId}/report`, body, { requiresAuth: true });
}

export function useReportOffer() {
  return useMutation<unknown, ApiError, ReportOfferRequest>({ mutationFn: reportOffer });
}
