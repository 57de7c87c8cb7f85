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
import { MESSAGE_WARNINGS, PRICE_PROPOSAL_STEPS } from '@marketplace/contract';
import { offers } from './offers.ts';

/**
 * Conversations (spec 001 "Chat", decision 065): between two users, optionally about an offer, or
 * between a user and the administration (any administrator of the edition may answer).
 * `pairKey` makes starting the same conversation twice answer the existing one.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    kind: text('kind', { enum: ['direct', 'administration'] }).notNull(),
    /** 'direct:{lower id}:{higher id}:{offer id or 0}' or 'administration:{user id}'. */
    pairKey: text('pair_key').notNull(),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    /** The offer's title when it began (kept if the offer goes), else empty. */
    subjectName: text('subject_name').notNull().default(''),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /**
     * An administration conversation whose last message is the user's: since when the user has
     * waited for an answer (their first message after the administration's last one); null once
     * the administration answered, and always for a direct conversation (decision 089).
     */
    awaitingAnswerSince: timestamp('awaiting_answer_since', { withTimezone: true }),
    /**
     * Who started a direct conversation through `POST /api/conversations/…` (decision 133: a new
     * account starts a few an hour); null for older ones and those a price proposal opened.
     */
    startedByAccountId: integer('started_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_region_pair_key').on(t.region, t.pairKey),
    // The support inbox and the dashboard: the edition's unanswered ones, longest waiting first.
    index('conversations_awaiting_answer_idx')
      .on(t.region, t.awaitingAnswerSince, t.id)
      .where(sql`${t.kind} = 'administration' and ${t.awaitingAnswerSince} is not null`),
    // The answered ones, latest activity first.
    index('conversations_administration_activity_idx')
      .on(t.region, t.lastMessageAt.desc(), t.id.desc())
      .where(sql`${t.kind} = 'administration'`),
    // An account's conversations started in the last hour (decision 133).
    index('conversations_started_by_idx')
      .on(t.startedByAccountId, t.createdAt)
      .where(sql`${t.startedByAccountId} is not null`),
  ],
);

/** Who takes part, and how far each has read (unread = messages after `lastReadMessageId`). */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.accountId] }),
    index('conversation_participants_account_idx').on(t.accountId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted. */
    authorId: integer('author_id').references(() => accounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /**
     * A message that shows a step of a price proposal (issue 28): the proposal (its table is the
     * price-proposals module's) and the step; the body holds the amount for the inbox's excerpt.
     */
    proposalId: integer('proposal_id'),
    proposalStep: text('proposal_step', { enum: PRICE_PROPOSAL_STEPS }),
    /**
     * The author's first message in a direct conversation: a hash of its normalised text
     * (decision 133), to see the same text sent to many accounts; null for every other message.
     */
    firstTextKey: text('first_text_key'),
    /** Why its recipient is warned (the safety module's assessment when it was sent, decision 132). */
    warnings: text('warnings', { enum: MESSAGE_WARNINGS }).array().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_first_text_idx')
      .on(t.authorId, t.firstTextKey, t.createdAt)
      .where(sql`${t.firstTextKey} is not null`),
    check('chat_messages_body_not_empty', sql`length(${t.body}) > 0`),
  ],
);
