import type { Region } from '@marketplace/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { storedImageOf, type StoredImage } from '../files/index.ts';
import type { OfferRow, OffersReadsOfOthers, SellerRow } from './offers.common.repository.ts';

/** What the offer page shows of the offer itself: its row and its photos in order. */
export interface OfferPageRow {
  offer: OfferRow;
  images: StoredImage[];
}

/** What the offer page shows of its seller. */
export interface OfferSellerRow {
  account: SellerRow & { phone: string | null };
  /** How many offers the seller has published. */
  published: number;
}

/** An offer with everything its detail page shows. */
export type OfferDetailRow = OfferPageRow & Pick<OfferSellerRow, 'account'>;

/** The offer and its photos (as JSON) in one round trip. */
function offerPageQuery(db: Executor) {
  return db
    .select({
      offer: offers,
      images: sql<OfferPageRow['images']>`coalesce((
        select json_agg(${storedImageOf(sql`oi.file_id`)} order by oi.position)
        from offer_images oi where oi.offer_id = "offers"."id"), '[]'::json)`,
    })
    .from(offers)
    .where(eq(offers.id, sql.placeholder('id')));
}

/**
 * The seller (the person summary, with the avatar), the phone and the published-offer count in one
 * round trip.
 */
function offerSellerQuery(db: Executor, { personOf, phoneOf }: OffersReadsOfOthers) {
  const id = sql.placeholder('id');
  return db
    .select({
      account: personOf(id),
      phone: phoneOf(id),
      published: sql<number>`(select count(*)::int from offers o where o.account_id = ${id} and o.status = 'published')`,
    })
    .from(sql`(select 1) as one`);
}

/** The offer page: the offer with its photos, its seller, the seller's phone, and its visits. */
export function createOfferPage(db: Executor, reads: OffersReadsOfOthers) {
  let pageStatement: ReturnType<ReturnType<typeof offerPageQuery>['prepare']> | undefined;
  let sellerStatement: ReturnType<ReturnType<typeof offerSellerQuery>['prepare']> | undefined;

  return {
    // The offer page's reads: their SQL is built once (and prepared once per connection on PostgreSQL).
    async findPage(id: number): Promise<OfferPageRow | undefined> {
      pageStatement ??= offerPageQuery(db).prepare('offer_page');
      const [row] = await pageStatement.execute({ id });
      return row;
    },

    async findSeller(accountId: number): Promise<OfferSellerRow | undefined> {
      sellerStatement ??= offerSellerQuery(db, reads).prepare('offer_seller');
      const [row] = await sellerStatement.execute({ id: accountId });
      if (!row?.account) return undefined;
      return { account: { ...row.account, phone: row.phone }, published: row.published };
    },

    /** The seller's phone of a published offer of the edition; undefined when there is no such offer. */
    async sellerPhone(region: Region, offerId: number): Promise<{ phone: string | null } | undefined> {
      const [row] = await db
        .select({ phone: reads.phoneOf(offers.accountId) })
        .from(offers)
        .where(and(eq(offers.id, offerId), eq(offers.region, region), eq(offers.status, 'published')));
      return row;
    },

    /** Which of `offerIds` are published offers of the edition. */
    async publishedIds(region: Region, offerIds: number[]): Promise<number[]> {
      if (offerIds.length === 0) return [];
      const rows = await db
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.region, region), eq(offers.status, 'published'), inArray(offers.id, offerIds)));
      return rows.map((row) => row.id);
    },

    /** Adds counted visits to their offers in one statement (decision 093). */
    async addVisits(counts: ReadonlyMap<number, number>): Promise<void> {
      if (counts.size === 0) return;
      // In id order, so two flushes at once mostly lock rows in the same order; a deadlock that still
      // happens fails one flush, whose counts go back for the next (BatchCounter).
      const sorted = [...counts].sort(([a], [b]) => a - b);
      const array = (values: number[]) => `{${values.join(',')}}`;
      await db.execute(sql`update ${offers} set visits = ${offers.visits} + counted.visits
        from (select * from unnest(${array(sorted.map(([id]) => id))}::int[],
                                   ${array(sorted.map(([, count]) => count))}::int[]) as c(id, visits)
              order by c.id) as counted
        where ${offers.id} = counted.id`);
    },
  };
}
