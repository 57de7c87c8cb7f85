import type { Region } from '@marketplace/contract';
import { and, desc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { chatMessages, conversationParticipants, conversations } from '../../db/schema/index.ts';

/** How many conversations, and messages of each, an administrator reads beside a dispute. */
const CONVERSATIONS_MAX = 5;
const MESSAGES_MAX = 100;

/**
 * What the chat module hands to the administration console (issue 25), read only: for the user
 * page, the account's newest conversations and who else takes part (never the messages,
 * decision 087); beside an order dispute, the direct conversations of its two parties (decision 085).
 */
export function createChatAdminReads(db: Executor) {
  return {
    async conversationsOfAccount(accountId: number, limit: number) {
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
        .where(eq(conversationParticipants.accountId, accountId))
        .orderBy(
          desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
          desc(conversations.id),
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
        otherAccountIds: others.filter((o) => o.conversationId === row.id).map((o) => o.accountId),
      }));
    },

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
