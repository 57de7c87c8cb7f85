import type { Region } from '@marketplace/contract';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  like,
  ne,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { chatMessages, conversationParticipants, conversations } from '../../db/schema/index.ts';
import { offerTitleOf } from '../offers/index.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** An inbox line: the conversation, the caller's unread count and the last message. */
export interface ConversationLine extends ConversationRow {
  unreadCount: number;
  lastMessageBody: string | null;
}

/** A support inbox line: the conversation and its last message's body and author. */
export interface AdministrationLine extends ConversationRow {
  lastMessageBody: string | null;
  lastMessageAuthorId: number | null;
}

/** What a participant shows: the name parts `displayName` needs and the avatar's storage key. */
export interface ParticipantAccount {
  id: number;
  type: 'person' | 'company';
  role: 'user' | 'admin';
  username: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  avatarKey: string | null;
  /** Set once its owner deleted it (decision 078): it is shown by its username, and hears nothing more. */
  deletedAt: Date | null;
}

/** The accounts a conversation is between, read from its pair key (decision 065). */
export function partiesOf(conversation: Pick<ConversationRow, 'kind' | 'pairKey'>): number[] {
  const parts = conversation.pairKey.split(':');
  if (conversation.kind === 'administration') return [Number(parts[1])];
  return [Number(parts[1]), Number(parts[2])];
}

export function directPairKey(a: number, b: number, offerId: number | null): string {
  return `direct:${Math.min(a, b)}:${Math.max(a, b)}:${offerId ?? 0}`;
}

export function administrationPairKey(userId: number): string {
  return `administration:${userId}`;
}

const unreadCount = (accountId: number | Placeholder) => sql<number>`(
  select count(*)::int from ${chatMessages} m
  where m.conversation_id = ${conversations.id}
    and m.id > ${conversationParticipants.lastReadMessageId}
    and m.author_id is distinct from ${accountId})`;

const lastMessageBody = sql<string | null>`(
  select m.body from ${chatMessages} m
  where m.conversation_id = ${conversations.id} order by m.id desc limit 1)`;

/** The caller's conversations of the edition that hold a message (what the inbox lists). */
const inboxOf = (accountId: number | Placeholder, region: Region | Placeholder) =>
  and(
    eq(conversationParticipants.accountId, accountId),
    eq(conversations.region, region),
    sql`${conversations.lastMessageAt} is not null`,
  );

/** A participant as the accounts module's person summary builds it in SQL (its dates are strings). */
export type ParticipantJson = Omit<ParticipantAccount, 'deletedAt'> & { deletedAt: string | null };

/**
 * What chat reads of accounts (docs/architecture.md, 'Modules and their faces'): the accounts
 * module depends on chat, so platform.ts hands these in (`accountReads`).
 */
export interface ChatReadsOfOthers {
  /** The person summary of the account `accountId` names (a correlated subquery), or null. */
  personOf: (accountId: SQLWrapper) => SQL<ParticipantAccount | null>;
  /** The person summary's JSON as the typed row. */
  toPerson: (json: ParticipantJson) => ParticipantAccount;
  peopleByIds: (db: Executor, ids: number[]) => Promise<ParticipantAccount[]>;
  activeAccountOf: (
    db: Executor,
    id: number,
    region: Region,
  ) => Promise<{ id: number; role: 'user' | 'admin'; createdAt: Date } | undefined>;
  administratorIdsOf: (db: Executor, region: Region) => Promise<number[]>;
}

/**
 * The accounts a conversation is between (those of its pair key, as `partiesOf` reads them), as
 * the accounts module's person summaries with their avatars, as JSON: the inbox needs no second
 * round trip for them.
 */
const partiesJson = (personOf: ChatReadsOfOthers['personOf']) => sql<ParticipantJson[]>`(
  select coalesce(json_agg(party.person), '[]'::json)
  from (select ${personOf(sql`party_id.id`)} as person
    from (values (split_part(${conversations.pairKey}, ':', 2)::int),
                 (nullif(split_part(${conversations.pairKey}, ':', 3), '')::int)) as party_id(id)) party
  where party.person is not null)`;

/**
 * A page of the inbox with its unread counts, last messages, parties and the total (a window): one
 * statement, built once and prepared once per connection on PostgreSQL (the hottest chat read).
 */
