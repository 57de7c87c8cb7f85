import type { Region } from '@marketplace/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { offerCategoryCounts } from '../../db/schema/index.ts';

/**
 * Published offers per category of the edition (direct only; categories roll them up the tree),
 * from the counts the triggers keep (migration 0008). The categories module shows them; app.ts
 * hands it this read, as search depends on categories.
 */
export async function publishedOfferCounts(db: Executor, region: Region): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: offerCategoryCounts.categoryId, count: offerCategoryCounts.published })
    .from(offerCategoryCounts)
    .where(and(eq(offerCategoryCounts.region, region), gt(offerCategoryCounts.published, 0)));
  return new Map(rows.map((row) => [row.categoryId, row.count]));
}
