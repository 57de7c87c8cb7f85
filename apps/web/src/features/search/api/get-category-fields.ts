import type { CustomFormFieldDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/lib/api-client.ts';

/** `GET /api/category/{id}/custom-form-fields`: the category's custom fields (its ancestors' included). */
export function getCategoryFields(categoryId: number, signal?: AbortSignal): Promise<CustomFormFieldDto[]> {
  return apiClient
    .get<{ properties: CustomFormFieldDto[] }>(`/api/category/${categoryId}/custom-form-fields`, { signal })
    .then((answer) => answer.properties);
}

export const categoryFieldsQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: ['category', categoryId, 'custom-form-fields'],
    queryFn: ({ signal }) => getCategoryFields(categoryId, signal),
    staleTime: 5 * 60_000,
  });

export function useCategoryFields(categoryId: number | undefined) {
  return useQuery({
    ...categoryFieldsQueryOptions(categoryId ?? 0),
    enabled: categoryId !== undefined,
  });
}