function inboxPageQuery(db: Executor, personOf: ChatReadsOfOthers['personOf']) {
  const accountId = sql.placeholder('accountId');
  return db
    .select({
      conversation: conversations,
      unreadCount: unreadCount(accountId),
      lastMessageBody,
      parties: partiesJson(personOf),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(inboxOf(accountId, sql.placeholder('region')))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('chat_inbox_page');
}

/**
 * The chat's own rows as "Download my data" and the console read them (`createChatExport`): an
 * account's conversations and a conversation's messages. Part of the repository too.
 */
export function createChatRowReads(db: Executor) {
  return {
    /**
     * The conversations an account takes part in, with the other participants' ids: by id after
     * `afterId` ("Download my data" reads them a page at a time), or without it the newest activity
     * first (the console's user page).
     */
    async conversationsOfAccount(accountId: number, limit: number, afterId?: number) {
      const rows = await db
        .select({
          id: conversations.id,
          kind: conversations.kind,
          offerId: conversations.offerId,
          subject: conversations.subjectName,
          createdAt: conversations.createdAt,
        })
        .from(conversationParticipants)
        .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
        .where(
          and(
            eq(conversationParticipants.accountId, accountId),
            afterId === undefined ? undefined : gt(conversations.id, afterId),
          ),
        )
        .orderBy(
          ...(afterId === undefined
            ? [
                desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
                desc(conversations.id),
              ]
            : [asc(conversations.id)]),
        )
        .limit(limit);
      if (rows.length === 0) return [];
      const others = await db
        .select({
          conversationId: conversationParticipants.conversationId,
          accountId: conversationParticipants.accountId,
        })
        .from(conversationParticipants)
        .where(
          and(
            inArray(
              conversationParticipants.conversationId,
              rows.map((row) => row.id),
            ),
            ne(conversationParticipants.accountId, accountId),
          ),
        );
      return rows.map((row) => ({
        ...row,
        otherAccountIds: others
          .filter((other) => other.conversationId === row.id)
          .map((other) => other.accountId),
      }));
    },

    /** The messages after `afterId`, oldest first, up to `limit` (a reconnected client's catch-up). */
    async messagesAfter(conversationId: number, afterId: number, limit: number): Promise<ChatMessageRow[]> {
      return db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, afterId)))
        .orderBy(asc(chatMessages.id))
        .limit(limit);
    },
  };
}

/** Advisory locks of the rules of decision 133: an account's new conversations, and its first messages. */
const STARTER_LOCK = 7_413_301;
const FIRST_TEXT_LOCK = 7_413_302;

