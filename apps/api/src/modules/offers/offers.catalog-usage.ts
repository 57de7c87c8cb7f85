import type { Region } from '@marketplace/contract';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';

/**
 * What the console's catalog may read of offers (decision 091): how many offers each category
 * holds and which values of a custom field they use, so that a change never leaves an existing
 * offer invalid. Every status counts: a draft or a closed offer may be edited or republished.
 */
export function createOfferCatalogUsage(db: Executor) {
  return {
    /** Offers of any status directly in each category of the edition. */
    async countsByCategory(region: Region): Promise<Map<number, number>> {
      const rows = await db
        .select({ categoryId: offers.categoryId, value: count() })
        .from(offers)
        .where(eq(offers.region, region))
        .groupBy(offers.categoryId);
      return new Map(rows.map((row) => [row.categoryId, row.value]));
    },

    /** The distinct values offers in these categories hold under the attribute `name`, as text. */
    async valuesInUse(categoryIds: number[], name: string): Promise<string[]> {
      if (categoryIds.length === 0) return [];
      const value = sql<string>`${offers.attributes} ->> ${name}`;
      const rows = await db
        .selectDistinct({ value })
        .from(offers)
        .where(and(sql`${offers.categoryId} in ${categoryIds}`, isNotNull(value)))
        .limit(1000);
      return rows.map((row) => row.value).filter((v) => v !== '');
    },
  };
}

export type OfferCatalogUsage = ReturnType<typeof createOfferCatalogUsage>;
