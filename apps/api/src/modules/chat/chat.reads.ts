import type { Region } from '@marketplace/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { chatMessages, conversationParticipants, conversations } from '../../db/schema/index.ts';
import { partiesOf, type ChatRepository } from './chat.repository.ts';

/**
 * What other modules read of conversations, built here so only this module names its tables: a
 * subquery the caller embeds in its own statement (one round trip).
 */

/**
 * The messages `authorId` wrote in the edition's direct conversations `participantId` takes part
 * in, as a subquery for `exists (…)` (reviews ask whether a seller answered, decision 064).
 */
export function messagesBetween(db: Executor, participantId: number, authorId: number, region: Region) {
  return db
    .select({ one: sql`1` })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, chatMessages.conversationId),
        eq(conversationParticipants.accountId, participantId),
      ),
    )
    .where(
      and(
        eq(chatMessages.authorId, authorId),
        eq(conversations.region, region),
        eq(conversations.kind, 'direct'),
      ),
    );
}

/**
 * What the reports module reads of a reported conversation (decision 133), handed to it by app.ts
 * (the modules do not import each other): the conversation with its parties, whether an account
 * takes part, and its newest messages.
 */
export function createChatReportReads(repository: ChatRepository) {
  return {
    async conversationFor(conversationId: number, region: Region) {
      const conversation = await repository.findConversation(conversationId, region);
      if (!conversation) return undefined;
      return {
        id: conversation.id,
        kind: conversation.kind,
        parties: partiesOf(conversation),
        subject: conversation.subjectName,
      };
    },
    async isParticipant(conversationId: number, accountId: number) {
      return (await repository.participation(conversationId, accountId)) !== undefined;
    },
    async messagesOf(conversationId: number, limit: number) {
      const rows = await repository.messagesPage(conversationId, limit, 0);
      return rows.map((row) => ({
        id: row.id,
        authorId: row.authorId,
        body: row.body,
        createdAt: row.createdAt,
      }));
    },
  };
}
