import type { AdminUsersQuery } from '@marketplace/contract';

const all = ['admin-users'] as const;

/** Query keys of the console's users. */
export const usersKeys = {
  all,
  list: (query: AdminUsersQuery) => [...all, 'list', query] as const,
  detail: (id: number) => [...all, 'detail', id] as const,
};
