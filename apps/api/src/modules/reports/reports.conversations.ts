import type { Region } from '@marketplace/contract';

/**
 * What the reports module reads of conversations (decision 133). The chat depends on this module
 * (its flags), so app.ts hands these in from the chat's face (`createChatReportReads`).
 */
export interface ConversationReads {
  /** A conversation of the edition with the accounts it is between, or undefined. */
  conversationFor(
    conversationId: number,
    region: Region,
  ): Promise<
    { id: number; kind: 'direct' | 'administration'; parties: number[]; subject: string } | undefined
  >;
  /** Whether the account takes part in the conversation. */
  isParticipant(conversationId: number, accountId: number): Promise<boolean>;
  /** The newest `limit` messages of the conversation, oldest first. */
  messagesOf(
    conversationId: number,
    limit: number,
  ): Promise<{ id: number; authorId: number | null; body: string; createdAt: Date }[]>;
}
