import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, regionEnum } from './common.ts';
import { offers } from './offers.ts';
import { orderProducts } from './orders.ts';

/** What a review is about (decision 064): a seller, a non-product offer, or a bought product. */
export const REVIEW_TARGETS = ['account', 'offer', 'order_product'] as const;
export type ReviewTarget = (typeof REVIEW_TARGETS)[number];

/**
 * Reviews (spec 001 "Reviews page"). `accountId` is always the reviewed seller, so a seller's page
 * and rating gather every review about them; `offerId` is set for offer and bought-product reviews.
 * The partial unique indexes allow one review per reviewer and target.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    target: text('target', { enum: REVIEW_TARGETS }).notNull(),
    /** Null once the reviewer's account is deleted: the review stays, shown as accountDeactivated. */
    reviewerId: integer('reviewer_id').references(() => accounts.id, { onDelete: 'set null' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    orderProductId: integer('order_product_id').references(() => orderProducts.id, { onDelete: 'set null' }),
    rate: smallint('rate').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    /** Removed by an administrator after a dispute (decision 086): kept, but out of every list and stat. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    check('reviews_rate_range', sql`${t.rate} between 1 and 5`),
    check('reviews_not_oneself', sql`${t.reviewerId} is distinct from ${t.accountId}`),
    index('reviews_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('reviews_offer_created_idx').on(t.offerId, t.createdAt.desc(), t.id.desc()),
    index('reviews_reviewer_idx').on(t.reviewerId),
    uniqueIndex('reviews_one_per_seller')
      .on(t.reviewerId, t.accountId)
      .where(sql`${t.target} = 'account'`),
    uniqueIndex('reviews_one_per_offer')
      .on(t.reviewerId, t.offerId)
      .where(sql`${t.target} = 'offer'`),
    uniqueIndex('reviews_one_per_order_product')
      .on(t.orderProductId)
      .where(sql`${t.target} = 'order_product'`),
  ],
);

/** A reviewed seller's dispute of a review (spec 001 "Dispute"): once per review. */
export const reviewDisputes = pgTable(
  'review_disputes',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    createdAt: createdAt(),
    /** An administrator's decision (decision 086): the review kept or removed, with the reason sent to both. */
    outcome: text('outcome', { enum: ['kept', 'removed'] }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('review_disputes_review_key').on(t.reviewId),
    index('review_disputes_open_idx').on(t.decidedAt, t.createdAt),
  ],
);
