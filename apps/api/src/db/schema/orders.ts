import { DELIVERY_METHODS, ORDER_STATUSES } from '@marketplace/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, files } from './accounts.ts';
import { createdAt, money, regionEnum, updatedAt } from './common.ts';
import { offers } from './offers.ts';
import { payments } from './payments.ts';

/**
 * An order of one buyer from one seller (docs/decisions/061). Its products' stock is taken from
 * the offers when it is created and given back when it is canceled. `idempotencyKey` (the
 * `Idempotency-Key` header) makes a retried submit answer the first order instead of a second.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('not_paid'),
    /** Minor units of `currency`: the products at their prices plus delivery. */
    amount: money('amount').notNull(),
    currency: text('currency', { enum: ['USD', 'PLN'] }).notNull(),
    idempotencyKey: text('idempotency_key'),
    /** A fingerprint of the request that used the key: the same key with another body is refused. */
    requestHash: text('request_hash'),
    /** The card payment that pays it (null for a free order, and until the payment is opened). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** Null when every product is picked up. */
    shipStreet: text('ship_street'),
    shipApartmentNumber: text('ship_apartment_number'),
    shipCity: text('ship_city'),
    shipState: text('ship_state'),
    shipPostCode: text('ship_post_code'),
    shipmentLink: text('shipment_link'),
    disputeDescription: text('dispute_description'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    /**
     * An administrator's decision of the dispute (decision 085): 'refunded' (in full: canceled; in
     * part: completed with `disputeRefundAmount` given back) or 'rejected' (the order goes on).
     */
    disputeOutcome: text('dispute_outcome', { enum: ['refunded', 'rejected'] }),
    disputeDecidedAt: timestamp('dispute_decided_at', { withTimezone: true }),
    disputeDecidedBy: integer('dispute_decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** The administrator's reason, sent to both parties. */
    disputeReason: text('dispute_reason'),
    /** Minor units refunded by the decision (the whole amount for a full refund). */
    disputeRefundAmount: money('dispute_refund_amount'),
    /**
     * The platform's commission on the order's products at the rate of its creation (decision 126),
     * minor units; the seller receives `amount - commission` (delivery whole).
     */
    commission: money('commission').notNull().default(0),
    /** Not paid by then: canceled and the stock returned. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Confirmed and neither completed nor disputed by then: completed automatically. */
    completeDueAt: timestamp('complete_due_at', { withTimezone: true }),
    completionReminderSentAt: timestamp('completion_reminder_sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Set when a paid order is canceled: the payment must be refunded (by a job, retried). */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_buyer_idempotency_key').on(t.buyerId, t.idempotencyKey),
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt.desc(), t.id.desc()),
    index('orders_seller_created_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    // The dashboard (decision 090): paid orders per day, and the disputes waiting for a decision.
    index('orders_region_paid_idx')
      .on(t.region, t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('orders_region_disputed_idx')
      .on(t.region, t.disputedAt)
      .where(sql`${t.disputedAt} is not null`),
    check('orders_amount_not_negative', sql`${t.amount} >= 0`),
    check('orders_buyer_is_not_seller', sql`${t.buyerId} <> ${t.sellerId}`),
    check(
      'orders_dispute_refund_amount',
      sql`${t.disputeRefundAmount} is null or (${t.disputeRefundAmount} > 0 and ${t.disputeRefundAmount} <= ${t.amount})`,
    ),
    check('orders_commission', sql`${t.commission} >= 0 and ${t.commission} <= ${t.amount}`),
    index('orders_disputed_idx')
      .on(t.region, t.disputedAt)
      .where(sql`${t.disputedAt} is not null`),
  ],
);

/** A product of an order, as it was bought (title, price and delivery kept if the offer changes). */
export const orderProducts = pgTable(
  'order_products',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The offer; kept null once the offer is deleted, so the order outlives it. */
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    deliveryMethod: text('delivery_method', { enum: DELIVERY_METHODS }).notNull(),
    deliveryPrice: money('delivery_price').notNull(),
    /** The price proposal whose agreed price this line was bought at (issue 28), if any. */
    priceProposalId: integer('price_proposal_id'),
  },
  (t) => [
    index('order_products_order_idx').on(t.orderId),
    index('order_products_offer_idx').on(t.offerId),
    check('order_products_quantity_positive', sql`${t.quantity} > 0`),
    check('order_products_prices_not_negative', sql`${t.unitPrice} >= 0 and ${t.deliveryPrice} >= 0`),
  ],
);
