import { CHAT_MESSAGE_MAX, type ChatMessageDto } from './chat.ts';
import { MESSAGES } from './messages.ts';
import { PageQuerySchema, type Paginated } from './pagination.ts';
import { z } from './zod.ts';

/*
 * The support inbox of the administration console (issue 25, decision 089): the edition's
 * conversations with the administration, answered as 'Admin'.
 */

export const SUPPORT_STATES = ['unanswered', 'answered', 'all'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];

/** `GET /api/admin/support?state=&page=`: unanswered by default; an unknown state is a field error. */
export const SupportQuerySchema = PageQuerySchema.extend({
  state: z.enum(SUPPORT_STATES, { error: MESSAGES.invalidValue }).default('unanswered'),
});
export type SupportQuery = z.input<typeof SupportQuerySchema>;

/** `POST /api/admin/support/:conversationId/messages`: the answer. */
export const SupportAnswerInputSchema = z.object({
  message: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(CHAT_MESSAGE_MAX, MESSAGES.tooLong),
});
export type SupportAnswerInput = z.input<typeof SupportAnswerInputSchema>;

/** The user who wrote to the administration (`/admin/users/:id` is their page). */
export interface SupportUserDto {
  id: number;
  username: string;
  name: string;
  /** Set once the user deleted their account: the conversation stays, nobody hears the answer. */
  deleted: boolean;
}

/** An inbox line. */
export interface SupportConversationDto {
  id: number;
  user: SupportUserDto;
  /** The last message's first characters, and whether the user wrote it. */
  lastMessageExcerpt: string;
  lastMessageByUser: boolean;
  lastMessageAt: string;
  /** Since when the user has waited for an answer (their first message after the last answer); null: answered. */
  awaitingAnswerSince: string | null;
}

export type SupportInboxDto = Paginated<SupportConversationDto>;

/** `GET /api/admin/support/:conversationId?page=`: the conversation with a page of messages (page 1: the newest). */
export interface SupportConversationDetailDto extends SupportConversationDto {
  messages: Paginated<ChatMessageDto>;
}
