import type { AdminReportsQuery } from '@marketplace/contract';

const all = ['admin-reports'] as const;

/** Query keys of the console's moderation queue. */
export const reportsKeys = {
  all,
  list: (query: AdminReportsQuery) => [...all, 'list', query] as const,
};
