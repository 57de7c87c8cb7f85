import type { Region } from '@marketplace/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { categories, categoryFields, offerCategoryCounts } from '../../db/schema/index.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryFieldRow = typeof categoryFields.$inferSelect;

export function createCategoriesRepository(db: Executor) {
  return {
    listByRegion(region: Region): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .where(eq(categories.region, region))
        .orderBy(asc(categories.position), asc(categories.id));
    },

    /** Published offers per category (direct only; the service rolls counts up the tree), kept by triggers. */
    async publishedOfferCounts(region: Region): Promise<Map<number, number>> {
      const rows = await db
        .select({ categoryId: offerCategoryCounts.categoryId, count: offerCategoryCounts.published })
        .from(offerCategoryCounts)
        .where(and(eq(offerCategoryCounts.region, region), gt(offerCategoryCounts.published, 0)));
      return new Map(rows.map((row) => [row.categoryId, row.count]));
    },

    /** The form fields of every category of the edition, in form order. */
    async fieldsByRegion(region: Region): Promise<CategoryFieldRow[]> {
      const rows = await db
        .select({ field: categoryFields })
        .from(categoryFields)
        .innerJoin(categories, eq(categories.id, categoryFields.categoryId))
        .where(eq(categories.region, region))
        .orderBy(asc(categoryFields.categoryId), asc(categoryFields.position), asc(categoryFields.id));
      return rows.map((row) => row.field);
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
