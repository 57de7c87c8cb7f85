import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_REPORT_REASONS,
  ACCOUNT_REPORT_RESOLUTIONS,
  OFFER_REPORT_REASONS,
  SAME_TEXT_BURST_REASON,
} from '@marketplace/contract';
import { accounts } from './accounts.ts';
import { conversations } from './chat.ts';
import { createdAt, regionEnum } from './common.ts';
import { offers } from './offers.ts';

/** Takedown reports on offers, kept for the administration. */
export const offerReports = pgTable(
  'offer_reports',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    reporterAccountId: integer('reporter_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: OFFER_REPORT_REASONS }).notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** How an administrator resolved it (decision 088): dismissed, or the offer closed. */
    resolution: text('resolution', { enum: ['dismissed', 'offer_closed'] }),
    resolvedByAccountId: integer('resolved_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    resolutionReason: text('resolution_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offer_reports_open_key')
      .on(t.offerId, t.reporterAccountId)
      .where(sql`${t.status} = 'open'`),
    index('offer_reports_reporter_idx').on(t.reporterAccountId, t.createdAt),
    // The moderation queue: an edition's open (or resolved) reports, oldest first.
    index('offer_reports_region_status_created_idx').on(t.region, t.status, t.createdAt),
    index('offer_reports_offer_idx').on(t.offerId),
    // The dashboard's open reports of an edition, oldest first (decision 090).
    index('offer_reports_region_open_idx')
      .on(t.region, t.createdAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Reports of users (decision 133): sent by a participant from inside a conversation (once per
 * conversation and reporter), or raised by the chat itself (`reporter` null, reason
 * `same_text_burst`: one open flag per account, so one per burst, not one per message).
 */
export const accountReports = pgTable(
  'account_reports',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    reporterAccountId: integer('reporter_account_id').references(() => accounts.id, {
      onDelete: 'cascade',
    }),
    reportedAccountId: integer('reported_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The conversation it was sent from (the chat's table); null for the chat's own flag. */
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: [...ACCOUNT_REPORT_REASONS, SAME_TEXT_BURST_REASON] }).notNull(),
    comment: text('comment').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolution: text('resolution', { enum: ACCOUNT_REPORT_RESOLUTIONS }),
    resolvedByAccountId: integer('resolved_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    resolutionReason: text('resolution_reason'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_reports_conversation_reporter_key')
      .on(t.conversationId, t.reporterAccountId)
      .where(sql`${t.reporterAccountId} is not null`),
    uniqueIndex('account_reports_open_flag_key')
      .on(t.reportedAccountId)
      .where(sql`${t.reason} = 'same_text_burst' and ${t.status} = 'open'`),
    // The console's queue: an edition's open (or resolved) reports, oldest first.
    index('account_reports_region_status_created_idx').on(t.region, t.status, t.createdAt),
    index('account_reports_reported_idx').on(t.reportedAccountId),
  ],
);
