import type { Region } from '@marketplace/contract';
import { and, asc, count, eq, gt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import type { OffersReadsOfOthers } from './offers.common.repository.ts';

/** Whether the account has a published offer (its profile page exists). */
const hasPublished = (accountId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from offers o where o.account_id = ${accountId} and o.status = 'published')`;

/** How many published offers the account has. */
const publishedCountOf = (accountId: SQLWrapper): SQL<number> =>
  sql<number>`(select count(*)::int from offers o where o.account_id = ${accountId} and o.status = 'published')`;

/**
 * Offers and their sellers counted and paged: an account's figures, the sitemap's lean pages, the
 * home page's companies.
 */
export function createOfferCounts(db: Executor, reads: OffersReadsOfOthers) {
  return {
    /**
     * All of an account's offers, its published ones (its profile lists them, sold out or not), and
     * those for sale with their worth (minor units): published and, for a product, with pieces left
     * (decision 118); each price times its pieces (`offerValue` of the contract), summed in numeric,
     * which neither the products nor the sum can overflow (decision 069).
     */
    async countsForAccount(
      accountId: number,
    ): Promise<{ total: number; published: number; forSale: number; forSaleValue: number }> {
      const forSale = sql`${offers.status} = 'published' and (${offers.type} <> 'product' or ${offers.quantity} > 0)`;
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          published: sql<number>`(count(*) filter (where ${offers.status} = 'published'))::int`,
          forSale: sql<number>`(count(*) filter (where ${forSale}))::int`,
          forSaleValue:
            sql<number>`coalesce(sum(${offers.priceAmount}::numeric * greatest(coalesce(${offers.quantity}, 1), 1)) filter (where ${forSale}), 0)`.mapWith(
              Number,
            ),
        })
        .from(offers)
        .where(eq(offers.accountId, accountId));
      return {
        total: row?.total ?? 0,
        published: row?.published ?? 0,
        forSale: row?.forSale ?? 0,
        forSaleValue: row?.forSaleValue ?? 0,
      };
    },

    /** How many offers of the edition are published (the sitemap's count). */
    async countPublished(region: Region): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(offers)
        .where(and(eq(offers.region, region), eq(offers.status, 'published')));
      return row?.value ?? 0;
    },

    /**
     * Published offers of the edition by id, ids and change dates only: `offset` rows past
     * `afterId` (keyset, so later pages cost no more than the first).
     */
    publishedIdsPage(region: Region, afterId: number, offset: number, limit: number) {
      return db
        .select({ id: offers.id, updatedAt: offers.updatedAt })
        .from(offers)
        .where(and(eq(offers.region, region), eq(offers.status, 'published'), gt(offers.id, afterId)))
        .orderBy(asc(offers.id))
        .offset(offset)
        .limit(limit);
    },

    /** How many active accounts of the edition have a published offer. */
    async countSellersWithPublished(region: Region): Promise<number> {
      return reads.countActiveWith(db, region, hasPublished);
    },

    /** Ids of active accounts of the edition with a published offer, paged like `publishedIdsPage`. */
    sellersWithPublishedPage(region: Region, afterId: number, offset: number, limit: number) {
      return reads.activeIdsWith(db, region, hasPublished, afterId, offset, limit);
    },

    /** Companies with published offers, most offers first. */
    async companiesWithOffers(region: Region, limit: number) {
      const rows = await reads.activeCompaniesBy(db, region, publishedCountOf, limit);
      return rows.map(({ weight, ...company }) => ({ ...company, offersCount: weight }));
    },
  };
}
