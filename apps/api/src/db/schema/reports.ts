import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { OFFER_REPORT_REASONS } from '@marketplace/contract';
import { accounts } from './accounts.ts';
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
