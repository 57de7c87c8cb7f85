import type { CustomFormFieldDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/lib/api-client.ts';

/** `GET /api/category/{id}/custom-form-fields`: the titles, types and units of its attributes. */
export function getCategoryFields(
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

export const categoryFieldsQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: ['categories', categoryId, 'custom-form-fields'],
    queryFn: ({ signal }) => getCategoryFields(categoryId, signal),
    staleTime: 10 * 60_000,
  });

export function useCategoryFields(categoryId: number) {
  return useQuery(categoryFieldsQueryOptions(categoryId));
}
