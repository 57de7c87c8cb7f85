import type { AdvertArea, Region } from '@marketplace/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { advertisements } from '../../db/schema/index.ts';

export type AdvertisementRow = typeof advertisements.$inferSelect;

export function createAdvertisementsRepository(db: Executor) {
  return {
    list(region: Region): Promise<AdvertisementRow[]> {
      return db
        .select()
        .from(advertisements)
        .where(eq(advertisements.region, region))
        .orderBy(asc(advertisements.area), asc(advertisements.position), asc(advertisements.id));
    },

    async create(values: {
      region: Region;
      area: AdvertArea;
      imageUrl?: string | null;
      alt?: string | null;
      referenceUrl?: string | null;
      script?: string | null;
      categoryIds?: number[];
      position?: number;
    }): Promise<AdvertisementRow> {
      const [row] = await db.insert(advertisements).values(values).returning();
      return row!;
    },
  };
}

export type AdvertisementsRepository = ReturnType<typeof createAdvertisementsRepository>;
