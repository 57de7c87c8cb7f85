import { DATA_EXPORT_STATUSES } from '@marketplace/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, regionEnum } from './common.ts';

/**
 * "Download my data" (issue 24, decision 077): one row per request. The archive is built by the
 * `data-export.build` event into `storageKey` (a random, private key chosen with the request, so a
 * retried build overwrites its own file), offered until `expiresAt`, then deleted and the row
 * marked expired. One request in preparation per account (the partial unique index).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('preparing'),
    storageKey: text('storage_key').notNull(),
    /** The archive's size in bytes, once ready. */
    size: bigint('size', { mode: 'number' }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_exports_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('data_exports_one_preparing')
      .on(t.accountId)
      .where(sql`${t.status} = 'preparing'`),
  ],
);
