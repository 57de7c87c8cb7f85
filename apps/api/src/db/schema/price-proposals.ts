import { PRICE_PROPOSAL_STATUSES } from '@marketplace/contract';
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { conversations } from './chat.ts';
import { createdAt, money, regionEnum } from './common.ts';
import { offers } from './offers.ts';

/**
 * Proposals of a price (issue 28, decisions 100-103), owned by the price-proposals module: a
 * buyer's proposal on another seller's product, or the seller's counter to one. An accepted one
 * holds its price for the buyer until `expiresAt`, and a paid order that used it consumes it.
 */
export const priceProposals = pgTable(
  'price_proposals',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The conversation between the two about the offer, where each step is shown. */
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    proposedBy: text('proposed_by', { enum: ['buyer', 'seller'] }).notNull(),
    /** For one piece, in minor units of the edition's currency. */
    amount: money('amount').notNull(),
    /** The offer's price when the proposal was made. */
    askingPrice: money('asking_price').notNull(),
    status: text('status', { enum: PRICE_PROPOSAL_STATUSES }).notNull().default('open'),
    /** The proposal this one counters. */
    counterOf: integer('counter_of').references((): AnyPgColumn => priceProposals.id, {
      onDelete: 'set null',
    }),
    /** Open: until when it waits for an answer; accepted: until when its price holds. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The paid order that consumed an accepted price. */
    orderId: integer('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('price_proposals_conversation_idx').on(t.conversationId, t.id),
    index('price_proposals_buyer_offer_idx').on(t.buyerId, t.offerId, t.status),
    index('price_proposals_offer_idx').on(t.offerId),
    uniqueIndex('price_proposals_one_accepted')
      .on(t.buyerId, t.offerId)
      .where(sql`${t.status} = 'accepted'`),
    check('price_proposals_amount_positive', sql`${t.amount} > 0`),
    check('price_proposals_proposed_by', sql`${t.proposedBy} in ('buyer', 'seller')`),
    check(
      'price_proposals_status',
      sql`${t.status} in ('open', 'accepted', 'declined', 'countered', 'expired', 'consumed', 'ended')`,
    ),
  ],
);
