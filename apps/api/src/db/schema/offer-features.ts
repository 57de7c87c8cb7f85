import { OFFER_FEATURES } from '@marketplace/contract';
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
import { createdAt, regionEnum } from './common.ts';
import { offers } from './offers.ts';
import { payments } from './payments.ts';

/** A purchase's statuses: pending until its payment succeeds (applied), or superseded by a newer request (canceled). */
export const OFFER_FEATURE_PURCHASE_STATUSES = ['pending', 'applied', 'canceled'] as const;

/**
 * One paid extra bought for an offer (docs/decisions/062): one feature per purchase and per
 * payment, whose `referenceId` (purpose `features`) is this row's id. Its effect is applied on
 * the offer once, when the payment succeeds (`applied_at`).
 */
export const offerFeaturePurchases = pgTable(
  'offer_feature_purchases',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    feature: text('feature', { enum: OFFER_FEATURES }).notNull(),
    /** Minor units of the edition's currency, the edition's price when it was bought. */
    amount: integer('amount').notNull(),
    /** Set once the payment is opened (null only in the moment before). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    status: text('status', { enum: OFFER_FEATURE_PURCHASE_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    // One purchase of a feature pending per offer: a new request supersedes the earlier one, and
    // of two at once one is refused by this index (decision 075).
    uniqueIndex('offer_feature_purchases_one_pending')
      .on(t.offerId, t.feature)
      .where(sql`${t.status} = 'pending'`),
    index('offer_feature_purchases_account_idx').on(t.accountId),
    check('offer_feature_purchases_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The price of each paid extra per edition (decision 092, migration 0028): minor units of the
 * edition's currency, set in the console; a purchase keeps the price it was bought at.
 */
export const featurePrices = pgTable(
  'feature_prices',
  {
    region: regionEnum('region').notNull(),
    feature: text('feature', { enum: OFFER_FEATURES }).notNull(),
    amount: integer('amount').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.region, t.feature] }),
    check('feature_prices_amount_bounds', sql`${t.amount} > 0 and ${t.amount} <= 10000000`),
  ],
);
