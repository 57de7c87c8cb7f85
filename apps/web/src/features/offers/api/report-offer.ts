import type { OfferReportReason } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

export interface ReportOfferInput {
  offerId: number;
  reason: OfferReportReason;
  description: string;
}

/** `POST /api/offers/{id}/report {reason, description}`: a takedown report for the administration. */
export function reportOffer({ offerId, ...body }: ReportOfferInput): Promise<unknown> {
  return apiClient.post<unknown>(`/api/offers/${offerId}/report`, body, { requiresAuth: true });
}

export function useReportOffer() {
  return useMutation<unknown, ApiError, ReportOfferInput>({ mutationFn: reportOffer });
}
