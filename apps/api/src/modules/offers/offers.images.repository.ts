import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { offerImages } from '../../db/schema/index.ts';
import { imageFilesOf, storedImageOf, type StoredImage } from '../files/index.ts';

/** An offer's photos: its image rows, in order, and the files they may take. */
export function createOfferImages(db: Executor) {
  return {
    async imagesOf(offerId: number): Promise<StoredImage[]> {
      const rows = await db
        .select({ image: storedImageOf(offerImages.fileId) })
        .from(offerImages)
        .where(eq(offerImages.offerId, offerId))
        .orderBy(asc(offerImages.position));
      return rows.flatMap((row) => (row.image ? [row.image] : []));
    },

    /** Files by id with their owner and whether an offer other than `offerId` already uses them. */
    async imageFiles(fileIds: string[], offerId?: number) {
      return imageFilesOf(
        db,
        fileIds,
        (fileId) =>
          sql<boolean>`exists (select 1 from offer_images oi where oi.file_id = ${fileId} and oi.offer_id <> ${offerId ?? 0})`,
      );
    },

    /**
     * Sets the photos of an offer in order. The caller marks their files attached in the same unit
     * of work (`attachFiles` of the files module); `at` is kept for callers of this signature.
     */
    async replaceImages(offerId: number, fileIds: string[], _at: Date): Promise<void> {
      await db.delete(offerImages).where(eq(offerImages.offerId, offerId));
      if (fileIds.length === 0) return;
      await db.insert(offerImages).values(fileIds.map((fileId, position) => ({ offerId, fileId, position })));
    },
  };
}
