import type { MakePriceProposalInput, PriceProposalDto } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { priceProposalKeys } from './price-proposal-keys.ts';

/** `POST /api/price-proposals {offer_id, amount}`: the buyer's proposal. */
export function makeProposal(input: MakePriceProposalInput) {
  return apiClient.post<PriceProposalDto>('/api/price-proposals', input, { requiresAuth: true });
}

export type ProposalAnswer =
  { id: number; action: 'accept' | 'decline' } | { id: number; action: 'counter'; amount: number };

/** `POST /api/price-proposals/{id}/accept|decline|counter`. */
export function answerProposal(answer: ProposalAnswer) {
  return apiClient.post<PriceProposalDto>(
    `/api/price-proposals/${answer.id}/${answer.action}`,
    answer.action === 'counter' ? { amount: answer.amount } : {},
    { requiresAuth: true },
  );
}

export function useMakeProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeProposal,
    onSuccess: (proposal) =>
      queryClient.invalidateQueries({ queryKey: priceProposalKeys.conversation(proposal.conversationId) }),
  });
}

export function useAnswerProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerProposal,
    onSettled: (proposal) =>
      queryClient.invalidateQueries({
        queryKey: proposal ? priceProposalKeys.conversation(proposal.conversationId) : priceProposalKeys.all,
      }),
  });
}
