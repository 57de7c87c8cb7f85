import type { Region } from '@marketplace/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { categories, categoryFields } from '../../db/schema/index.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryFieldRow = typeof categoryFields.$inferSelect;

/**
 * What the categories repository reads of a module that depends on categories (so categories
 * cannot import it): app.ts hands in the owner's read.
 */
export interface CategoriesReadsOfOthers {
  /** Published offers per category of the edition (the search module's `publishedOfferCounts`). */
  publishedOfferCounts: (db: Executor, region: Region) => Promise<Map<number, number>>;
}

export function createCategoriesRepository(db: Executor, others: CategoriesReadsOfOthers) {
  return {
    listByRegion(region: Region): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .where(eq(categories.region, region))
        .orderBy(asc(categories.position), asc(categories.id));
    },

    /** Published offers per category (direct only; the service rolls counts up the tree), kept by triggers. */
    publishedOfferCounts(region: Region): Promise<Map<number, number>> {
      return others.publishedOfferCounts(db, region);
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

    // The console's writes (issue 25, decision 091): each inside the unit of work with its audit entry.

    /** Locks the edition's categories, so that two moves at once cannot make a cycle together. */
    async lockRegion(region: Region): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .where(eq(categories.region, region))
        .orderBy(asc(categories.position), asc(categories.id))
        .for('update');
    },

    async findForUpdate(id: number): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).for('update');
      return row;
    },

    async insert(values: typeof categories.$inferInsert): Promise<CategoryRow> {
      const [row] = await db.insert(categories).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<typeof categories.$inferInsert>): Promise<CategoryRow> {
      const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
      return row!;
    },

    async slugTaken(region: Region, slug: string): Promise<boolean> {
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.region, region), eq(categories.slug, slug)))
        .limit(1);
      return rows.length > 0;
    },

    fieldsOf(categoryIds: number[]): Promise<CategoryFieldRow[]> {
      if (categoryIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(categoryFields)
        .where(sql`${categoryFields.categoryId} in ${categoryIds}`)
        .orderBy(asc(categoryFields.position), asc(categoryFields.id));
    },

    async findFieldForUpdate(categoryId: number, fieldId: number): Promise<CategoryFieldRow | undefined> {
      const [row] = await db
        .select()
        .from(categoryFields)
        .where(and(eq(categoryFields.id, fieldId), eq(categoryFields.categoryId, categoryId)))
        .for('update');
      return row;
    },

    async insertField(values: typeof categoryFields.$inferInsert): Promise<CategoryFieldRow> {
      const [row] = await db.insert(categoryFields).values(values).returning();
      return row!;
    },

    async updateField(
      id: number,
      values: Partial<typeof categoryFields.$inferInsert>,
    ): Promise<CategoryFieldRow> {
      const [row] = await db.update(categoryFields).set(values).where(eq(categoryFields.id, id)).returning();
      return row!;
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
