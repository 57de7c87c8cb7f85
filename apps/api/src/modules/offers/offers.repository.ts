import {
  HIGHLIGHT_PERIOD_MS,
  OFFER_PERIOD_EXTENSION_MS,
  type OfferFeature,
  type Region,
} from '@marketplace/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { offerImages, offers } from '../../db/schema/index.ts';
import { imageFilesOf, storedImageOf, type StoredImage } from '../files/index.ts';

export type OfferRow = typeof offers.$inferSelect;

/**
 * The ids of an account's offers, as a subquery another module may use in one statement (the
 * console's reports against an account's offers, decision 088).
 */
export const offerIdsOfAccountSql = (accountId: number): SQL =>
  sql`select ${offers.id} from ${offers} where ${offers.accountId} = ${accountId}`;

/**
 * What lists and an offer's detail show of its seller (never the hash, the e-mail or the bank
 * account): the accounts module's person summary.
 */
interface SellerRow {
  id: number;
  type: 'person' | 'company';
  username: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  avatarKey: string | null;
}

/**
 * What offers read of accounts (docs/architecture.md, 'Modules and their faces'): the accounts
 * module depends on offers, so platform.ts hands these in (`accountReads`).
 */
export interface OffersReadsOfOthers {
  /** The person summary of the account `accountId` names (a correlated subquery), or null. */
  personOf: (accountId: SQLWrapper) => SQL<SellerRow | null>;
  /** The phone of the account `accountId` names, or null. */
  phoneOf: (accountId: SQLWrapper) => SQL<string | null>;
  countActiveWith: (
    db: Executor,
    region: Region,
    has: (accountId: SQLWrapper) => SQL<boolean>,
  ) => Promise<number>;
  activeIdsWith: (
    db: Executor,
    region: Region,
    has: (accountId: SQLWrapper) => SQL<boolean>,
    afterId: number,
    offset: number,
    limit: number,
  ) => Promise<{ id: number }[]>;
  activeCompaniesBy: (
    db: Executor,
    region: Region,
    weight: (accountId: SQLWrapper) => SQL<number>,
    limit: number,
  ) => Promise<
    {
      id: number;
      type: 'person' | 'company';
      username: string;
      companyName: string | null;
      avatarKey: string | null;
      weight: number;
    }[]
  >;
}

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

