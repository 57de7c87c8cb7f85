import { and, asc, count, eq, inArray, isNull, lt, min, not, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import type { PhotoHash } from './files.phash.ts';

export type FileRow = typeof files.$inferSelect;

/**
 * What the files repository reads of modules that depend on files (so files cannot import them):
 * app.ts hands in their owners' fragments, as it hands account deletion each module's erasure.
 */
export interface FilesReadsOfOthers {
  /** Whether something shows the file as a photo (the offers module's `offerPhotoUses`). */
  photoInUse: (fileId: SQLWrapper) => SQL<boolean>;
}

export function createFilesRepository(db: Executor, others: FilesReadsOfOthers) {
  const unused = not(others.photoInUse(files.id));
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

    /** Marks files as attached from `at` (see `attachFiles`). */
    async markAttached(ids: string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.update(files).set({ attachedAt: at }).where(inArray(files.id, ids));
    },

    /** Offer photos with no perceptual hash yet, oldest first (decision 135). */
    async unhashedOfferImages(limit: number): Promise<{ id: string; storageKey: string }[]> {
      return db
        .select({ id: files.id, storageKey: files.storageKey })
        .from(files)
        .where(and(isNull(files.phash), eq(files.kind, 'offer_image')))
        .orderBy(asc(files.createdAt))
        .limit(limit);
    },

    /** Stores a file's perceptual hash unless it has one; answers whether it did. */
    async setHash(id: string, hash: PhotoHash): Promise<boolean> {
      const rows = await db
        .update(files)
        .set(hash)
        .where(and(eq(files.id, id), isNull(files.phash)))
        .returning({ id: files.id });
      return rows.length > 0;
    },

    async delete(id: string): Promise<void> {
      await db.delete(files).where(eq(files.id, id));
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
