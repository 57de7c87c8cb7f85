import type { AuditLogQuery } from '@marketplace/contract';

const all = ['admin-audit'] as const;

/** Query keys of the console's audit log. */
export const auditKeys = {
  all,
  list: (query: AuditLogQuery) => [...all, 'list', query] as const,
};
