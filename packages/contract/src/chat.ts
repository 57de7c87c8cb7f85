import type { MessageWarning } from './safety.ts';
import { MESSAGES } from './messages.ts';
import { IdSchema, type Paginated } from './pagination.ts';
import { z } from './zod.ts';

/** The longest chat message accepted (characters). */
export const CHAT_MESSAGE_MAX = 2000;
/** Conversations per inbox page, and messages per page of a conversation. */
export const CONVERSATIONS_PAGE_SIZE = 20;
export const CHAT_MESSAGES_PAGE_SIZE = 50;
/** Characters of the last message shown in the inbox. */
export const LAST_MESSAGE_PREFIX_LENGTH = 80;

/** `POST /api/conversations/message-sent`. */
export const ChatMessageInputSchema = z.object({
  conversationId: IdSchema,
  message: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(CHAT_MESSAGE_MAX, MESSAGES.tooLong),
});
export type ChatMessageInput = z.input<typeof ChatMessageInputSchema>;

/** `POST /api/conversations/contact-administration`: an optional first message. */
export const ContactAdministrationInputSchema = z.object({
  message: z.string().trim().max(CHAT_MESSAGE_MAX, MESSAGES.tooLong).nullish(),
});

/** A participant; `name` is null for the administration (the web labels it Admin). */
export interface ChatParticipantDto {
  externalUid: string;
  name: string | null;
  avatarUrl: string | null;
}

export interface ChatMessageDto {
  id: number;
  conversationId: number;
  /** The author's externalUid ('administration' for an administrator). */
  authorExternalUid: string;
  message: string;
  createdAt: string;
  /**
   * A message that shows a step of a price proposal (issue 28): the web shows the proposal's card
   * (made, countered) or the answer (accepted, declined) instead of the text.
   */
  proposal: { id: number; step: PriceProposalStep } | null;
  /**
   * Why the recipient should be careful (decision 132): set on messages of others that link to a
   * blocked or lookalike domain, or that open a conversation asking to move or pay elsewhere.
   */
  warnings?: MessageWarning[];
}

/** The steps of a price proposal a conversation shows. */
export const PRICE_PROPOSAL_STEPS = ['made', 'countered', 'accepted', 'declined', 'ended'] as const;
export type PriceProposalStep = (typeof PRICE_PROPOSAL_STEPS)[number];

/** An inbox line (spec 001 section 3 "Conversation"). */
export interface ConversationSummaryDto {
  id: number;
  externalUid: string;
  subjectName: string;
  offerId: number | null;
  lastMessagePrefix: string | null;
  lastMessageTime: string | null;
  participants: ChatParticipantDto[];
  unreadCount: number;
  /**
   * A direct conversation whose other side deleted its account (decision 078): it stays to be
   * read, and takes no new message (sending answers 409 `recipientDeleted`).
   */
  counterpartDeleted: boolean;
}

/**
 * One conversation with a page of its messages, oldest first (`?page=1` is the newest page).
 * `accessToken` authenticates the realtime socket as `tokenOwnerExternalUid` (decision 065).
 */
export interface ConversationDto extends ConversationSummaryDto {
  messages: Paginated<ChatMessageDto>;
  accessToken: string;
  tokenOwnerExternalUid: string;
}

export type ConversationsPage = Paginated<ConversationSummaryDto>;

/** `GET /api/conversations/unread-count`: how many conversations hold messages the caller has not read. */
export interface ChatUnreadDto {
  unreadConversations: number;
}

/** The realtime socket's path (a WebSocket on the API's origin). */
export const REALTIME_PATH = '/api/realtime';

/** Why the server ends a realtime socket (decisions 065, 074); the client reconnects after each. */
export const REALTIME_CLOSE = {
  /** The server shuts down: reconnect (to another process) and catch up. */
  goingAway: 1001,
  /** Events may have been lost between the processes (a bus's connection dropped): reconnect and catch up. */
  catchUp: 1012,
  /** No valid token, or its session ended (expired, logged out, revoked): refresh it, then reconnect. */
  unauthenticated: 4401,
} as const;

/** What a client sends on the socket: first `auth` with an access token, then `ping`s. */
export type RealtimeClientMessage = { type: 'auth'; token: string } | { type: 'ping' };

/** What the server pushes on the socket. */
export type RealtimeServerMessage =
  | { type: 'ready'; externalUid: string }
  | { type: 'pong' }
  | { type: 'error'; message: string }
  | { type: 'message'; message: ChatMessageDto }
  | { type: 'read'; conversationId: number; externalUid: string; lastReadMessageId: number }
  /** A notification was stored for the user: the client refetches its notifications. */
  | { type: 'notification' };
