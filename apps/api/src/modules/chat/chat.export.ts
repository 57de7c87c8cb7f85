import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { chatMessages, conversationParticipants, conversations } from '../../db/schema/index.ts';

/**
 * What the chat module hands to "Download my data" (decision 077): the conversations an account
 * takes part in, one page at a time, and each one's messages, one page at a time (a user with
 * thousands of messages never has them all in memory).
 */
export function createChatExport(db: Executor) {
  return {
    async conversationsOfAccountForExport(accountId: number, afterId: number, limit: number) {
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
        .where(and(eq(conversationParticipants.accountId, accountId), gt(conversations.id, afterId)))
        .orderBy(asc(conversations.id))
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

    /** A conversation's messages after `afterId`, oldest first; the caller checked it takes part. */
    messagesForExport(conversationId: number, afterId: number, limit: number) {
      return db
        .select({
          id: chatMessages.id,
          authorId: chatMessages.authorId,
          body: chatMessages.body,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, afterId)))
        .orderBy(asc(chatMessages.id))
        .limit(limit);
    },
  };
}

export type ChatExport = ReturnType<typeof createChatExport>;
