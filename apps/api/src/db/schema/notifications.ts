import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts.ts';
import { createdAt, regionEnum } from './common.ts';

/**
 * Notification kinds of spec 001 ("Notifications"), with two of issue 15: the seller's 'orderpaid'
 * and the buyer's 'ordercompletesoon' (the automatic completion is two days away).
 */
export const NOTIFICATION_KINDS = [
  'ordercanceled',
  'orderconfirmed',
  'newchatmessage',
  'expiringoffer',
  'orderpaid',
  'ordercompletesoon',
  // An administrator closed the user's offer after a report (issue 25, decision 088).
  'offerclosed',
  'orderdisputedecided',
  'reviewdisputedecided',
  // A step of a price proposal: made, countered, accepted or declined (issue 28).
  'priceproposal',
  // A saved search matched a new offer; a favourite's price went down (issue 28, decision 098).
  'newmatches',
  'pricedrop',
  // A payout to the seller's bank failed; its amount is available again (decision 127).
  'payoutfailed',
  // An administrator approved or rejected the user's offer held for review (decision 135).
  'offerreviewed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification links to and shows: orderId, messageWriter, offerTitle, conversationId, offerId. */
export type NotificationData = Record<string, string | number | null>;

/** A user's notifications, newest first; `dedupeKey` makes queueing the same event twice a no-op. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key').on(t.dedupeKey),
    index('notifications_account_created_idx').on(t.accountId, t.createdAt.desc()),
    // One unread new-message notification per account and conversation, whoever writes at once.
    uniqueIndex('notifications_one_unread_chat')
      .on(t.accountId, sql`(${t.data}->>'conversationId')`)
      .where(sql`${t.kind} = 'newchatmessage' and ${t.readAt} is null`),
  ],
);
