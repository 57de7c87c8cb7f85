import type { Region } from '@marketplace/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { chatMessages, conversationParticipants, conversations } from '../../db/schema/index.ts';

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
