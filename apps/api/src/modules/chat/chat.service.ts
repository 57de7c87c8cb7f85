import {
  CHAT_MESSAGES_PAGE_SIZE,
  CONVERSATIONS_PAGE_SIZE,
  displayName,
  LAST_MESSAGE_PREFIX_LENGTH,
  MESSAGES,
  paginationOf,
  type ChatMessageDto,
  type ConversationDto,
  type ChatUnreadDto,
  type ConversationsPage,
  type Region,
} from '@marketplace/contract';
import type { RateLimiter } from '../../adapters/rate-limits/rate-limiter.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Principal } from '../../http/auth.ts';
import type { Clock } from '../../shared/clock.ts';
import { createHash } from 'node:crypto';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../shared/errors.ts';
import type { AuditLog } from '../audit/index.ts';
import type { EventLog } from '../events/index.ts';
import {
  notifyUnlessUnread,
  readConversationNotifications,
  type NotificationsScope,
} from '../notifications/index.ts';
import { externalUidOf, queueRealtime } from '../realtime/index.ts';
import type { AssessMessage, SafetyScope } from '../safety/index.ts';
import {
  CHAT_SEND_LIMIT,
  counterpartDeleted,
  isNewAccount,
  mayTakePart,
  NEW_CONVERSATIONS_WINDOW_MS,
  normalisedFirstText,
  SAME_TEXT_LIMIT,
} from './chat.policy.ts';
import { authorUidOf, presentMessage, presentSummary } from './chat.presenter.ts';
import {
  administrationPairKey,
  directPairKey,
  partiesOf,
  type ChatRepository,
  type ConversationLine,
  type ConversationRow,
  type ParticipantAccount,
} from './chat.repository.ts';

/** The repositories a message or a read position commits together with, its realtime events included. */
export interface ChatScope extends NotificationsScope, SafetyScope {
  chat: ChatRepository;
  audit: AuditLog;
  events: EventLog;
}

/**
 * The event of an account refused for sending the same first message to many accounts (decision
 * 133); app.ts hands its topic to the reports module, whose handler flags the account.
 */
export const CHAT_SAME_TEXT_BURST_TOPIC = 'chat.same-text-burst';

/** Seconds until `oldest` leaves a window of `windowMs` (at least 1): a 429's Retry-After. */
const secondsUntilOut = (oldest: Date | null, windowMs: number, now: Date) =>
  Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + windowMs - now.getTime()) / 1000));

/** A conversation's realtime events reach sockets in the order they were written. */
const streamOf = (conversationId: number) => `conversation:${conversationId}`;

/** The caller: an account of the edition. */
export interface Caller {
  accountId: number;
  region: Region;
  /** The caller's session: the conversation's socket token ends with it (decision 074). */
  familyId?: string;
}

/**
 * Chat (spec 001 "Chat", decision 065): conversations between two users (optionally about an
 * offer) or between a user and the administration of the edition, their messages, read positions
 * and unread counts; their events go out to the participants' sockets as events of the same
 * transaction (decision 075).
 */
