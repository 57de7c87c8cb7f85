import type { Region } from '@marketplace/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;

export function createOutboxRepository(db: Executor) {
  return {
    async add(message: {
      region: Region;
      channel: 'email' | 'sms';
      recipient: string;
      subject: string;
      text: string;
      eventId?: number | null;
    }) {
      await db.insert(outboxMessages).values(message).onConflictDoNothing({ target: outboxMessages.eventId });
    },

    list(recipient: string | undefined, limit = 100): Promise<OutboxMessageRow[]> {
      const query = db.select().from(outboxMessages);
      const filtered = recipient
        ? query.where(eq(sql`lower(${outboxMessages.recipient})`, recipient.toLowerCase()))
        : query;
      return filtered.orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)).limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
