import type { Region } from '@marketplace/contract';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { chatMessages, conversations } from '../../db/schema/index.ts';

/** How many conversations, and messages of each, an administrator reads beside a dispute. */
const CONVERSATIONS_MAX = 5;
const MESSAGES_MAX = 100;

/**
 * What the chat module hands to the administration console (issue 25): the direct conversations
 * of two accounts, as a dispute between them is decided. Read only.
 */
export function createChatAdminReads(db: Executor) {
  return {
    async conversationsBetween(region: Region, oneId: number, otherId: number) {
      const [low, high] = oneId < otherId ? [oneId, otherId] : [otherId, oneId];
      const found = await db
        .select({ id: conversations.id, subject: conversations.subjectName })
        .from(conversations)
        .where(
          and(
            eq(conversations.region, region),
            eq(conversations.kind, 'direct'),
            like(conversations.pairKey, `direct:${low}:${high}:%`),
          ),
        )
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
        .limit(CONVERSATIONS_MAX);
      if (found.length === 0) return [];
      const messages = await Promise.all(
        found.map((conversation) =>
          db
            .select({
              id: chatMessages.id,
              conversationId: chatMessages.conversationId,
              authorId: chatMessages.authorId,
              body: chatMessages.body,
              createdAt: chatMessages.createdAt,
            })
            .from(chatMessages)
            .where(inArray(chatMessages.conversationId, [conversation.id]))
            .orderBy(desc(chatMessages.id))
            .limit(MESSAGES_MAX),
        ),
      );
      return found.map((conversation, index) => ({
        id: conversation.id,
        subject: conversation.subject,
        messages: messages[index]!.reverse().map(({ conversationId: _, ...message }) => ({
          ...message,
          createdAt: message.createdAt.toISOString(),
        })),
      }));
    },
  };
}

export type ChatAdminReads = ReturnType<typeof createChatAdminReads>;
