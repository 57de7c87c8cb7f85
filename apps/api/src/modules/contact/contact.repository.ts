import type { Executor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function createContactRepository(db: Executor) {
  return {
    /** Keeps one message sent through the contact form; answers the stored row. */
    async add(values: typeof contactMessages.$inferInsert): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(values).returning();
      return row!;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