export function createChatRepository(db: Executor, reads: ChatReadsOfOthers) {
  let inboxPage: ReturnType<typeof inboxPageQuery> | undefined;
  return {
    ...createChatRowReads(db),

    /** The newest direct conversations between two accounts of the edition, about any offer. */
    async directConversationsBetween(region: Region, oneId: number, otherId: number, limit: number) {
      return db
        .select({ id: conversations.id, subject: conversations.subjectName })
        .from(conversations)
        .where(
          and(
            eq(conversations.region, region),
            eq(conversations.kind, 'direct'),
            like(conversations.pairKey, `direct:${Math.min(oneId, otherId)}:${Math.max(oneId, otherId)}:%`),
          ),
        )
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(limit);
    },

    /**
     * The caller's conversations that have a message, newest activity first, with the unread
     * count (messages by others after the caller's read position) and the last message.
     */
    async pageFor(
      accountId: number,
      region: Region,
      limit: number,
      offset: number,
    ): Promise<{ lines: ConversationLine[]; parties: ParticipantAccount[]; total: number }> {
      inboxPage ??= inboxPageQuery(db, reads.personOf);
      const rows = await inboxPage.execute({ accountId, region, limit, offset });
      if (rows.length === 0 && offset > 0) {
        const [counted] = await db
          .select({ total: sql<number>`count(*)::int` })
          .from(conversationParticipants)
          .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
          .where(inboxOf(accountId, region));
        return { lines: [], parties: [], total: counted?.total ?? 0 };
      }
      return {
        lines: rows.map((row) => ({
          ...row.conversation,
          unreadCount: row.unreadCount,
          lastMessageBody: row.lastMessageBody,
        })),
        parties: rows.flatMap((row) => row.parties.map(reads.toPerson)),
        total: rows[0]?.total ?? 0,
      };
    },

    /** How many of the caller's conversations hold messages by others after the read position. */
    async unreadConversations(accountId: number, region: Region): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(conversationParticipants)
        .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
        .where(and(inboxOf(accountId, region), sql`${unreadCount(accountId)} > 0`));
      return row?.count ?? 0;
    },

    async findConversation(id: number, region: Region): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.region, region)));
      return row;
    },

    async findByPairKey(region: Region, pairKey: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.region, region), eq(conversations.pairKey, pairKey)));
      return row;
    },

    /** Creates the conversation unless its pair key exists; answers it only when this call made it. */
    async createConversation(
      values: typeof conversations.$inferInsert,
      participantIds: number[],
    ): Promise<ConversationRow | undefined> {
      const [created] = await db
        .insert(conversations)
        .values(values)
        .onConflictDoNothing({ target: [conversations.region, conversations.pairKey] })
        .returning();
      if (!created) return undefined;
      await db
        .insert(conversationParticipants)
        .values(participantIds.map((accountId) => ({ conversationId: created.id, accountId })))
        .onConflictDoNothing();
      return created;
    },

    /** The caller's read position, or undefined when the caller is no participant. */
    async participation(conversationId: number, accountId: number) {
      const [row] = await db
        .select()
        .from(conversationParticipants)
        .where(
          and(
            eq(conversationParticipants.conversationId, conversationId),
            eq(conversationParticipants.accountId, accountId),
          ),
        );
      return row;
    },

    /** Accounts with their names and avatars, for the participants of a page of conversations. */
    async accountsByIds(ids: number[]): Promise<ParticipantAccount[]> {
      return reads.peopleByIds(db, ids);
    },

    /** An active account of the edition, or undefined. */
    async activeAccount(id: number, region: Region) {
      return reads.activeAccountOf(db, id, region);
    },

    /** The active administrators of an edition (they answer its administration conversations). */
    async administratorIds(region: Region): Promise<number[]> {
      return reads.administratorIdsOf(db, region);
    },

    /** A published or closed offer of `accountId` in the edition (drafts are nobody's business), or undefined. */
    async offerOf(offerId: number, accountId: number, region: Region) {
      const row = await offerTitleOf(db, offerId, accountId, region);
      return row && row.status !== 'draft' ? row : undefined;
    },

    async countMessages(conversationId: number, afterId = 0): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, afterId)));
      return row?.total ?? 0;
    },

    /** A page of messages counted from the newest (page 1 = the newest), oldest first within it. */
    async messagesPage(conversationId: number, limit: number, offset: number): Promise<ChatMessageRow[]> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(desc(chatMessages.id))
        .limit(limit)
        .offset(offset);
      return rows.reverse();
    },

    async lastMessageId(conversationId: number): Promise<number> {
      const [row] = await db
        .select({ id: sql<number | null>`max(${chatMessages.id})` })
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId));
      return row?.id ?? 0;
    },

    /**
     * Moves the account's read position forward to `messageId` (never back), adding the account
     * as a participant when it is not one yet (an administrator answering). Answers whether it moved.
     */
    async markRead(conversationId: number, accountId: number, messageId: number): Promise<boolean> {
      const moved = await db
        .insert(conversationParticipants)
        .values({ conversationId, accountId, lastReadMessageId: messageId })
        .onConflictDoUpdate({
          target: [conversationParticipants.conversationId, conversationParticipants.accountId],
          set: { lastReadMessageId: messageId },
          setWhere: sql`${conversationParticipants.lastReadMessageId} < ${messageId}`,
        })
        .returning({ id: conversationParticipants.accountId });
      return moved.length > 0;
    },

    /**
     * Records the activity time; the row lock it takes makes the messages of one conversation
     * commit one after another, so their realtime events (one stream) are numbered in that order.
     */
    async touch(
      conversationId: number,
      at: Date,
      awaiting: 'unchanged' | 'awaiting' | 'answered' = 'unchanged',
    ): Promise<void> {
      await db
        .update(conversations)
        .set({
          lastMessageAt: at,
          // Decision 089: the user's message starts the wait (unless it runs already); an answer ends it.
          ...(awaiting === 'awaiting'
            ? { awaitingAnswerSince: sql`coalesce(${conversations.awaitingAnswerSince}, ${at})` }
            : awaiting === 'answered'
              ? { awaitingAnswerSince: null }
              : {}),
        })
        .where(eq(conversations.id, conversationId));
    },

    /**
     * The support inbox (decision 089): the edition's administration conversations that hold a
     * message, unanswered ones first (longest waiting first), then the rest by latest activity,
     * with the last message (its author and body) read along the conversation's message index.
     */
    async administrationPage(
      region: Region,
      state: 'unanswered' | 'answered' | 'all',
      limit: number,
      offset: number,
    ): Promise<{ lines: AdministrationLine[]; total: number }> {
      const where = and(
        eq(conversations.region, region),
        eq(conversations.kind, 'administration'),
        sql`${conversations.lastMessageAt} is not null`,
        state === 'unanswered'
          ? sql`${conversations.awaitingAnswerSince} is not null`
          : state === 'answered'
            ? sql`${conversations.awaitingAnswerSince} is null`
            : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            conversation: conversations,
            // Qualified by hand: in a query of one table drizzle leaves its columns unqualified,
            // and inside the subquery a bare "id" would be the message's.
            lastMessageBody: sql<string | null>`(
              select m.body from ${chatMessages} m
              where m.conversation_id = "conversations"."id" order by m.id desc limit 1)`,
            lastMessageAuthorId: sql<number | null>`(
              select m.author_id from ${chatMessages} m
              where m.conversation_id = "conversations"."id" order by m.id desc limit 1)`,
          })
          .from(conversations)
          .where(where)
          .orderBy(
            sql`${conversations.awaitingAnswerSince} asc nulls last`,
            desc(conversations.lastMessageAt),
            desc(conversations.id),
          )
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(conversations)
          .where(where),
      ]);
      return {
        lines: rows.map((row) => ({
          ...row.conversation,
          lastMessageBody: row.lastMessageBody,
          lastMessageAuthorId: row.lastMessageAuthorId,
        })),
        total: counted?.total ?? 0,
      };
    },

    // Safe to trade (decision 133).

    /** Makes one account's conversation starts take turns until the transaction ends (across processes). */
    async lockStarter(accountId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${STARTER_LOCK}, ${accountId})`);
    },

    /** The conversations the account started since `since`: how many, and the oldest one's time. */
    async startedSince(accountId: number, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          oldest: sql<Date | null>`min(${conversations.createdAt})`.mapWith(conversations.createdAt),
        })
        .from(conversations)
        .where(and(eq(conversations.startedByAccountId, accountId), gt(conversations.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
    },

    /** Makes one account's first messages take turns until the transaction ends (across processes). */
    async lockFirstTexts(accountId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${FIRST_TEXT_LOCK}, ${accountId})`);
    },

    /** Whether the account wrote in the conversation already. */
    async hasWritten(conversationId: number, authorId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.authorId, authorId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * The other accounts `authorId` sent a first message with this text key to since `since`, but
     * `exceptId`: how many, and when the oldest of those messages was written.
     */
    async firstTextRecipients(
      authorId: number,
      key: string,
      since: Date,
      exceptId: number,
    ): Promise<{ count: number; oldest: Date | null }> {
      const other = sql`case when split_part(${conversations.pairKey}, ':', 2)::int = ${authorId}
        then split_part(${conversations.pairKey}, ':', 3)::int
        else split_part(${conversations.pairKey}, ':', 2)::int end`;
      const [row] = await db
        .select({
          count: sql<number>`count(distinct ${other})::int`,
          oldest: sql<Date | null>`min(${chatMessages.createdAt})`.mapWith(chatMessages.createdAt),
        })
        .from(chatMessages)
        .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
        .where(
          and(
            eq(chatMessages.authorId, authorId),
            eq(chatMessages.firstTextKey, key),
            gt(chatMessages.createdAt, since),
            sql`${other} <> ${exceptId}`,
          ),
        );
      return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
    },

    async insertMessage(values: typeof chatMessages.$inferInsert): Promise<ChatMessageRow> {
      const [row] = await db.insert(chatMessages).values(values).returning();
      return row!;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
