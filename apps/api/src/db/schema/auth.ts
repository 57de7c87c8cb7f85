import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, regionEnum } from './common.ts';

/** Refresh tokens: only their SHA-256 is stored; a family is one login, rotated on every refresh. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when this token was exchanged for the next one; presenting it again is reuse. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_account_idx').on(t.accountId),
  ],
);

export const shortCodePurposeEnum = pgEnum('short_code_purpose', [
  'registration',
  'phone_change',
  'email_change',
  /** The e-mailed code that lets a throttled account's owner sign in (decision 071). */
  'sign_in',
]);
export const messageChannelEnum = pgEnum('message_channel', ['email', 'sms']);

/** Confirmation codes sent by e-mail or SMS; `id` is the uuid the client confirms with. */
export const shortCodes = pgTable(
  'short_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: shortCodePurposeEnum('purpose').notNull(),
    channel: messageChannelEnum('channel').notNull(),
    /** Where the code went: the new phone or e-mail for a change. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('short_codes_account_idx').on(t.accountId, t.purpose)],
);

/** E-mail and SMS while no real transport is configured (docs/architecture.md, 'Outbox'). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    channel: messageChannelEnum('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The event that sent it: a repeated delivery of the event stores the message once. */
    eventId: bigint('event_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_recipient_idx').on(sql`lower(${t.recipient})`, t.createdAt.desc()),
    uniqueIndex('outbox_messages_event_key').on(t.eventId),
  ],
);
