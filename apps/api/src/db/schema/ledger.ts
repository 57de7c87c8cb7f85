import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, money, regionEnum, updatedAt } from './common.ts';

/**
 * The ledger's accounts (docs/decisions/125): the platform's (cash at the provider, commission and
 * extras revenue, refunds owed to buyers) and each seller's (pending, available, in payout).
 * Amounts are signed, a debit positive and a credit negative, so a transfer's entries sum to zero.
 */
export const LEDGER_ACCOUNTS = [
  'cash',
  'commission',
  'extras',
  'refunds',
  'pending',
  'available',
  'in_payout',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** What caused a transfer; with its cause's id it is unique (`cause_key`), so nothing books twice. */
export const LEDGER_CAUSES = [
  'sale',
  'sale_paid_late',
  'sale_refund',
  'sale_release',
  'extras',
  'extras_paid_late',
  'refund_sent',
  'payout',
  'payout_paid',
  'payout_failed',
] as const;
export type LedgerCause = (typeof LEDGER_CAUSES)[number];

/** One balanced movement of money, named by its cause. Append-only (migration 0035's triggers). */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    currency: text('currency', { enum: ['USD', 'PLN'] }).notNull(),
    cause: text('cause', { enum: LEDGER_CAUSES }).notNull(),
    /** `<cause>:<id>`: one transfer per cause, whatever retries or duplicated events ask. */
    causeKey: text('cause_key').notNull(),
    /** What the transfer is about; plain ids (the ledger outlives and does not lock what it records). */
    orderId: integer('order_id'),
    paymentId: integer('payment_id'),
    payoutId: integer('payout_id'),
    /** The seller whose balances it moves, if any. */
    sellerId: integer('seller_id').references(() => accounts.id, { onDelete: 'restrict' }),
    /** The sale's or refund's gross amount and its commission, for the seller's history. */
    gross: money('gross'),
    commission: money('commission'),
    /** A failed payout's reason. */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_cause_key').on(t.causeKey),
    index('ledger_transfers_seller_idx').on(t.sellerId, t.id),
    // A seller's paid-out total reads only their paid payouts.
    index('ledger_transfers_paid_out_idx')
      .on(t.sellerId, t.currency)
      .where(sql`${t.cause} = 'payout_paid'`),
    index('ledger_transfers_order_idx').on(t.orderId),
    index('ledger_transfers_region_cause_created_idx').on(t.region, t.cause, t.createdAt),
  ],
);

/** A transfer's legs: each names an account (a seller's or the platform's) and a signed amount. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id, { onDelete: 'restrict' }),
    currency: text('currency', { enum: ['USD', 'PLN'] }).notNull(),
    /** 0 for the platform's accounts, the seller's account id for theirs. */
    holderId: integer('holder_id').notNull(),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_transfer_idx').on(t.transferId),
    index('ledger_entries_holder_idx').on(t.holderId, t.account, t.currency),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
    check(
      'ledger_entries_holder_account',
      sql`(${t.holderId} = 0) = (${t.account} in ('cash', 'commission', 'extras', 'refunds'))`,
    ),
  ],
);

/**
 * Each account's balance, the sum of its entries, kept in the transfer's transaction (the row a
 * payout locks); `npm run finance:reconcile` checks it against the entries.
 */
export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    holderId: integer('holder_id').notNull(),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    currency: text('currency', { enum: ['USD', 'PLN'] }).notNull(),
    amount: money('amount').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.holderId, t.account, t.currency] })],
);

/** The platform's commission per edition (decision 126), set in the console. */
export const commissionRates = pgTable(
  'commission_rates',
  {
    region: regionEnum('region').primaryKey(),
    basisPoints: integer('basis_points').notNull(),
    minimum: money('minimum').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('commission_rates_basis_points', sql`${t.basisPoints} between 0 and 5000`),
    check('commission_rates_minimum', sql`${t.minimum} >= 0`),
  ],
);

/** The last results of `finance:reconcile` (the console shows the newest). */
export const ledgerReconciliations = pgTable('ledger_reconciliations', {
  id: serial('id').primaryKey(),
  ok: boolean('ok').notNull(),
  differences: jsonb('differences').$type<string[]>().notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});
