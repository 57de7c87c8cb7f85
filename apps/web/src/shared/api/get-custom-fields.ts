import type { CustomFormFieldDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { sharedKeys } from './shared-keys.ts';

/** `GET /api/category/{id}/custom-form-fields`: the category's own fields and its ancestors'. */
export function getCustomFields(categoryId: number, signal?: AbortSignal): Promise<CustomFormFieldDto[]> {
  return apiClient
    .get<{ properties: CustomFormFieldDto[] }>(`/api/category/${categoryId}/custom-form-fields`, { signal })
    .then((answer) => answer.properties);
}

export const customFieldsQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: sharedKeys.customFields(categoryId),
    queryFn: ({ signal }) => getCustomFields(categoryId, signal),
    staleTime: 5 * 60_000,
  });

/**
 * The fields of a category, shared by the offer form, the offer detail and the search filters;
 * nothing is fetched while there is no category.
 */
export function useCustomFields(categoryId: number | null | undefined) {
  return useQuery({
    ...customFieldsQueryOptions(categoryId ?? 0),
    enabled: categoryId !== null && categoryId !== undefined,
  });
}
