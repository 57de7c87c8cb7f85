import {
  commissionOf,
  proportionOf,
  REGION_SETTINGS,
  type AccountDeletionBlocker,
  type Region,
} from '@marketplace/contract';
import { ownPart } from '../../db/unit-of-work.ts';
import type { LedgerRepository } from './ledger.repository.ts';

/*
 * What each money event books (docs/decisions/125), in the caller's transaction. A debit is
 * positive, a credit negative: the platform's cash is an asset (debit), what it owes sellers and
 * buyers (pending, available, in payout, refunds) and what it earned (commission, extras) are
 * credits. Each transfer is unique per cause: booked again, it books nothing and answers false.
 */

/** The ledger's part of another module's transaction: only the functions below read it. */
export interface LedgerScope {
  ledger: unknown;
}

const own = (scope: LedgerScope) => ownPart<LedgerRepository>(scope.ledger);
const PLATFORM = 0;
const currencyOf = (region: Region) => REGION_SETTINGS[region].currency;

export interface SaleFacts {
  region: Region;
  orderId: number;
  paymentId: number;
  sellerId: number;
  /** What the buyer paid (products and delivery). */
  amount: number;
  /** The platform's commission on the products (orders.commission). */
  commission: number;
}

/** An order's payment succeeded: the seller's share pending, the commission earned. */
export function bookSale(scope: LedgerScope, sale: SaleFacts): Promise<boolean> {
  return own(scope).book({
    region: sale.region,
    currency: currencyOf(sale.region),
    cause: 'sale',
    causeKey: `order-payment:${sale.orderId}`,
    orderId: sale.orderId,
    paymentId: sale.paymentId,
    sellerId: sale.sellerId,
    gross: sale.amount,
    commission: sale.commission,
    legs: [
      { holderId: PLATFORM, account: 'cash', amount: sale.amount },
      { holderId: sale.sellerId, account: 'pending', amount: -(sale.amount - sale.commission) },
      { holderId: PLATFORM, account: 'commission', amount: -sale.commission },
    ],
  });
}

/** A payment that succeeded for what was canceled meanwhile: all of it is owed back to the buyer. */
export function bookPaidLate(
  scope: LedgerScope,
  paid: { region: Region; paymentId: number; amount: number } & (
    { orderId: number } | { purchaseId: number }
  ),
): Promise<boolean> {
  const isOrder = 'orderId' in paid;
  return own(scope).book({
    region: paid.region,
    currency: currencyOf(paid.region),
    cause: isOrder ? 'sale_paid_late' : 'extras_paid_late',
    causeKey: isOrder ? `order-payment:${paid.orderId}` : `extras-payment:${paid.paymentId}`,
    orderId: isOrder ? paid.orderId : undefined,
    paymentId: paid.paymentId,
    gross: paid.amount,
    legs: [
      { holderId: PLATFORM, account: 'cash', amount: paid.amount },
      { holderId: PLATFORM, account: 'refunds', amount: -paid.amount },
    ],
  });
}

/**
 * A paid order refunded in full (canceled) or in part (a dispute's decision), once per order: the
 * commission goes back in proportion, the seller's share comes out of what of the order is still
 * pending, and the rest out of their available balance (which may go negative: a debt).
 */
export async function bookSaleRefund(scope: LedgerScope, sale: SaleFacts & { refund: number }) {
  const ledger = own(scope);
  const commissionBack = proportionOf(sale.commission, sale.refund, sale.amount);
  const sellerBack = sale.refund - commissionBack;
  const pendingLeft = await ledger.pendingOfOrder(sale.orderId, sale.sellerId);
  const fromPending = Math.min(sellerBack, Math.max(0, pendingLeft));
  return ledger.book({
    region: sale.region,
    currency: currencyOf(sale.region),
    cause: 'sale_refund',
    causeKey: `order-refund:${sale.orderId}`,
    orderId: sale.orderId,
    paymentId: sale.paymentId,
    sellerId: sale.sellerId,
    gross: sale.refund,
    commission: commissionBack,
    legs: [
      { holderId: sale.sellerId, account: 'pending', amount: fromPending },
      { holderId: sale.sellerId, account: 'available', amount: sellerBack - fromPending },
      { holderId: PLATFORM, account: 'commission', amount: commissionBack },
      { holderId: PLATFORM, account: 'refunds', amount: -sale.refund },
    ],
  });
}

/** An order completed (or a dispute decided for the seller): what of it is pending becomes available. */
export async function releaseSale(
  scope: LedgerScope,
  sale: { region: Region; orderId: number; sellerId: number },
): Promise<boolean> {
  const ledger = own(scope);
  const pending = await ledger.pendingOfOrder(sale.orderId, sale.sellerId);
  if (pending <= 0) return false;
  return ledger.book({
    region: sale.region,
    currency: currencyOf(sale.region),
    cause: 'sale_release',
    causeKey: `order-release:${sale.orderId}`,
    orderId: sale.orderId,
    sellerId: sale.sellerId,
    legs: [
      { holderId: sale.sellerId, account: 'pending', amount: pending },
      { holderId: sale.sellerId, account: 'available', amount: -pending },
    ],
  });
}

