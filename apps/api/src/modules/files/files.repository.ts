import { and, count, eq, isNull, lt, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files, offerImages } from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;

const unused = sql`not exists (select 1 from ${offerImages} where ${offerImages.fileId} = ${files.id})`;

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

    /**
     * An account's offer photos that no offer has taken yet, and when the oldest was uploaded (it
     * reads the small partial index of unattached files).
     */
    async pendingOfferImages(ownerAccountId: number): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ count: count(), oldest: min(files.createdAt) })
        .from(files)
        .where(
          and(
            eq(files.ownerAccountId, ownerAccountId),
            eq(files.kind, 'offer_image'),
            isNull(files.attachedAt),
          ),
        );
      return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
    },

    /** Offer photos created before `before` that no offer uses (never attached, or dropped in an edit). */
    async unusedOfferImageIds(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.kind, 'offer_image'), lt(files.createdAt, before), unused))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Deletes the file if still unused (an offer may have taken it since it was listed). */
    async deleteIfUnused(id: string): Promise<FileRow | undefined> {
      const [row] = await db
        .delete(files)
        .where(and(eq(files.id, id), unused))
        .returning();
      return row;
    },

    async delete(id: string): Promise<void> {
      await db.delete(files).where(eq(files.id, id));
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
