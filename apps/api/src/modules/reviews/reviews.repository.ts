import type { Region } from '@marketplace/contract';
import { and, desc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withUniqueViolations } from '../../db/errors.ts';
import { joinedRow, type JoinedFields, type JoinedRead } from '../../db/joined-read.ts';
import { reviewDisputes, reviews } from '../../db/schema/index.ts';
import { messagesBetween } from '../chat/index.ts';
import { offerFactsOf, offerRefJoin } from '../offers/index.ts';
import { boughtProductFactsOf, boughtProductJoin, completedOrdersBetween } from '../orders/index.ts';

export type ReviewRow = typeof reviews.$inferSelect;

/** A second review of the same target by the same reviewer (the partial unique indexes decide). */
export class AlreadyReviewedError extends Error {
  override name = 'AlreadyReviewedError';
}

/** A second dispute of the same review. */
export class AlreadyDisputedError extends Error {
  override name = 'AlreadyDisputedError';
}

const ONE_REVIEW_PER_TARGET = [
  'reviews_one_per_seller',
  'reviews_one_per_offer',
  'reviews_one_per_order_product',
];

/** An account as a review shows it: its name parts, status and avatar. */
export interface ReviewAccount {
  id: number;
  region: Region;
  status: 'inactive' | 'active' | 'blocked';
  /** Set once its owner deleted it: its username is then the edition's DELETED_ACCOUNT_NAME. */
  deletedAt: Date | null;
  type: 'person' | 'company';
  username: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  avatarKey: string | null;
}

/** A bought product as a review names it. */
interface ReviewedProduct {
  id: number;
  offerId: number | null;
  title: string;
}

/** An offer as a review names it. */
interface ReviewedOffer {
  id: number;
  title: string;
}

/** A review with what its list item shows: the reviewer, the bought product, the offer, the dispute. */
export interface ReviewRecord extends ReviewRow {
  reviewer: ReviewAccount | null;
  boughtProduct: ReviewedProduct | null;
  offer: ReviewedOffer | null;
  dispute: { description: string; createdAt: Date } | null;
}

