import type { PriceProposalsDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { priceProposalKeys } from './price-proposal-keys.ts';

/** `GET /api/price-proposals?conversation_id=`: the conversation's proposals, oldest first. */
export function getConversationProposals(conversationId: number, signal?: AbortSignal) {
  return apiClient.get<PriceProposalsDto>('/api/price-proposals', {
    params: { conversationId },
    signal,
    requiresAuth: true,
  });
}

export const conversationProposalsQueryOptions = (conversationId: number) =>
  queryOptions({
    queryKey: priceProposalKeys.conversation(conversationId),
    queryFn: ({ signal }) => getConversationProposals(conversationId, signal),
  });

export function useConversationProposals(conversationId: number) {
  return useQuery(conversationProposalsQueryOptions(conversationId));
}
