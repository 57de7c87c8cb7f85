import type { HoldWordDto } from '@marketplace/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { offerReviewsKeys } from './offer-reviews-keys.ts';

/** `GET /api/admin/hold-words`: the edition's words that hold an offer for review. */
export function useHoldWords() {
  return useQuery({
    queryKey: offerReviewsKeys.holdWords(),
    queryFn: ({ signal }) =>
      apiClient.get<HoldWordDto[]>('/api/admin/hold-words', { signal, requiresAuth: true }),
  });
}

/** `POST /api/admin/hold-words`. */
export function useAddHoldWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phrase: string) =>
      apiClient.post<HoldWordDto>('/api/admin/hold-words', { phrase }, { requiresAuth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerReviewsKeys.holdWords() }),
  });
}

/** `DELETE /api/admin/hold-words/:id`. */
export function useRemoveHoldWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/api/admin/hold-words/${id}`, { requiresAuth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerReviewsKeys.holdWords() }),
  });
}
