import { PAYMENT_PROVIDERS, PAYMENT_PURPOSES, PAYMENT_STATUSES } from '@marketplace/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
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
 * One card payment through the provider (docs/decisions/058): what it pays for (`purpose` and
 * `referenceId`: an order or an offer's extras), how much, and its outcome. Of the card only the
 * brand and last 4 digits are kept.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    referenceId: integer('reference_id').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    /** Minor units: an order's amount (bigint there too) or an extra's price. */
    amount: money('amount').notNull(),
    currency: text('currency', { enum: ['USD', 'PLN'] }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's intent; null between recording the payment and opening it (decision 075). */
    providerPaymentId: text('provider_payment_id'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    failureCode: text('failure_code'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    /** What was given back, in minor units (all of `amount` once `status` is refunded; less for a partial refund). */
    refundedAmount: money('refunded_amount'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_id_key').on(t.providerPaymentId),
    index('payments_purpose_reference_idx').on(t.purpose, t.referenceId),
    index('payments_account_idx').on(t.accountId),
    // The dashboard's revenue per day (decision 090).
    index('payments_region_purpose_succeeded_idx')
      .on(t.region, t.purpose, t.succeededAt)
      .where(sql`${t.succeededAt} is not null`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_card_last4', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** Cards an account saved with the provider: the provider's payment method id, brand and last 4. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_cards_account_method_key').on(t.accountId, t.paymentMethodId),
    check('saved_cards_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/** The provider's customer of an account (Stripe attaches saved payment methods to one). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.provider] })],
);

/**
 * The sandbox processor's own records (docs/architecture.md, 'Sandbox card processor'): its payment
 * intents, as Stripe keeps them on its side. Not used with Stripe.
 */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique('sandbox_payment_intents_client_secret_key'),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  amount: money('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', {
    enum: ['requires_payment_method', 'succeeded', 'canceled', 'refunded'],
  })
    .notNull()
    .default('requires_payment_method'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The sandbox's payment methods: brand, last 4, expiry and the test card's behaviour (which of
 * the documented test cards it is), never the number or the CVC.
 */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  behaviour: text('behaviour', {
    enum: ['succeeds', 'card_declined', 'insufficient_funds', 'expired_card', 'declined_after_attaching'],
  }).notNull(),
  createdAt: createdAt(),
});

/**
 * The sandbox's payouts (docs/architecture.md, 'Sandbox payouts'), as Stripe keeps them on its side:
 * named by our payout's idempotency key, paid or failed at once by the destination's bank number.
 * Of the destination only the last 4 digits are kept. Not used with Stripe.
 */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  id: text('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  amount: money('amount').notNull(),
  currency: text('currency').notNull(),
  destinationLast4: text('destination_last4').notNull(),
  status: text('status', { enum: ['paid', 'failed'] }).notNull(),
  /** Stripe's failure code of a failed payout; null when it was paid. */
  failureReason: text('failure_reason'),
  createdAt: createdAt(),
});
