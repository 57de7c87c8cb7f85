import type { BalanceDto, BalanceHistoryItemDto, Paginated, PayoutDto } from '@marketplace/contract';

/** A seller with money in every balance, two orders pending, and nothing blocking a payout. */
export function balanceDto(overrides: Partial<BalanceDto> = {}): BalanceDto {
  return {
    currency: 'USD',
    pending: 4_750,
    available: 12_500,
    inPayout: 3_000,
    paidOut: 80_000,
    pendingOrders: [
      { orderId: 41, amount: 2_375 },
      { orderId: 42, amount: 2_375 },
    ],
    nextAutomaticPayoutAt: new Date(2026, 2, 6, 6, 0).toISOString(),
    minimum: 1_000,
    blocker: null,
    holdUntil: null,
    ...overrides,
  };
}

export function historyItem(overrides: Partial<BalanceHistoryItemDto> = {}): BalanceHistoryItemDto {
  return {
    id: 1,
    at: new Date(2026, 2, 5, 14, 5).toISOString(),
    kind: 'sale',
    orderId: 41,
    payoutId: null,
    gross: 2_500,
    commission: 125,
    pending: 2_375,
    available: 0,
    inPayout: 0,
    reason: null,
    ...overrides,
  };
}

export function payoutDto(overrides: Partial<PayoutDto> = {}): PayoutDto {
  return {
    id: 3,
    amount: 3_000,
    currency: 'USD',
    status: 'sent',
    requestedBy: 'seller',
    destination: '6789',
    createdAt: new Date(2026, 2, 4, 9, 30).toISOString(),
    sentAt: new Date(2026, 2, 4, 9, 31).toISOString(),
    paidAt: null,
    failedAt: null,
    failureReason: null,
    ...overrides,
  };
}

/** One page of a list (history or payouts). */
export function page<T>(items: T[], currentPage = 1, totalPages = 1): Paginated<T> {
  return { items, pagination: { currentPage, totalPages, totalItems: items.length } };
}
