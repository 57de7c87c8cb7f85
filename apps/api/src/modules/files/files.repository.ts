import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;

export function createFilesRepository(db: Executor) {
  return {
    async create(values: typeof files.$inferInsert): Promise<FileRow> {
      const [row] = await db.insert(files).values(values).returning();
      return row!;
    },

    async find(id: string): Promise<FileRow | undefined> {
      const [row] = await db.select().from(files).where(eq(files.id, id));
      return row;
    },

    async delete(id: string): Promise<void> {
      await db.delete(files).where(eq(files.id, id));
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
