import type { CustomFormFieldDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/lib/api-client.ts';

/** `GET /api/category/{id}/custom-form-fields`: the category's fields with their required flags. */
export function getCustomFields(
  categoryId: number,
  signal?: AbortSignal,
): Promise<{ properties: CustomFormFieldDto[] }> {
  return apiClient.get<{ properties: CustomFormFieldDto[] }>(
    `/api/category/${categoryId}/custom-form-fields`,
    {
      signal,
    },
  );
}

/** Cached under the same key, with the same answer, as the offer detail's copy of this call. */
export const customFieldsQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: ['categories', categoryId, 'custom-form-fields'],
    queryFn: ({ signal }) => getCustomFields(categoryId, signal),
    staleTime: 5 * 60_000,
  });

const properties = (answer: { properties: CustomFormFieldDto[] }) => answer.properties;

/** The fields of the chosen category; nothing is fetched until a category is chosen. */
export function useCustomFields(categoryId: number | null) {
  return useQuery({
    ...customFieldsQueryOptions(categoryId ?? 0),
    enabled: categoryId !== null,
    select: properties,
  });
}
