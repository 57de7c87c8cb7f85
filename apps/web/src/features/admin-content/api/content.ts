import type {
  AdminAdvertDto,
  AdminAdvertInput,
  AdminAdvertPatch,
  AdminCategoryDto,
  AdminPageDto,
  AdminPageGroupInput,
  AdminPageInput,
  AdminPagePatch,
  AdminPagesDto,
  FeaturePrices,
} from '@marketplace/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

const all = ['admin-content'] as const;

/** Query keys of the console's content. */
export const contentKeys = {
  all,
  pages: () => [...all, 'pages'] as const,
  adverts: () => [...all, 'adverts'] as const,
  prices: () => [...all, 'prices'] as const,
  categories: () => [...all, 'categories'] as const,
};

const auth = { requiresAuth: true } as const;

export function useAdminPages() {
  return useQuery({
    queryKey: contentKeys.pages(),
    queryFn: ({ signal }) => apiClient.get<AdminPagesDto>('/api/admin/pages', { signal, ...auth }),
  });
}

export function useAdminAdverts() {
  return useQuery({
    queryKey: contentKeys.adverts(),
    queryFn: ({ signal }) =>
      apiClient
        .get<{ items: AdminAdvertDto[] }>('/api/admin/advertisements', { signal, ...auth })
        .then((b) => b.items),
  });
}

export function useAdminFeaturePrices() {
  return useQuery({
    queryKey: contentKeys.prices(),
    queryFn: ({ signal }) => apiClient.get<FeaturePrices>('/api/admin/feature-prices', { signal, ...auth }),
  });
}

/** The edition's categories, to target adverts at. */
export function useTargetCategories() {
  return useQuery({
    queryKey: contentKeys.categories(),
    queryFn: ({ signal }) =>
      apiClient
        .get<{ items: AdminCategoryDto[] }>('/api/admin/categories', { signal, ...auth })
        .then((b) => b.items),
  });
}

function useContentMutation<V, R>(key: readonly unknown[], mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation<R, ApiError, V>({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useCreatePage = () =>
  useContentMutation(contentKeys.pages(), (input: AdminPageInput) =>
    apiClient.post<AdminPageDto>('/api/admin/pages', input, auth),
  );
export const useUpdatePage = (id: number) =>
  useContentMutation(contentKeys.pages(), (input: AdminPagePatch) =>
    apiClient.patch<AdminPageDto>(`/api/admin/pages/${id}`, input, auth),
  );
export const useCreatePageGroup = () =>
  useContentMutation(contentKeys.pages(), (input: AdminPageGroupInput) =>
    apiClient.post<{ id: number }>('/api/admin/page-groups', input, auth),
  );
/** `POST /api/admin/pages/preview`: the HTML as a save would keep it. */
export const usePagePreview = () =>
  useMutation<{ content: string }, ApiError, string>({
    mutationFn: (content) =>
      apiClient.post<{ content: string }>('/api/admin/pages/preview', { content }, auth),
  });

export const useCreateAdvert = () =>
  useContentMutation(contentKeys.adverts(), (input: AdminAdvertInput) =>
    apiClient.post<AdminAdvertDto>('/api/admin/advertisements', input, auth),
  );
export const useUpdateAdvert = (id: number) =>
  useContentMutation(contentKeys.adverts(), (input: AdminAdvertPatch) =>
    apiClient.patch<AdminAdvertDto>(`/api/admin/advertisements/${id}`, input, auth),
  );

export const useSetFeaturePrices = () =>
  useContentMutation(contentKeys.prices(), (input: FeaturePrices) =>
    apiClient.put<FeaturePrices>('/api/admin/feature-prices', input, auth),
  );
