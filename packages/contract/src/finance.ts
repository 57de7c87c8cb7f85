/*
 * Money out (docs/decisions/125-127): sellers' balances on the double-entry ledger, the platform's
 * commission, and payouts to the seller's bank account. Amounts are minor units of the edition's
 * currency, integers within LIMITS.amountMax.
 */
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import type { Region } from './regions.ts';
import type { Paginated } from './pagination.ts';
import { z } from './zod.ts';

/** The platform's commission of an edition: basis points of each sold product's value, and a minimum. */
export interface CommissionRateDto {
  currency: 'USD' | 'PLN';
  /** 500 = 5 %. */
  basisPoints: number;
  /** Minor units taken at least from a sold product (never more than its value). */
  minimum: number;
}

/** Rates the editions start with (migration 0035 seeds them; decision 126). */
export const DEFAULT_COMMISSION: Readonly<Record<Region, { basisPoints: number; minimum: number }>> = {
  us: { basisPoints: 500, minimum: 50 },
  pl: { basisPoints: 500, minimum: 200 },
};

/** The most a rate may take (50 %), so a typo in the console cannot swallow a sale. */
export const COMMISSION_BASIS_POINTS_MAX = 5_000;

/**
 * The commission on one sold product (its unit price times its pieces, delivery excluded): the rate
 * rounded half up, at least the minimum, never more than the product's value. Integer arithmetic:
 * BigInt, as value x basis points passes 2^53 near LIMITS.offerValueMax.
 */
export function commissionOf(
  productValue: number,
  rate: Pick<CommissionRateDto, 'basisPoints' | 'minimum'>,
): number {
  if (productValue <= 0) return 0;
  const proportional = Number((BigInt(productValue) * BigInt(rate.basisPoints) + 5_000n) / 10_000n);
  return Math.min(productValue, Math.max(proportional, rate.minimum));
}

/**
 * The share of `part` that a refund of `refund` out of `total` takes back (commission or the seller's
 * proceeds), rounded down: proportional, in integers.
 */
export function proportionOf(part: number, refund: number, total: number): number {
  if (total <= 0 || refund >= total) return part;
  return Number((BigInt(part) * BigInt(refund)) / BigInt(total));
}

export const UpdateCommissionInputSchema = z.object({
  basisPoints: z
    .number()
    .int(MESSAGES.invalidValue)
    .min(0, MESSAGES.invalidValue)
    .max(COMMISSION_BASIS_POINTS_MAX, MESSAGES.invalidValue),
  minimum: z
    .number()
    .int(MESSAGES.invalidValue)
    .min(0, MESSAGES.invalidValue)
    .max(LIMITS.orderAmountMax, MESSAGES.invalidValue),
});
export type UpdateCommissionInput = z.infer<typeof UpdateCommissionInputSchema>;

