import type { Region } from '@marketplace/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, files, offerImages, offers } from '../../db/schema/index.ts';

export type OfferRow = typeof offers.$inferSelect;

/** The columns a list item needs: the offer, its seller and its first photo. */
const listColumns = {
  offer: offers,
  account: {
    id: accounts.id,
    type: accounts.type,
    username: accounts.username,
    firstName: accounts.firstName,
    lastName: accounts.lastName,
    companyName: accounts.companyName,
  },
  firstImage: {
    id: files.id,
    name: files.originalName,
    storageKey: files.storageKey,
  },
};

export type OfferListRow = {
  offer: OfferRow;
  account: {
    id: number;
    type: 'person' | 'company';
    username: string;
    firstName: string | null;
    lastName: string | null;
    companyName: string | null;
  };
  firstImage: { id: string; name: string; storageKey: string } | null;
};

export function createOffersRepository(db: Executor) {
  const firstImageJoin = and(
    eq(offerImages.offerId, offers.id),
    eq(
      offerImages.position,
      sql`(select min(position) from offer_images oi where oi.offer_id = ${offers.id})`,
    ),
  );

  return {
    async newestPublished(region: Region, limit: number): Promise<OfferListRow[]> {
      return db
        .select(listColumns)
        .from(offers)
        .innerJoin(accounts, eq(accounts.id, offers.accountId))
        .leftJoin(offerImages, firstImageJoin)
        .leftJoin(files, eq(files.id, offerImages.fileId))
        .where(and(eq(offers.region, region), eq(offers.status, 'published')))
        .orderBy(desc(offers.publishedAt), desc(offers.id))
        .limit(limit);
    },

    /** All of an account's offers, its published ones and their total price (minor units). */
    async countsForAccount(accountId: number): Promise<{ total: number; published: number; publishedValue: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          published: sql<number>`(count(*) filter (where ${offers.status} = 'published'))::int`,
          publishedValue: sql<number>`coalesce(sum(${offers.priceAmount} * greatest(coalesce(${offers.quantity}, 1), 1)) filter (where ${offers.status} = 'published'), 0)::bigint`,
        })
        .from(offers)
        .where(eq(offers.accountId, accountId));
      return { total: row?.total ?? 0, published: row?.published ?? 0, publishedValue: Number(row?.publishedValue ?? 0) };
    },

    /** Companies with published offers, most offers first. */
    companiesWithOffers(region: Region, limit: number) {
      return db
        .select({
          id: accounts.id,
          type: accounts.type,
          username: accounts.username,
          companyName: accounts.companyName,
          avatarKey: files.storageKey,
          offersCount: sql<number>`count(${offers.id})::int`,
        })
        .from(accounts)
        .innerJoin(offers, and(eq(offers.accountId, accounts.id), eq(offers.status, 'published')))
        .leftJoin(files, eq(files.id, accounts.avatarFileId))
        .where(and(eq(accounts.region, region), eq(accounts.type, 'company'), eq(accounts.status, 'active')))
        .groupBy(accounts.id, files.storageKey)
        .orderBy(desc(sql`count(${offers.id})`), accounts.id)
        .limit(limit);
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
