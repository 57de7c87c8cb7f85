import type { AuditEntry, AuditLogQuery, Paginated } from '@marketplace/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { auditKeys } from './audit-keys.ts';

/** `GET /api/admin/audit-log`: a page of the edition's log, newest first. */
export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.get<Paginated<AuditEntry>>('/api/admin/audit-log', {
        params: query,
        signal,
        requiresAuth: true,
      }),
    placeholderData: keepPreviousData,
  });
}
