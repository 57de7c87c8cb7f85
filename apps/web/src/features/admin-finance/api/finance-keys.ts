import type { PayoutStatus } from '@marketplace/contract';

const all = ['admin-finance'] as const;

/** Query keys of the console's finance page. */
export const financeKeys = {
  all,
  revenue: (days: number) => [...all, 'revenue', days] as const,
  commission: [...all, 'commission'] as const,
  payouts: [...all, 'payouts'] as const,
  payoutsPage: (status: PayoutStatus | undefined, page: number) =>
    [...all, 'payouts', status ?? 'all', page] as const,
  ledger: (accountId: number) => [...all, 'ledger', accountId] as const,
  reconciliation: [...all, 'reconciliation'] as const,
};
