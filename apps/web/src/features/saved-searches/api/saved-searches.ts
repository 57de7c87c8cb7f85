import type {
  CreateSavedSearchInput,
  SavedSearchDto,
  SavedSearchesDto,
  UpdateSavedSearchInput,
} from '@marketplace/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { useSession } from '#web/shared/lib/auth-store.ts';

/** Query keys of the saved-searches feature; every query lives under `saved-searches`. */
export const savedSearchesKeys = {
  all: ['saved-searches'] as const,
  list: () => ['saved-searches', 'list'] as const,
};

/** `GET /api/saved-searches`: the user's saved searches with their new-match counts. */
export function getSavedSearches(signal?: AbortSignal): Promise<SavedSearchesDto> {
  return apiClient.get<SavedSearchesDto>('/api/saved-searches', { signal, requiresAuth: true });
}

export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: savedSearchesKeys.list(), queryFn: ({ signal }) => getSavedSearches(signal) });

export function useSavedSearches() {
  const { token } = useSession();
  return useQuery({ ...savedSearchesQueryOptions(), enabled: !!token });
}

function useInvalidating<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions().queryKey }),
  });
}

/** `POST /api/saved-searches`. */
export const useCreateSavedSearch = () =>
  useInvalidating((input: CreateSavedSearchInput) =>
    apiClient.post<SavedSearchDto>('/api/saved-searches', input, { requiresAuth: true }),
  );

/** `PATCH /api/saved-searches/{id}`: rename or change the alerts. */
export const useUpdateSavedSearch = () =>
  useInvalidating(({ id, ...input }: UpdateSavedSearchInput & { id: number }) =>
    apiClient.patch<SavedSearchDto>(`/api/saved-searches/${id}`, input, { requiresAuth: true }),
  );

/** `POST /api/saved-searches/{id}/run`: the new matches are seen; answers the search. */
export const useRunSavedSearch = () =>
  useInvalidating((id: number) =>
    apiClient.post<SavedSearchDto>(`/api/saved-searches/${id}/run`, undefined, { requiresAuth: true }),
  );

/** `DELETE /api/saved-searches/{id}`. */
export const useDeleteSavedSearch = () =>
  useInvalidating((id: number) =>
    apiClient.delete<void>(`/api/saved-searches/${id}`, { requiresAuth: true }),
  );