/** Stats of a set of reviews: the count, the mean rounded to 2 decimals, and the count per rate. */
export interface ReviewStats {
  count: number;
  average: number | null;
  countPerRate: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** A seller's stats and latest reviews, as the offer detail and the profiles show them. */
export interface SellerReviewSummary extends ReviewStats {
  lead: { id: number; rate: number; comment: string; createdAt: string }[];
}

/** Whose reviews a list shows: those about a seller (`accountId`), or about an offer. */
export type ReviewsOf = { accountId: number } | { offerId: number };

/**
 * What reviews read of accounts (docs/architecture.md, 'Modules and their faces'): the accounts
 * module depends on reviews, so platform.ts hands it in (`accountReads.personOf`, `personJoin`).
 */
export interface ReviewsReadsOfOthers {
  /** The person summary of the account `accountId` names (a correlated subquery), or null. */
  personOf: (accountId: SQLWrapper) => SQL<ReviewAccount | null>;
  /** The person summaries as a joined read named `alias`, on the account `accountId` names. */
  personJoin: <Alias extends string>(
    db: Executor,
    alias: Alias,
    accountId: SQLWrapper,
  ) => JoinedRead<ReviewAccount, Alias>;
}

/**
 * A list item's reads of other modules, joined to its review (one statement, a join each, as
 * before the modules had faces): the reviewer, the bought product and the offer.
 */
const recordReadsOf = (db: Executor, { personJoin }: ReviewsReadsOfOthers) => ({
  reviewer: personJoin(db, 'reviewers', reviews.reviewerId),
  boughtProduct: boughtProductJoin(db, 'reviewed_products', reviews.orderProductId),
  offer: offerRefJoin(db, 'reviewed_offers', reviews.offerId),
});

type RecordSelection = {
  review: ReviewRow;
  reviewer: JoinedFields<ReviewAccount>;
  boughtProduct: JoinedFields<ReviewedProduct>;
  offer: JoinedFields<ReviewedOffer>;
  disputeDescription: string | null;
  disputedAt: Date | null;
};

function toRecord(row: RecordSelection): ReviewRecord {
  return {
    ...row.review,
    reviewer: joinedRow<ReviewAccount>(row.reviewer),
    boughtProduct: joinedRow<ReviewedProduct>(row.boughtProduct),
    offer: joinedRow<ReviewedOffer>(row.offer),
    dispute:
      row.disputedAt === null ? null : { description: row.disputeDescription!, createdAt: row.disputedAt },
  };
}

/** count, rounded mean and count per rate of the reviews `where` selects, as one row. */
const statsColumns = {
  count: sql<number>`count(*)::int`,
  average: sql<number | null>`round(avg(${reviews.rate}), 2)::float8`,
  countPerRate: sql<ReviewStats['countPerRate']>`json_build_object(
    '1', count(*) filter (where ${reviews.rate} = 1), '2', count(*) filter (where ${reviews.rate} = 2),
    '3', count(*) filter (where ${reviews.rate} = 3), '4', count(*) filter (where ${reviews.rate} = 4),
    '5', count(*) filter (where ${reviews.rate} = 5))`,
};

/** How many reviews the offer detail shows under the seller's stats (spec 000 "leadReviews"). */
export const LEAD_REVIEWS = 3;

/**
 * A seller's stats and latest reviews in one statement: the offer detail, the hottest read, adds it
 * to its own query (prepared once per connection on PostgreSQL).
 */
function sellerSummaryQuery(db: Executor) {
  return db
    .select({
      ...statsColumns,
      lead: sql<SellerReviewSummary['lead']>`coalesce((
        select json_agg(json_build_object('id', l.id, 'rate', l.rate, 'comment', l.comment, 'createdAt', l.created_at)
          order by l.created_at desc, l.id desc)
        from (select r.id, r.rate, r.comment, r.created_at from reviews r
          where r.account_id = ${sql.placeholder('accountId')} and r.removed_at is null
          order by r.created_at desc, r.id desc limit ${sql.raw(String(LEAD_REVIEWS))}) l), '[]'::json)`,
    })
    .from(reviews)
    .where(and(eq(reviews.accountId, sql.placeholder('accountId')), isNull(reviews.removedAt)));
}

/** Which column a list filters on. */
const LIST_COLUMNS = { accountId: reviews.accountId, offerId: reviews.offerId } as const;
type ListKind = keyof typeof LIST_COLUMNS;

const kindOf = (of: ReviewsOf): { kind: ListKind; id: number } =>
  'accountId' in of ? { kind: 'accountId', id: of.accountId } : { kind: 'offerId', id: of.offerId };

/** The lists' statements: built once per repository, prepared once per connection on PostgreSQL. */
function listQueries(db: Executor, reads: ReviewsReadsOfOthers) {
  const { reviewer, boughtProduct, offer } = recordReadsOf(db, reads);
  const selectRecords = () =>
    db
      .select({
        review: reviews,
        reviewer: reviewer.columns,
        boughtProduct: boughtProduct.columns,
        offer: offer.columns,
        disputeDescription: reviewDisputes.description,
        disputedAt: reviewDisputes.createdAt,
      })
      .from(reviews)
      .leftJoin(reviewer.table, reviewer.on)
      .leftJoin(boughtProduct.table, boughtProduct.on)
      .leftJoin(offer.table, offer.on)
      .leftJoin(reviewDisputes, eq(reviewDisputes.reviewId, reviews.id));
  const where = (kind: ListKind) =>
    and(
      eq(LIST_COLUMNS[kind], sql.placeholder('id')),
      eq(reviews.region, sql.placeholder('region')),
      // A review an administrator removed (decision 086) leaves every list and stat.
      isNull(reviews.removedAt),
    );
  const page = (kind: ListKind, name: string) =>
    selectRecords()
      .where(where(kind))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  const stats = (kind: ListKind, name: string) =>
    db.select(statsColumns).from(reviews).where(where(kind)).prepare(name);
  return {
    page: {
      accountId: page('accountId', 'reviews_seller_page'),
      offerId: page('offerId', 'reviews_offer_page'),
    },
    stats: {
      accountId: stats('accountId', 'reviews_seller_stats'),
      offerId: stats('offerId', 'reviews_offer_stats'),
    },
    byId: selectRecords()
      .where(eq(reviews.id, sql.placeholder('id')))
      .prepare('review_record'),
  };
}

export function createReviewsRepository(db: Executor, reads: ReviewsReadsOfOthers) {
  let summaryStatement: ReturnType<ReturnType<typeof sellerSummaryQuery>['prepare']> | undefined;
  let statements: ReturnType<typeof listQueries> | undefined;
  const queries = () => (statements ??= listQueries(db, reads));

  return {
    /** Stores a review; a second one of the same target by the same reviewer is AlreadyReviewedError. */
    async insert(values: typeof reviews.$inferInsert): Promise<ReviewRow> {
      const [row] = await withUniqueViolations(db.insert(reviews).values(values).returning(), (constraint) =>
        ONE_REVIEW_PER_TARGET.includes(constraint) ? new AlreadyReviewedError() : undefined,
      );
      return row!;
    },

    async insertDispute(values: typeof reviewDisputes.$inferInsert): Promise<void> {
      await withUniqueViolations(db.insert(reviewDisputes).values(values), (constraint) =>
        constraint === 'review_disputes_review_key' ? new AlreadyDisputedError() : undefined,
      );
    },

    async findById(id: number): Promise<ReviewRow | undefined> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
      return row;
    },

    async findRecord(id: number): Promise<ReviewRecord | undefined> {
      const [row] = await queries().byId.execute({ id });
      return row && toRecord(row);
    },

    /**
     * One page of the reviews about a seller or an offer of the edition, newest first, with the
     * total, and the stats of the whole list.
     */
    async page(
      of: ReviewsOf,
      region: Region,
      page: number,
      pageSize: number,
    ): Promise<{ rows: ReviewRecord[]; total: number; stats: ReviewStats }> {
      const { kind, id } = kindOf(of);
      const [rows, [stats]] = await Promise.all([
        queries().page[kind].execute({ id, region, limit: pageSize, offset: (page - 1) * pageSize }),
        queries().stats[kind].execute({ id, region }),
      ]);
      // The stats count the whole list: that is the total.
      return { rows: rows.map(toRecord), total: stats!.count, stats: stats! };
    },

    /** The seller's stats and their latest reviews (every review about them: account, offer, product). */
    async sellerSummary(accountId: number): Promise<SellerReviewSummary> {
      summaryStatement ??= sellerSummaryQuery(db).prepare('reviews_seller_summary');
      const [row] = await summaryStatement.execute({ accountId });
      return row!;
    },

    /** An account with its avatar, as a reviews page names the seller or a reviewer. */
    async findAccount(id: number): Promise<ReviewAccount | undefined> {
      const [row] = await db.select({ account: reads.personOf(sql`${id}`) }).from(sql`(select 1) as one`);
      return row?.account ?? undefined;
    },

    async findOffer(id: number) {
      return offerFactsOf(db, id);
    },

    /** A bought product with its order's parties and status, as reviewing a purchase needs it. */
    async findOrderProduct(id: number) {
      return boughtProductFactsOf(db, id);
    },

    /**
     * Whether `reviewerId` has dealt with `sellerId` in the edition (decision 064): a completed
     * order between the two (either side buying), or a direct conversation of theirs in which the
     * seller wrote at least one message.
     */
    async haveDealt(reviewerId: number, sellerId: number, region: Region): Promise<boolean> {
      const completedOrder = completedOrdersBetween(db, reviewerId, sellerId, region);
      const answeredConversation = messagesBetween(db, reviewerId, sellerId, region);
      const [row] = await db
        .select({ dealt: sql<boolean>`exists (${completedOrder}) or exists (${answeredConversation})` })
        .from(sql`(select 1) as one`);
      return row?.dealt === true;
    },

    /**
     * How many review disputes involve the account, as the reviewed seller who disputed or as the
     * reviewer whose review is disputed. Each stays open until an administrator
     * decides it (decisions 078, 086).
     */
    async openDisputesOf(accountId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(reviewDisputes)
        .innerJoin(reviews, eq(reviews.id, reviewDisputes.reviewId))
        .where(
          sql`(${reviewDisputes.accountId} = ${accountId} or ${reviews.reviewerId} = ${accountId}) and ${reviewDisputes.decidedAt} is null`,
        );
      return row?.count ?? 0;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