export function createChatService(deps: {
  chatRepository: ChatRepository;
  unitOfWork: UnitOfWork<ChatScope>;
  /** Signs the conversation's `accessToken` for the socket. */
  signRealtimeToken: (principal: Principal) => Promise<string>;
  rateLimiter: RateLimiter;
  storage: Storage;
  clock: Clock;
  /** How many conversations an account younger than 24 hours may start per hour (decision 133). */
  newAccountConversationsPerHour: number;
  /** Why a message's recipient should be careful (the safety module, decision 132). */
  assessMessage: AssessMessage;
}) {
  const { chatRepository: repository, unitOfWork, clock } = deps;

  /** The conversation as the caller may see it; 404 when it is not theirs (or not of this edition). */
  async function load(caller: Caller, conversationId: number) {
    const conversation = await repository.findConversation(conversationId, caller.region);
    if (!conversation) throw new NotFoundError();
    const participation = await repository.participation(conversation.id, caller.accountId);
    const isAdministrator =
      !participation && conversation.kind === 'administration'
        ? (await repository.activeAccount(caller.accountId, caller.region))?.role === 'admin'
        : false;
    if (!mayTakePart(conversation, { isParticipant: participation !== undefined, isAdministrator }))
      throw new NotFoundError();
    return { conversation, lastReadMessageId: participation?.lastReadMessageId ?? 0 };
  }

  /** Everyone whose sockets hear a conversation's events: its parties and, for the administration, every admin. */
  async function audienceOf(conversation: ConversationRow): Promise<number[]> {
    const parties = partiesOf(conversation);
    if (conversation.kind === 'direct') return parties;
    return [...new Set([...parties, ...(await repository.administratorIds(conversation.region))])];
  }

  async function summaries(lines: ConversationLine[], viewerId: number, known?: ParticipantAccount[]) {
    const parties =
      known ?? (await repository.accountsByIds([...new Set(lines.flatMap((line) => partiesOf(line)))]));
    const accounts = new Map(parties.map((account) => [account.id, account]));
    return lines.map((line) => presentSummary(line, viewerId, accounts, deps.storage));
  }

  /**
   * One conversation with a page of messages (or those after `after`), marking it read up to the
   * last message answered, clearing its new-message notifications and telling the others.
   */
  async function view(
    caller: Caller,
    conversation: ConversationRow,
    lastReadMessageId: number,
    { page, after }: { page: number; after?: number },
  ): Promise<ConversationDto> {
    const [total, rows, [last]] = await Promise.all([
      repository.countMessages(conversation.id, after ?? 0),
      after === undefined
        ? repository.messagesPage(
            conversation.id,
            CHAT_MESSAGES_PAGE_SIZE,
            (page - 1) * CHAT_MESSAGES_PAGE_SIZE,
          )
        : repository.messagesAfter(conversation.id, after, CHAT_MESSAGES_PAGE_SIZE),
      repository.messagesPage(conversation.id, 1, 0),
    ]);
    // Read up to the newest message, or with `after` up to the last one answered.
    const readUpTo = (after === undefined ? last?.id : rows.at(-1)?.id) ?? 0;
    const moves = readUpTo > lastReadMessageId;
    const audience = moves ? await audienceOf(conversation) : [];
    await unitOfWork(async (scope) => {
      const { chat, events } = scope;
      if (moves && (await chat.markRead(conversation.id, caller.accountId, readUpTo))) {
        await queueRealtime(
          events,
          audience,
          {
            type: 'read',
            conversationId: conversation.id,
            externalUid: authorUidOf(conversation, caller.accountId),
            lastReadMessageId: readUpTo,
          },
          streamOf(conversation.id),
        );
      }
      // The bell refetches when its unread count just went down.
      await readConversationNotifications(scope, conversation.id, caller.accountId, clock());
    });

    const line: ConversationLine = {
      ...conversation,
      // What is left after this answer: with `after`, the messages of the next catch-up call.
      unreadCount: after === undefined ? 0 : Math.max(0, total - rows.length),
      lastMessageBody: last?.body ?? null,
      lastMessageAt: last?.createdAt ?? conversation.lastMessageAt,
    };
    const [summary] = await summaries([line], caller.accountId);
    return {
      ...summary!,
      messages: {
        items: rows.map((row) => presentMessage(conversation, row, caller.accountId)),
        pagination: paginationOf(after === undefined ? page : 1, CHAT_MESSAGES_PAGE_SIZE, total),
      },
      accessToken: await deps.signRealtimeToken({
        accountId: caller.accountId,
        region: caller.region,
        role: 'user',
        familyId: caller.familyId,
      }),
      tokenOwnerExternalUid: externalUidOf(caller.accountId),
    };
  }

  /** Writes a message: the message, the activity time, the sender's read position and the notifications commit together. */
  async function write(sender: Caller, conversation: ConversationRow, body: string): Promise<ChatMessageDto> {
    await deps.rateLimiter.enforce('chat-messages', String(sender.accountId), CHAT_SEND_LIMIT);
    const now = clock();
    const audience = await audienceOf(conversation);
    const administrators = conversation.kind === 'administration' ? audience.slice(1) : [];
    const [user] = partiesOf(conversation);
    const writesAsAdministration = conversation.kind === 'administration' && sender.accountId !== user;
    // Who is notified: the other party; the user's message to the administration, every admin.
    const recipients = (
      conversation.kind === 'direct'
        ? partiesOf(conversation)
        : writesAsAdministration
          ? [user!]
          : administrators
    ).filter((id) => id !== sender.accountId);
    // A deleted account keeps its conversations for the other side to read, and hears nothing more.
    if (
      conversation.kind === 'direct' &&
      counterpartDeleted(conversation, await repository.accountsByIds(recipients))
    )
      throw new ConflictError(MESSAGES.recipientDeleted);
    const writer = writesAsAdministration
      ? null
      : ((await repository.accountsByIds([sender.accountId])).map((account) => displayName(account))[0] ??
        null);

    // Decision 133: the sender's first message in a direct conversation, and its text's key.
    const normalised = conversation.kind === 'direct' ? normalisedFirstText(body) : null;
    const refusal = await unitOfWork(async (scope) => {
      const { chat, events, audit } = scope;
      let firstTextKey: string | null = null;
      if (normalised !== null && recipients[0] !== undefined) {
        // One first message of the sender at a time, so parallel sends cannot pass the count together.
        await chat.lockFirstTexts(sender.accountId);
        if (!(await chat.hasWritten(conversation.id, sender.accountId))) {
          firstTextKey = createHash('sha256').update(normalised).digest('hex');
          const sent = await chat.firstTextRecipients(
            sender.accountId,
            firstTextKey,
            new Date(now.getTime() - SAME_TEXT_LIMIT.windowMs),
            recipients[0],
          );
          if (sent.count >= SAME_TEXT_LIMIT.maxRecipients) {
            // Refused, and the account flagged for the moderators: one pending event per account.
            await events.emit(
              CHAT_SAME_TEXT_BURST_TOPIC,
              {
                region: conversation.region,
                accountId: sender.accountId,
                excerpt: [...body].slice(0, LAST_MESSAGE_PREFIX_LENGTH).join(''),
                at: now.toISOString(),
              },
              { key: `same-text-burst:${sender.accountId}` },
            );
            return { retryAfterSeconds: secondsUntilOut(sent.oldest, SAME_TEXT_LIMIT.windowMs, now) };
          }
        }
      }
      const waited = writesAsAdministration
        ? ((await chat.findConversation(conversation.id, conversation.region))?.awaitingAnswerSince ?? null)
        : null;
      await chat.touch(
        conversation.id,
        now,
        conversation.kind === 'direct' ? 'unchanged' : writesAsAdministration ? 'answered' : 'awaiting',
      );
      // Between users, a message that links to a blocked or lookalike domain, or opens the
      // conversation asking to move or pay elsewhere, carries warnings for its recipient (decision 132).
      const warnings =
        conversation.kind === 'direct'
          ? await deps.assessMessage(scope, {
              region: conversation.region,
              text: body,
              isFirstMessageOfConversation: (await chat.countMessages(conversation.id)) === 0,
            })
          : [];
      const message = presentMessage(
        conversation,
        await chat.insertMessage({
          conversationId: conversation.id,
          authorId: sender.accountId,
          body,
          firstTextKey,
          warnings,
          createdAt: now,
        }),
      );
      // The sender is not told what the recipient is warned of, here nor in the answer.
      const { warnings: _forTheRecipient, ...sent } = message;
      const others = audience.filter((id) => id !== sender.accountId);
      await queueRealtime(events, others, { type: 'message', message }, streamOf(conversation.id));
      if (others.length < audience.length)
        await queueRealtime(
          events,
          [sender.accountId],
          { type: 'message', message: sent },
          streamOf(conversation.id),
        );
      await chat.markRead(conversation.id, sender.accountId, message.id);
      // Every answer of the administration is in the audit log (decision 089), with an excerpt.
      if (writesAsAdministration) {
        await audit.record(conversation.region, sender.accountId, {
          action: 'support.answer',
          subjectType: 'conversation',
          subjectId: conversation.id,
          before: { awaitingAnswerSince: waited?.toISOString() ?? null },
          after: {
            messageId: message.id,
            excerpt: [...body].slice(0, LAST_MESSAGE_PREFIX_LENGTH).join(''),
          },
        });
      }
      for (const recipient of recipients) {
        await notifyUnlessUnread(scope, {
          region: conversation.region,
          accountId: recipient,
          kind: 'newchatmessage',
          data: {
            conversationId: conversation.id,
            messageWriter: writer,
            offerTitle:
              conversation.offerId !== null || conversation.subjectName ? conversation.subjectName : null,
          },
          dedupeKey: `newchatmessage:${message.id}:${recipient}`,
          createdAt: now,
        });
      }
      return sent;
    });
    if ('retryAfterSeconds' in refusal)
      throw new TooManyRequestsError(MESSAGES.sameTextToManyAccounts, refusal.retryAfterSeconds);
    return refusal;
  }

  /**
   * Starts a conversation (or answers the existing one): `created` says which. With `limited`, an
   * account younger than 24 hours starts at most `newAccountConversationsPerHour` an hour
   * (decision 133): counted under a lock on the account, in the transaction that inserts, so
   * parallel requests in any process cannot pass the count together; one more answers 429.
   */
  async function open(
    caller: Caller,
    values: { kind: ConversationRow['kind']; pairKey: string; offerId: number | null; subjectName: string },
    participantIds: number[],
    limited = false,
  ): Promise<{ conversation: ConversationRow; created: boolean }> {
    const now = clock();
    const row = {
      region: caller.region,
      createdAt: now,
      startedByAccountId: limited ? caller.accountId : null,
      ...values,
    };
    const starter = limited ? await repository.activeAccount(caller.accountId, caller.region) : undefined;
    const created =
      starter && isNewAccount(starter.createdAt, now)
        ? await unitOfWork(async ({ chat }) => {
            await chat.lockStarter(caller.accountId);
            // Answering a conversation that exists starts nothing.
            if (await chat.findByPairKey(caller.region, values.pairKey)) return undefined;
            const started = await chat.startedSince(
              caller.accountId,
              new Date(now.getTime() - NEW_CONVERSATIONS_WINDOW_MS),
            );
            if (started.count >= deps.newAccountConversationsPerHour)
              throw new TooManyRequestsError(
                MESSAGES.newAccountConversationLimit,
                secondsUntilOut(started.oldest, NEW_CONVERSATIONS_WINDOW_MS, now),
              );
            return chat.createConversation(row, participantIds);
          })
        : await repository.createConversation(row, participantIds);
    if (created) return { conversation: created, created: true };
    const existing = await repository.findByPairKey(caller.region, values.pairKey);
    if (!existing) throw new Error('conversation vanished after a conflicting insert');
    return { conversation: existing, created: false };
  }

  return {
    /** The Messages link's mark: conversations with unread messages. */
    async unread(caller: Caller): Promise<ChatUnreadDto> {
      return { unreadConversations: await repository.unreadConversations(caller.accountId, caller.region) };
    },

    async page(caller: Caller, page: number): Promise<ConversationsPage> {
      const { lines, parties, total } = await repository.pageFor(
        caller.accountId,
        caller.region,
        CONVERSATIONS_PAGE_SIZE,
        (page - 1) * CONVERSATIONS_PAGE_SIZE,
      );
      return {
        items: await summaries(lines, caller.accountId, parties),
        pagination: paginationOf(page, CONVERSATIONS_PAGE_SIZE, total),
      };
    },

    async one(caller: Caller, conversationId: number, query: { page: number; after?: number }) {
      const { conversation, lastReadMessageId } = await load(caller, conversationId);
      return view(caller, conversation, lastReadMessageId, query);
    },

    /** `POST /api/conversations/{userId}[/{offerId}]`. */
    async start(caller: Caller, userId: number, offerId: number | null) {
      if (userId === caller.accountId) throw new ForbiddenError(MESSAGES.cannotMessageYourself);
      const other = await repository.activeAccount(userId, caller.region);
      if (!other) throw new NotFoundError();
      const offer = offerId === null ? null : await repository.offerOf(offerId, userId, caller.region);
      if (offerId !== null && !offer) throw new NotFoundError();
      const { conversation, created } = await open(
        caller,
        {
          kind: 'direct',
          pairKey: directPairKey(caller.accountId, userId, offerId),
          offerId,
          subjectName: offer?.title ?? '',
        },
        [caller.accountId, userId],
        true,
      );
      const participation = await repository.participation(conversation.id, caller.accountId);
      return {
        created,
        conversation: await view(caller, conversation, participation?.lastReadMessageId ?? 0, { page: 1 }),
      };
    },

    /** `POST /api/conversations/contact-administration`: the caller's one conversation with the administration. */
    async contactAdministration(caller: Caller, message: string | null | undefined) {
      const { conversation, created } = await open(
        caller,
        {
          kind: 'administration',
          pairKey: administrationPairKey(caller.accountId),
          offerId: null,
          subjectName: '',
        },
        [caller.accountId],
      );
      if (message) await write(caller, conversation, message);
      const participation = await repository.participation(conversation.id, caller.accountId);
      return {
        created,
        conversation: await view(caller, conversation, participation?.lastReadMessageId ?? 0, { page: 1 }),
      };
    },

    /** `POST /api/conversations/message-sent`: only a participant (or an admin, to the administration) writes. */
    async send(caller: Caller, conversationId: number, body: string): Promise<ChatMessageDto> {
      const { conversation } = await load(caller, conversationId);
      return write(caller, conversation, body);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
