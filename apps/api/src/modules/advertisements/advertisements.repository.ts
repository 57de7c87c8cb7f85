import type { AdvertArea, Region } from '@marketplace/contract';
import { and, asc, eq } from 'drizzle-orm';
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
      active?: boolean;
    }): Promise<AdvertisementRow> {
      const [row] = await db.insert(advertisements).values(values).returning();
      return row!;
    },

    async findForUpdate(region: Region, id: number): Promise<AdvertisementRow | undefined> {
      const [row] = await db
        .select()
        .from(advertisements)
        .where(and(eq(advertisements.region, region), eq(advertisements.id, id)))
        .for('update');
      return row;
    },

    async update(id: number, values: Partial<typeof advertisements.$inferInsert>): Promise<AdvertisementRow> {
      const [row] = await db.update(advertisements).set(values).where(eq(advertisements.id, id)).returning();
      return row!;
    },
  };
}

export type AdvertisementsRepository = ReturnType<typeof createAdvertisementsRepository>;