/** Whether the account has a published offer (its profile page exists). */
const hasPublished = (accountId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from offers o where o.account_id = ${accountId} and o.status = 'published')`;

/** How many published offers the account has. */
const publishedCountOf = (accountId: SQLWrapper): SQL<number> =>
  sql<number>`(select count(*)::int from offers o where o.account_id = ${accountId} and o.status = 'published')`;

/**
 * A product that can be bought now: published, of the edition, not expired, with pieces left
 * (`soldOut` also takes those with none left).
 */
const buyableProductOf = (region: Region, now: Date, { soldOut = false } = {}) =>
  and(
    eq(offers.region, region),
    eq(offers.status, 'published'),
    eq(offers.type, 'product'),
    soldOut ? undefined : gt(offers.quantity, 0),
    or(isNull(offers.expiredAt), gt(offers.expiredAt, now)),
  );

const at = (time: Date): SQL => sql`${time.toISOString()}::timestamptz`;
const plusMs = (ms: number): SQL => sql.raw(`(${Math.trunc(ms)} * interval '1 millisecond')`);

/**
 * What a paid extra does to an offer (docs/decisions/062): a highlight adds its period from the
 * end of the running one (or from now); extra photos raise the photo limit; the extension adds
 * its period to the validity, from now when the validity already ran out.
 */
function featureColumns(feature: OfferFeature, now: Date): PgUpdateSetSource<typeof offers> {
  switch (feature) {
    case 'highlight':
      return {
        highlightedUntil: sql`greatest(${at(now)}, coalesce(${offers.highlightedUntil}, ${at(now)})) + ${plusMs(HIGHLIGHT_PERIOD_MS)}`,
      };
    case 'extra_photos':
      return { extraPhotos: true };
    case 'offer_period_extension':
      return {
        expiredAt: sql`greatest(${at(now)}, coalesce(${offers.expiredAt}, ${at(now)})) + ${plusMs(OFFER_PERIOD_EXTENSION_MS)}`,
      };
  }
}

/** A statement built once and prepared, run with its placeholders' values. */
type Prepared<Row> = { execute(values: Record<string, unknown>): Promise<Row[]> };

/**
 * The offers' own rows as other modules read them outside a transaction (`createOfferReads`): one
 * offer's row, and what the console shows of offers. Part of the repository too.
 */
export function createOfferRowReads(db: Executor) {
  return {
    async findById(id: number): Promise<OfferRow | undefined> {
      const [row] = await db.select().from(offers).where(eq(offers.id, id));
      return row;
    },

    /** What the console shows of the given offers of the edition. */
    async adminSummariesOf(region: Region, offerIds: readonly number[]) {
      if (offerIds.length === 0) return [];
      return db
        .select({
          id: offers.id,
          title: offers.title,
          status: offers.status,
          accountId: offers.accountId,
          suspendedAt: offers.suspendedAt,
          createdAt: offers.createdAt,
        })
        .from(offers)
        .where(and(eq(offers.region, region), inArray(offers.id, [...offerIds])));
    },

    /** An account's newest offers (every status), for its page in the console. */
    async adminOffersOf(accountId: number, limit: number) {
      return db
        .select({
          id: offers.id,
          title: offers.title,
          status: offers.status,
          suspendedAt: offers.suspendedAt,
          createdAt: offers.createdAt,
        })
        .from(offers)
        .where(eq(offers.accountId, accountId))
        .orderBy(desc(offers.createdAt), desc(offers.id))
        .limit(limit);
    },
  };
}

export function createOffersRepository(db: Executor, reads: OffersReadsOfOthers) {
  let pageStatement: ReturnType<ReturnType<typeof offerPageQuery>['prepare']> | undefined;
  let sellerStatement: ReturnType<ReturnType<typeof offerSellerQuery>['prepare']> | undefined;
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

  return {
    ...createOfferRowReads(db),

    async insert(values: typeof offers.$inferInsert): Promise<OfferRow> {
      const [row] = await db.insert(offers).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<typeof offers.$inferInsert>): Promise<OfferRow> {
      const [row] = await db
        .update(offers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(offers.id, id))
        .returning();
      return row!;
    },

    /** Locks the offer for a state change, so two requests cannot both publish or close it. */
    async findForUpdate(id: number): Promise<OfferRow | undefined> {
      const [row] = await db.select().from(offers).where(eq(offers.id, id)).for('update');
      return row;
    },

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

    async imagesOf(offerId: number): Promise<StoredImage[]> {
      const rows = await db
        .select({ image: storedImageOf(offerImages.fileId) })
        .from(offerImages)
        .where(eq(offerImages.offerId, offerId))
        .orderBy(asc(offerImages.position));
      return rows.flatMap((row) => (row.image ? [row.image] : []));
    },

    /** Files by id with their owner and whether an offer other than `offerId` already uses them. */
    async imageFiles(fileIds: string[], offerId?: number) {
      return imageFilesOf(
        db,
        fileIds,
        (fileId) =>
          sql<boolean>`exists (select 1 from offer_images oi where oi.file_id = ${fileId} and oi.offer_id <> ${offerId ?? 0})`,
      );
    },

    /**
     * Sets the photos of an offer in order. The caller marks their files attached in the same unit
     * of work (`attachFiles` of the files module); `at` is kept for callers of this signature.
     */
    async replaceImages(offerId: number, fileIds: string[], _at: Date): Promise<void> {
      await db.delete(offerImages).where(eq(offerImages.offerId, offerId));
      if (fileIds.length === 0) return;
      await db.insert(offerImages).values(fileIds.map((fileId, position) => ({ offerId, fileId, position })));
    },

    async listByAccount(accountId: number, status: OfferStatusFilter, page: number, pageSize: number) {
      // My offers: built once, prepared once per connection on PostgreSQL (drizzle building the
      // SQL was 13 % of the request's CPU); the page and the count run side by side.
      if (!ofAccount) {
        const where = and(
          eq(offers.accountId, sql.placeholder('accountId')),
          eq(offers.status, sql.placeholder('status')),
        );
        ofAccount = {
          page: selectListItems()
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
      return { rows: rows as OfferListRow[], total: total?.value ?? 0 };
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
      return { rows: rows as OfferListRow[], total: total?.value ?? 0 };
    },

    /** Applies a paid extra's effect (one statement, on the row's current values); the offer after it. */
    async applyFeature(id: number, feature: OfferFeature, now: Date): Promise<OfferRow | undefined> {
      const [row] = await db
        .update(offers)
        .set({ ...featureColumns(feature, now), updatedAt: now })
        .where(eq(offers.id, id))
        .returning();
      return row;
    },

    /** Closes every published offer whose validity ended; one statement, safe from many processes. Answers their ids. */
    async closeExpired(now: Date): Promise<number[]> {
      const closed = await db
        .update(offers)
        .set({ status: 'closed', closedAt: now, updatedAt: now })
        .where(and(eq(offers.status, 'published'), lt(offers.expiredAt, now)))
        .returning({ id: offers.id });
      return closed.map((row) => row.id);
    },

    /** The published offers whose validity ends after `now` and by `until` (the expiring-offer notices). */
    async expiringBetween(now: Date, until: Date) {
      return db
        .select({
          id: offers.id,
          region: offers.region,
          accountId: offers.accountId,
          title: offers.title,
          expiredAt: offers.expiredAt,
        })
        .from(offers)
        .where(and(eq(offers.status, 'published'), gt(offers.expiredAt, now), lte(offers.expiredAt, until)));
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

    /**
     * Stock and delivery of the offers that can be bought now: published products of the edition,
     * not expired, with pieces left.
     */
    async buyableStock(region: Region, offerIds: number[], now: Date, soldOut = false) {
      if (offerIds.length === 0) return [];
      return db
        .select({
          id: offers.id,
          quantity: offers.quantity,
          deliveryMethod: offers.deliveryMethod,
          deliveryPrice: offers.deliveryPrice,
          proposalFloor: offers.proposalFloor,
        })
        .from(offers)
        .where(and(inArray(offers.id, offerIds), buyableProductOf(region, now, { soldOut })));
    },

    /**
     * Whether a buyer may still propose a price for the product (published, of the edition, not
     * expired, pieces left), locked against change until the transaction ends: a proposal's step
     * and whatever ends the offer (closing, the last piece sold) take turns (decision 115).
     */
    async lockProposable(region: Region, offerId: number, now: Date) {
      const [row] = await db
        .select({ id: offers.id, accountId: offers.accountId, priceAmount: offers.priceAmount })
        .from(offers)
        .where(and(eq(offers.id, offerId), buyableProductOf(region, now)))
        .for('share');
      return row;
    },

    /**
     * Takes `quantity` pieces of a buyable product (published, of the edition, not expired) for an
     * order, in one conditional update: of buyers racing for the last pieces only as many get them
     * as there are (the row lock orders them, and each re-reads the stock it waited for). Answers
     * what the order keeps of the offer, or undefined when it cannot be bought in that quantity.
     */
    async takePieces(region: Region, offerId: number, quantity: number, now: Date) {
      const [row] = await db
        .update(offers)
        .set({ quantity: sql`${offers.quantity} - ${quantity}` })
        .where(
          and(
            eq(offers.id, offerId),
            buyableProductOf(region, now, { soldOut: true }),
            gte(offers.quantity, quantity),
          ),
        )
        .returning({
          id: offers.id,
          accountId: offers.accountId,
          title: offers.title,
          priceAmount: offers.priceAmount,
          deliveryMethod: offers.deliveryMethod,
          deliveryPrice: offers.deliveryPrice,
          piecesLeft: offers.quantity,
          firstImageFileId: sql<
            string | null
          >`(select oi.file_id from offer_images oi where oi.offer_id = ${offers.id} order by oi.position limit 1)`,
        });
      return row;
    },

    /** Gives back the pieces a canceled order took (whatever the offer's status is now). */
    async returnPieces(offerId: number, quantity: number): Promise<void> {
      await db
        .update(offers)
        .set({ quantity: sql`coalesce(${offers.quantity}, 0) + ${quantity}` })
        .where(eq(offers.id, offerId));
    },

    /** The seller's phone of a published offer of the edition; undefined when there is no such offer. */
    async sellerPhone(region: Region, offerId: number): Promise<{ phone: string | null } | undefined> {
      const [row] = await db
        .select({ phone: reads.phoneOf(offers.accountId) })
        .from(offers)
        .where(and(eq(offers.id, offerId), eq(offers.region, region), eq(offers.status, 'published')));
      return row;
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

    async newestPublished(region: Region, limit: number): Promise<OfferListRow[]> {
      const rows = await selectListItems()
        .where(and(eq(offers.region, region), eq(offers.status, 'published')))
        .orderBy(desc(offers.publishedAt), desc(offers.id))
        .limit(limit);
      return rows as OfferListRow[];
    },

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

    /** An offer's status when it belongs to the edition; undefined when there is none. */
    async statusOf(region: Region, id: number): Promise<OfferRow['status'] | undefined> {
      const [row] = await db
        .select({ status: offers.status })
        .from(offers)
        .where(and(eq(offers.id, id), eq(offers.region, region)));
      return row?.status;
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

    /**
     * Closes every offer of an account whose owner deleted it (decision 078), drafts too, and
     * forgets their street address; one statement, which waits for orders taking their stock.
     */
    async closeAllOfDeleted(accountId: number, now: Date): Promise<number[]> {
      const rows = await db
        .update(offers)
        .set({ status: 'closed', closedAt: now, street: null, apartmentNumber: null, updatedAt: now })
        .where(eq(offers.accountId, accountId))
        .returning({ id: offers.id });
      return rows.map((row) => row.id);
    },

    // The administration (issue 25, decisions 087 and 088): the offers module's own reads and writes.

    /**
     * Closes an offer an administrator took down (decision 088): it leaves search and cannot be
     * bought, and an unblock of its owner does not publish it again. Answers its state before.
     */
    async closeForModeration(offerId: number, region: Region, now: Date) {
      const [before] = await db
        .select({ id: offers.id, title: offers.title, status: offers.status, accountId: offers.accountId })
        .from(offers)
        .where(and(eq(offers.id, offerId), eq(offers.region, region)))
        .for('update');
      if (!before) return undefined;
      await db
        .update(offers)
        .set({
          status: 'closed',
          closedAt: before.status === 'closed' ? undefined : now,
          suspendedAt: null,
          updatedAt: now,
        })
        .where(eq(offers.id, offerId));
      return before;
    },

    /** A blocked account's published offers closed, marked as suspended (decision 087); answers their ids. */
    async suspendAllOf(accountId: number, now: Date): Promise<number[]> {
      const rows = await db
        .update(offers)
        .set({ status: 'closed', closedAt: now, suspendedAt: now, updatedAt: now })
        .where(and(eq(offers.accountId, accountId), eq(offers.status, 'published')))
        .returning({ id: offers.id });
      return rows.map((row) => row.id);
    },

    /**
     * An unblocked account's suspended offers published again, those whose validity has not run
     * out meanwhile (the others stay closed, as they would have expired); answers the ids published.
     */
    async restoreSuspendedOf(accountId: number, now: Date): Promise<number[]> {
      const rows = await db
        .update(offers)
        .set({ status: 'published', closedAt: null, suspendedAt: null, updatedAt: now })
        .where(
          and(
            eq(offers.accountId, accountId),
            eq(offers.status, 'closed'),
            sql`${offers.suspendedAt} is not null`,
            or(isNull(offers.expiredAt), gt(offers.expiredAt, now)),
          ),
        )
        .returning({ id: offers.id });
      await db
        .update(offers)
        .set({ suspendedAt: null })
        .where(and(eq(offers.accountId, accountId), sql`${offers.suspendedAt} is not null`));
      return rows.map((row) => row.id);
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
