import type {
  AdminCategoryDetailDto,
  AdminCategoryDto,
  AdminCategoryInput,
  AdminCategoryPatch,
  AdminFieldInput,
  AdminFieldPatch,
} from '@marketplace/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

const all = ['admin-catalog'] as const;

/** Query keys of the console's catalog. */
export const catalogKeys = {
  all,
  tree: () => [...all, 'tree'] as const,
  category: (id: number) => [...all, 'category', id] as const,
};

/** `GET /api/admin/categories`: the edition's whole tree with offer counts. */
export function useAdminCategories() {
  return useQuery({
    queryKey: catalogKeys.tree(),
    queryFn: ({ signal }) =>
      apiClient
        .get<{ items: AdminCategoryDto[] }>('/api/admin/categories', { signal, requiresAuth: true })
        .then((body) => body.items),
  });
}

/** `GET /api/admin/categories/:id`: the category with its own and inherited fields. */
export function useAdminCategory(id: number) {
  return useQuery({
    queryKey: catalogKeys.category(id),
    queryFn: ({ signal }) =>
      apiClient.get<AdminCategoryDetailDto>(`/api/admin/categories/${id}`, { signal, requiresAuth: true }),
  });
}

function useCatalogMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation<R, ApiError, V>({
    mutationFn,
    // Any change may move counts, paths and inherited fields: the whole catalog is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}

/** `POST /api/admin/categories`. */
export const useCreateCategory = () =>
  useCatalogMutation((input: AdminCategoryInput) =>
    apiClient.post<{ id: number }>('/api/admin/categories', input, { requiresAuth: true }),
  );

/** `PATCH /api/admin/categories/:id`. */
export const useUpdateCategory = (id: number) =>
  useCatalogMutation((input: AdminCategoryPatch) =>
    apiClient.patch<AdminCategoryDetailDto>(`/api/admin/categories/${id}`, input, { requiresAuth: true }),
  );

/** `POST /api/admin/categories/:id/fields`. */
export const useAddField = (categoryId: number) =>
  useCatalogMutation((input: AdminFieldInput) =>
    apiClient.post<{ id: number }>(`/api/admin/categories/${categoryId}/fields`, input, {
      requiresAuth: true,
    }),
  );

/** `PATCH /api/admin/categories/:id/fields/:fieldId`. */
export const useUpdateField = (categoryId: number, fieldId: number) =>
  useCatalogMutation((input: AdminFieldPatch) =>
    apiClient.patch<AdminCategoryDetailDto>(`/api/admin/categories/${categoryId}/fields/${fieldId}`, input, {
      requiresAuth: true,
    }),
  );
