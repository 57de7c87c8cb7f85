import { PAYOUT_STATUSES } from '@marketplace/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, money, regionEnum, updatedAt } from './common.ts';

/**
 * A payout of a seller's available balance to their bank account (docs/decisions/127): recorded
 * (pending) with its ledger transfer before the provider hears of it, then sent, then paid or
 * failed. The provider is asked under the key `payout:<region>:<id>`, so a retry sends nothing twice.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    currency: text('currency', { enum: ['USD', 'PLN'] }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    requestedBy: text('requested_by', { enum: ['schedule', 'seller', 'administrator'] }).notNull(),
    /** The UTC day it was asked for: one payout per seller and day, but an administrator's retry. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The failed payout an administrator retried with this one. */
    retryOf: integer('retry_of'),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerPayoutId: text('provider_payout_id'),
    /** The last four digits of the bank account it went to. */
    destination: text('destination').notNull(),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payouts_provider_payout_id_key').on(t.providerPayoutId),
    uniqueIndex('payouts_account_day_key')
      .on(t.accountId, t.day)
      .where(sql`${t.requestedBy} <> 'administrator'`),
    // A failed payout is retried once.
    uniqueIndex('payouts_retry_of_key').on(t.retryOf),
    // One payout of a seller under way at a time.
    uniqueIndex('payouts_account_in_flight_key')
      .on(t.accountId)
      .where(sql`${t.status} in ('pending', 'sent')`),
    index('payouts_region_status_idx').on(t.region, t.status, t.id),
    index('payouts_account_idx').on(t.accountId, t.id),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A seller's account at the payout provider (Stripe: the Express connected account). */
export const payoutRecipients = pgTable('payout_recipients', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'restrict' }),
  provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
  recipientId: text('recipient_id'),
  ready: boolean('ready').notNull().default(false),
  updatedAt: updatedAt(),
});
