import type { AdminDisputesQuery } from '@marketplace/contract';

const all = ['admin-disputes'] as const;

/** Query keys of the console's disputes. */
export const disputeKeys = {
  all,
  list: (query: AdminDisputesQuery) => [...all, 'list', query] as const,
  order: (id: number) => [...all, 'order', id] as const,
  review: (id: number) => [...all, 'review', id] as const,
};