/** What a payout is: recorded, then sent to the provider, then paid or failed (the amount back). */
export const PAYOUT_STATUSES = ['pending', 'sent', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Why 'Pay out now' cannot run now (the balance screen says it; POST /api/payouts answers 409). */
export const PAYOUT_BLOCKERS = [
  'noPayoutData',
  'belowMinimum',
  'debt',
  'payoutDataHold',
  'alreadyToday',
  'lastPayoutFailed',
  'payoutInProgress',
  'onboardingIncomplete',
] as const;
export type PayoutBlocker = (typeof PAYOUT_BLOCKERS)[number];

/**
 * The payout failure codes the interface names in plain words (Stripe's documented
 * `payout.failure_code` values, the sandbox's among them); any other reason, 'unknown' included,
 * is 'other'.
 */
export const PAYOUT_FAILURE_CODES = [
  'account_closed',
  'account_frozen',
  'bank_account_restricted',
  'bank_ownership_changed',
  'could_not_process',
  'debit_not_authorized',
  'declined',
  'incorrect_account_holder_address',
  'incorrect_account_holder_name',
  'incorrect_account_holder_tax_id',
  'insufficient_funds',
  'invalid_account_number',
  'invalid_currency',
  'no_account',
  'unsupported_card',
] as const;
export type PayoutFailureCode = (typeof PAYOUT_FAILURE_CODES)[number];
export type PayoutFailureKey = PayoutFailureCode | 'other';

/** The text key of a failed payout's reason: the known code itself, else 'other' (also for none). */
export function payoutFailureKey(reason: string | null): PayoutFailureKey {
  return reason !== null && (PAYOUT_FAILURE_CODES as readonly string[]).includes(reason)
    ? (reason as PayoutFailureCode)
    : 'other';
}

/** The least balance a payout sends, per edition (decision 127): 10.00. */
export const PAYOUT_MINIMUM: Readonly<Record<Region, number>> = { us: 1_000, pl: 1_000 };

/** How long replacing payout data holds payouts (a stolen session must not redirect the money). */
export const PAYOUT_DATA_HOLD_MS = 72 * 3_600_000;

/** `GET /api/payouts/balance`. */
export interface BalanceDto {
  currency: 'USD' | 'PLN';
  pending: number;
  /** Negative while refunds after release exceed the seller's proceeds: a debt settled from the next sales. */
  available: number;
  inPayout: number;
  paidOut: number;
  /** The orders whose money is pending, with the seller's share of each. */
  pendingOrders: { orderId: number; amount: number }[];
  /** When the daily automatic payout runs next (UTC). */
  nextAutomaticPayoutAt: string;
  minimum: number;
  /** Null when 'Pay out now' may run; otherwise why not. */
  blocker: PayoutBlocker | null;
  /** Until when replaced payout data holds payouts; null without a hold. */
  holdUntil: string | null;
}

/** What one line of a seller's history is (one ledger transfer, as it touched their balances). */
export const BALANCE_HISTORY_KINDS = [
  'sale',
  'refund',
  'release',
  'payout',
  'payoutPaid',
  'payoutFailed',
] as const;
export type BalanceHistoryKind = (typeof BALANCE_HISTORY_KINDS)[number];

export interface BalanceHistoryItemDto {
  id: number;
  at: string;
  kind: BalanceHistoryKind;
  orderId: number | null;
  payoutId: number | null;
  /** The sale's or refund's gross amount and its commission (sales and refunds only; else null). */
  gross: number | null;
  commission: number | null;
  /** How the seller's balances moved, signed minor units. */
  pending: number;
  available: number;
  inPayout: number;
  /** A failed payout's reason (the provider's code). */
  reason: string | null;
}

export interface PayoutDto {
  id: number;
  amount: number;
  currency: 'USD' | 'PLN';
  status: PayoutStatus;
  /** 'schedule' (the daily run), 'seller' ('Pay out now'), 'administrator' (a retry). */
  requestedBy: 'schedule' | 'seller' | 'administrator';
  /** The destination's last four digits. */
  destination: string;
  createdAt: string;
  sentAt: string | null;
  paidAt: string | null;
  failedAt: string | null;
  failureReason: string | null;
}

/** `GET /api/payouts/statement?month=YYYY-MM`: a month, not in the future, not before 2000. */
export const StatementQuerySchema = z.object({
  month: z.string().regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, MESSAGES.invalidValue),
});

/** `GET /api/admin/finance/revenue?days=N`: the platform's revenue per UTC day, oldest first, zero-filled. */
export interface AdminRevenueDto {
  currency: 'USD' | 'PLN';
  days: { day: string; commission: number; extras: number }[];
}

/** `GET /api/admin/finance/accounts/{id}/ledger`: an account's balances and its newest entries. */
export interface AdminAccountLedgerDto {
  accountId: number;
  /** Its username; a deleted account's ledger stays (financial records), shown as deleted. */
  account: { username: string; deleted: boolean };
  balances: { currency: 'USD' | 'PLN'; pending: number; available: number; inPayout: number }[];
  entries: {
    transferId: number;
    cause: string;
    causeKey: string;
    orderId: number | null;
    payoutId: number | null;
    account: string;
    /** Signed: a credit to the account (what the platform owes it) is positive. */
    amount: number;
    currency: 'USD' | 'PLN';
    at: string;
  }[];
}

/** `GET /api/payouts/history?page=N` and `GET /api/payouts?page=N` (LIMITS.pageSize a page). */
export type BalanceHistoryPage = Paginated<BalanceHistoryItemDto>;
export type PayoutsPage = Paginated<PayoutDto>;

/** `GET /api/admin/finance/payouts?status=&page=`: the edition's payouts, newest first, with their seller. */
export interface AdminPayoutDto extends PayoutDto {
  seller: { id: number; username: string; deleted: boolean };
}
export interface AdminPayoutsDto {
  items: AdminPayoutDto[];
  total: number;
  /** How many payouts of the edition are in each status. */
  counts: Record<PayoutStatus, number>;
}

/** `GET /api/admin/finance/reconciliation`: the last run of `npm run finance:reconcile` or of the console's 'Run now'. */
export interface ReconciliationDto {
  /** Null (and `ok` null) while it never ran. */
  checkedAt: string | null;
  ok: boolean | null;
  differences: string[];
}