/** Paid extras: revenue of the platform. */
export function bookExtras(
  scope: LedgerScope,
  paid: { region: Region; paymentId: number; amount: number },
): Promise<boolean> {
  return own(scope).book({
    region: paid.region,
    currency: currencyOf(paid.region),
    cause: 'extras',
    causeKey: `extras-payment:${paid.paymentId}`,
    paymentId: paid.paymentId,
    gross: paid.amount,
    legs: [
      { holderId: PLATFORM, account: 'cash', amount: paid.amount },
      { holderId: PLATFORM, account: 'extras', amount: -paid.amount },
    ],
  });
}

/** The provider took a refund: the money owed to the buyer leaves the platform's cash. */
export function bookRefundSent(
  scope: LedgerScope,
  refund: { region: Region; paymentId: number; amount: number; orderId?: number },
): Promise<boolean> {
  return own(scope).book({
    region: refund.region,
    currency: currencyOf(refund.region),
    cause: 'refund_sent',
    causeKey: `refund-sent:${refund.paymentId}`,
    paymentId: refund.paymentId,
    orderId: refund.orderId,
    gross: refund.amount,
    legs: [
      { holderId: PLATFORM, account: 'refunds', amount: refund.amount },
      { holderId: PLATFORM, account: 'cash', amount: -refund.amount },
    ],
  });
}

export interface PayoutFacts {
  region: Region;
  payoutId: number;
  sellerId: number;
  amount: number;
}

/** A payout recorded: the amount leaves available for in payout (before the provider hears of it). */
export function bookPayout(scope: LedgerScope, payout: PayoutFacts): Promise<boolean> {
  return own(scope).book({
    ...payoutTransfer(payout, 'payout', `payout:${payout.payoutId}`),
    legs: [
      { holderId: payout.sellerId, account: 'available', amount: payout.amount },
      { holderId: payout.sellerId, account: 'in_payout', amount: -payout.amount },
    ],
  });
}

/** The bank took the payout: it leaves the platform's cash. */
export function bookPayoutPaid(scope: LedgerScope, payout: PayoutFacts): Promise<boolean> {
  return own(scope).book({
    ...payoutTransfer(payout, 'payout_paid', `payout-paid:${payout.payoutId}`),
    legs: [
      { holderId: payout.sellerId, account: 'in_payout', amount: payout.amount },
      { holderId: PLATFORM, account: 'cash', amount: -payout.amount },
    ],
  });
}

/** The payout failed: its amount is available again, with the reason. */
export function bookPayoutFailed(
  scope: LedgerScope,
  payout: PayoutFacts & { reason: string },
): Promise<boolean> {
  return own(scope).book({
    ...payoutTransfer(payout, 'payout_failed', `payout-failed:${payout.payoutId}`),
    reason: payout.reason,
    legs: [
      { holderId: payout.sellerId, account: 'in_payout', amount: payout.amount },
      { holderId: payout.sellerId, account: 'available', amount: -payout.amount },
    ],
  });
}

function payoutTransfer(
  payout: PayoutFacts,
  cause: 'payout' | 'payout_paid' | 'payout_failed',
  causeKey: string,
) {
  return {
    region: payout.region,
    currency: currencyOf(payout.region),
    cause,
    causeKey,
    payoutId: payout.payoutId,
    sellerId: payout.sellerId,
    gross: payout.amount,
  } as const;
}

/**
 * A seller's balances, their rows locked until the caller's transaction ends: a payout reads what
 * is available under it, so two payouts, or a payout and a refund, take turns.
 */
export function lockSellerBalances(scope: LedgerScope, sellerId: number, region: Region) {
  return own(scope).sellerBalances(sellerId, currencyOf(region), { lock: true });
}

/**
 * The commission on an order's products (each product's value: unit price x pieces, delivery
 * excluded) at the edition's rate now, read in the order's transaction (decision 126).
 */
export async function commissionOn(scope: LedgerScope, region: Region, productValues: readonly number[]) {
  const rate = await own(scope).commissionRate(region);
  return productValues.reduce((sum, value) => sum + commissionOf(value, rate), 0);
}

/**
 * What keeps a seller's account from being deleted (decision 127): money still held for them, in
 * either currency, or on its way to their bank. Their balance rows are locked until the deletion ends.
 */
export async function balanceBlockersOfDeletion(
  scope: LedgerScope,
  accountId: number,
): Promise<AccountDeletionBlocker[]> {
  for (const currency of ['USD', 'PLN'] as const) {
    const { pending, available, inPayout } = await own(scope).sellerBalances(accountId, currency, {
      lock: true,
    });
    if (pending > 0 || available > 0 || inPayout > 0) return [{ kind: 'balance' }];
  }
  return [];
}
