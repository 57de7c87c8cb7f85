import type { DataExportDto, DataExportLinkDto, DataExportsDto } from '@marketplace/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { accountSettingsKeys } from './account-settings-keys.ts';

/** While an archive is being prepared, its state is asked again this often. */
export const DATA_EXPORT_POLL_MS = 5000;

/** `GET /api/accounts/my/data-exports`: the latest requests and when another is allowed. */
export function getDataExports(signal?: AbortSignal): Promise<DataExportsDto> {
  return apiClient.get<DataExportsDto>('/api/accounts/my/data-exports', { signal, requiresAuth: true });
}

export const dataExportsQueryOptions = () =>
  queryOptions({
    queryKey: accountSettingsKeys.dataExports,
    queryFn: ({ signal }) => getDataExports(signal),
    // Polls while the archive is prepared, so the link appears without a reload.
    refetchInterval: (query) =>
      query.state.data?.items[0]?.status === 'preparing' ? DATA_EXPORT_POLL_MS : false,
  });

export function useDataExports() {
  return useQuery(dataExportsQueryOptions());
}

/** `POST /api/accounts/my/data-exports`: asks for a new archive. */
export function requestDataExport(): Promise<DataExportDto> {
  return apiClient.post<DataExportDto>('/api/accounts/my/data-exports', {}, { requiresAuth: true });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation<DataExportDto, ApiError>({
    mutationFn: requestDataExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataExportsQueryOptions().queryKey }),
  });
}

/** `POST /api/accounts/my/data-exports/{id}/download-link`: a link valid a few minutes. */
export function createDataExportLink(id: number): Promise<DataExportLinkDto> {
  return apiClient.post<DataExportLinkDto>(
    `/api/accounts/my/data-exports/${id}/download-link`,
    {},
    { requiresAuth: true },
  );
}

export function useDataExportLink() {
  const queryClient = useQueryClient();
  return useMutation<DataExportLinkDto, ApiError, number>({
    mutationFn: createDataExportLink,
    // A refusal (expired meanwhile) shows the current state.
    onError: () => queryClient.invalidateQueries({ queryKey: dataExportsQueryOptions().queryKey }),
  });
}
