/** Query keys of the balance feature; all under `payouts`, so a payout marks every figure stale. */
const all = ['payouts'] as const;

export const balanceKeys = {
  all,
  balance: [...all, 'balance'] as const,
  history: (page: number) => [...all, 'history', page] as const,
  payouts: (page: number) => [...all, 'list', page] as const,
};
