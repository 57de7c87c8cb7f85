import type { Region } from '@marketplace/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conversations } from '../../db/schema/index.ts';

/** What the chat module tells the console's dashboard (decision 090): the unanswered support conversations. */
export function createChatDashboard(db: Executor) {
  return {
    async unansweredSupport(region: Region): Promise<{ count: number; oldestAt: Date | null }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          oldestAt: sql<Date | null>`min(${conversations.awaitingAnswerSince})`.mapWith(
            conversations.awaitingAnswerSince,
          ),
        })
        .from(conversations)
        .where(
          and(
            eq(conversations.region, region),
            eq(conversations.kind, 'administration'),
            sql`${conversations.awaitingAnswerSince} is not null`,
          ),
        );
      return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null };
    },
  };
}
