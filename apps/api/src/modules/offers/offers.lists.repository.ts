import type { Region } from '@marketplace/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { offerImages, offers } from '../../db/schema/index.ts';
import { storedImageOf, type StoredImage } from '../files/index.ts';
import type { OfferRow, OffersReadsOfOthers, SellerRow } from './offers.common.repository.ts';

/**
 * The offer columns a list item shows: not the description, attributes or address, which a list of
 * twenty would otherwise read, send and parse for nothing.
 */
const listOfferColumns = {
  id: offers.id,
  region: offers.region,
  type: offers.type,
  title: offers.title,
  status: offers.status,
  categoryId: offers.categoryId,
  priceAmount: offers.priceAmount,
  priceVariant: offers.priceVariant,
  priceFrom: offers.priceFrom,
  priceTo: offers.priceTo,
  period: offers.period,
  showSalary: offers.showSalary,
  salaryFrom: offers.salaryFrom,
  salaryTo: offers.salaryTo,
  hideLocation: offers.hideLocation,
  city: offers.city,
  state: offers.state,
  highlightedUntil: offers.highlightedUntil,
  extraPhotos: offers.extraPhotos,
  createdAt: offers.createdAt,
  expiredAt: offers.expiredAt,
  closedAt: offers.closedAt,
};

export type OfferListFields = Pick<OfferRow, keyof typeof listOfferColumns>;

/** The columns a list item needs: the offer, its seller and its first photo. */
const listColumnsWith = (personOf: OffersReadsOfOthers['personOf']) => ({
  offer: listOfferColumns,
  account: personOf(offers.accountId),
  firstImage: storedImageOf(offerImages.fileId),
});

export type OfferListRow = {
  offer: OfferListFields;
  account: SellerRow;
  firstImage: StoredImage | null;
};

export type OfferStatusFilter = OfferRow['status'];

/** An offer's review as its owner reads it (decision 135). */
const ownReviewColumns = {
  state: offers.reviewState,
  reason: offers.reviewReason,
  rule: offers.reviewRule,
  rejectedReason: offers.reviewRejectedReason,
};
export type OwnReviewFields = {
  state: OfferRow['reviewState'];
  reason: OfferRow['reviewReason'];
  rule: string | null;
  rejectedReason: string | null;
};
export type OwnOfferListRow = OfferListRow & { review: OwnReviewFields };

/** A statement built once and prepared, run with its placeholders' values. */
type Prepared<Row> = { execute(values: Record<string, unknown>): Promise<Row[]> };

/** Offers as list items: an account's own, a seller's published, given ids, the newest. */
export function createOfferLists(db: Executor, reads: OffersReadsOfOthers) {
  let ofAccount: { page: Prepared<unknown>; count: Prepared<{ value: number }> } | undefined;
  const firstImageJoin = and(
    eq(offerImages.offerId, offers.id),
    eq(
      offerImages.position,
      sql`(select min(position) from offer_images oi where oi.offer_id = ${offers.id})`,
    ),
  );
  const listColumns = listColumnsWith(reads.personOf);
  /** Offers as list items: with their seller (a subquery on the accounts' key) and their first photo. */
  const selectListItems = () => db.select(listColumns).from(offers).leftJoin(offerImages, firstImageJoin);
  /** My offers also say why an offer waits for review or was rejected (decision 135). */
  const selectOwnItems = () =>
    db
      .select({ ...listColumns, review: ownReviewColumns })
      .from(offers)
      .leftJoin(offerImages, firstImageJoin);

  return {
    async listByAccount(accountId: number, status: OfferStatusFilter, page: number, pageSize: number) {
      // My offers: built once, prepared once per connection on PostgreSQL (drizzle building the
      // SQL was 13 % of the request's CPU); the page and the count run side by side.
      if (!ofAccount) {
        const where = and(
          eq(offers.accountId, sql.placeholder('accountId')),
          eq(offers.status, sql.placeholder('status')),
        );
        ofAccount = {
          page: selectOwnItems()
            .where(where)
            .orderBy(desc(offers.updatedAt), desc(offers.id))
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'))
            .prepare('offers_of_account_page'),
          count: db.select({ value: count() }).from(offers).where(where).prepare('offers_of_account_count'),
        };
      }
      const [rows, [total]] = await Promise.all([
        ofAccount.page.execute({ accountId, status, limit: pageSize, offset: (page - 1) * pageSize }),
        ofAccount.count.execute({ accountId, status }),
      ]);
      return { rows: rows as OwnOfferListRow[], total: total?.value ?? 0 };
    },

    async publishedByIds(region: Region, offerIds: number[]): Promise<OfferListRow[]> {
      if (offerIds.length === 0) return [];
      const rows = await selectListItems().where(
        and(eq(offers.region, region), eq(offers.status, 'published'), inArray(offers.id, offerIds)),
      );
      return rows as OfferListRow[];
    },

    /** A seller's published offers, sorted by price or publication date. */
    async publishedBySeller(
      region: Region,
      accountId: number,
      sort: { field: 'price' | 'date'; order: 'asc' | 'desc' },
      page: number,
      pageSize: number,
    ) {
      const where = and(
        eq(offers.region, region),
        eq(offers.accountId, accountId),
        eq(offers.status, 'published'),
      );
      const priceOf = sql`coalesce(${offers.priceAmount}, ${offers.priceFrom}, ${offers.salaryFrom})`;
      const key = sort.field === 'price' ? priceOf : offers.publishedAt;
      const direction = sort.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        selectListItems()
          .where(where)
          .orderBy(
            sort.order === 'asc' ? sql`${key} asc nulls last` : sql`${key} desc nulls last`,
            direction(offers.id),
          )
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(offers).where(where),
      ]);
      return { rows: rows as OwnOfferListRow[], total: total?.value ?? 0 };
    },

    async newestPublished(region: Region, limit: number): Promise<OfferListRow[]> {
      const rows = await selectListItems()
        .where(and(eq(offers.region, region), eq(offers.status, 'published')))
        .orderBy(desc(offers.publishedAt), desc(offers.id))
        .limit(limit);
      return rows as OfferListRow[];
    },
  };
}
