import type { ReportUserInput } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

/** The report and the conversation it is sent from. */
export type ReportUserRequest = ReportUserInput & { conversationId: number };

/** `POST /api/conversations/{id}/report {reason, comment}`: reports the other party (decision 133). */
export function reportUser({ conversationId, ...body }: ReportUserRequest): Promise<unknown> {
  return apiClient.post<unknown>(`/api/conversations/${conversationId}/report`, body, { requiresAuth: true });
}

export function useReportUser() {
  return useMutation<unknown, ApiError, ReportUserRequest>({ mutationFn: reportUser });
}
