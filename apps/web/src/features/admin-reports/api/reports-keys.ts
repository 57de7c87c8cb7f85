import type { AdminAccountReportsQuery, AdminReportsQuery } from '@marketplace/contract';

const all = ['admin-reports'] as const;

/** Query keys of the console's moderation queue: reported offers, and reported users (decision 133). */
export const reportsKeys = {
  all,
  list: (query: AdminReportsQuery) => [...all, 'list', query] as const,
  users: (query: AdminAccountReportsQuery) => [...all, 'users', query] as const,
};
