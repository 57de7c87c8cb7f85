import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conversationParticipants, conversations } from '../../db/schema/index.ts';

/**
 * What the chat module hands to the console's user page (issue 25, decision 087): the account's
 * newest conversations and who else takes part (never the messages).
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
  };
}

export type ChatAdminReads = ReturnType<typeof createChatAdminReads>;
