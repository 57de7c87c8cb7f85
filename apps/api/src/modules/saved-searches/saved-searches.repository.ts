import {
  SAVED_SEARCH_NEW_MATCHES_MAX,
  type Region,
  type SavedSearchAlerts,
  type SavedSearchQuery,
} from '@marketplace/contract';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { storable } from '../events/index.ts';
import { savedSearchAlerts, savedSearches, savedSearchMatches } from '../../db/schema/index.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SavedSearchAlertRow = typeof savedSearchAlerts.$inferSelect;
/** A new alert, every column given. */
export type NewAlert = Omit<SavedSearchAlertRow, 'mailedAt'> & { mailedAt: Date | null };

/** What the candidates of one offer are narrowed by (decision 097). */
export interface CandidateFilter {
  region: Region;
  /** The offer's author, never told of their own offer. */
  authorId: number;
  /** The offer's category and its ancestors. */
  categoryIds: number[];
  priceAmount: number | null;
  /** Every prefix of the offer's lexemes. */
  prefixes: string[];
}

/** A text[] literal, one parameter however many values (drizzle spreads a JS array into a list). */
function textArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/** One saved search of its owner, on its edition: any other id is as good as missing. */
const ownedBy = (id: number, accountId: number, region: Region) =>
  and(eq(savedSearches.id, id), eq(savedSearches.accountId, accountId), eq(savedSearches.region, region));

export function createSavedSearchesRepository(db: Executor) {
  /** Matches since the search was last run, counted up to one past the shown maximum. */
  const newMatches = sql<number>`(select count(*) from (select 1 from ${savedSearchMatches} m
    where m.saved_search_id = ${savedSearches.id} and m.created_at > ${savedSearches.lastViewedAt}
    limit ${SAVED_SEARCH_NEW_MATCHES_MAX + 1}) as recent)::int`;

  return {
    async listOf(accountId: number, region: Region) {
      return db
        .select({ search: savedSearches, newMatches })
        .from(savedSearches)
        .where(and(eq(savedSearches.accountId, accountId), eq(savedSearches.region, region)))
        .orderBy(asc(savedSearches.id));
    },

    async findOwn(id: number, accountId: number, region: Region) {
      const [row] = await db
        .select({ search: savedSearches, newMatches })
        .from(savedSearches)
        .where(ownedBy(id, accountId, region));
      return row;
    },

    async countOf(accountId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(savedSearches)
        .where(eq(savedSearches.accountId, accountId));
      return row?.value ?? 0;
    },

    /**
     * Serialises an account's saves (a transaction-scoped advisory lock), so that two saves at
     * once cannot both see 29 and make 31.
     */
    async lockAccount(accountId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('saved-searches'), ${accountId})`);
    },

    async insert(values: typeof savedSearches.$inferInsert): Promise<SavedSearchRow> {
      const [row] = await db
        .insert(savedSearches)
        .values({ ...values, query: storable(values.query) as SavedSearchQuery })
        .returning();
      return row!;
    },

    async update(
      id: number,
      accountId: number,
      region: Region,
      values: Partial<Pick<SavedSearchRow, 'name' | 'alerts' | 'lastViewedAt'>>,
    ): Promise<boolean> {
      const rows = await db
        .update(savedSearches)
        .set(values)
        .where(ownedBy(id, accountId, region))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    async remove(id: number, accountId: number, region: Region): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(ownedBy(id, accountId, region))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /**
     * The saved searches one offer may match, narrowed by indexed columns: the edition, the
     * category (none, or one of the offer's path), the price bounds, and the phrase's lexemes (all
     * among the offer's lexeme prefixes: the GIN index on terms). Not the author's.
     */
    async candidates(filter: CandidateFilter) {
      const price = filter.priceAmount;
      const prefixes = textArray(filter.prefixes);
      const categories = `{${filter.categoryIds.join(',')}}`;
      return db
        .select({
          id: savedSearches.id,
          accountId: savedSearches.accountId,
          name: savedSearches.name,
          alerts: savedSearches.alerts,
          query: savedSearches.query,
        })
        .from(savedSearches)
        .where(
          and(
            eq(savedSearches.region, filter.region),
            sql`${savedSearches.accountId} <> ${filter.authorId}`,
            // Searches with a phrase by their first term (an index), those without one by their
            // category or none (a partial index): PostgreSQL ORs the two index scans.
            sql`(${savedSearches.firstTerm} = any(${prefixes}::text[]) or (${savedSearches.firstTerm} is null and (${savedSearches.categoryId} is null or ${savedSearches.categoryId} = any(${categories}::integer[]))))`,
            sql`(${savedSearches.categoryId} is null or ${savedSearches.categoryId} = any(${categories}::integer[]))`,
            price === null
              ? sql`${savedSearches.priceFrom} is null and ${savedSearches.priceTo} is null`
              : sql`(${savedSearches.priceFrom} is null or ${savedSearches.priceFrom} <= ${price}) and (${savedSearches.priceTo} is null or ${savedSearches.priceTo} >= ${price})`,
            sql`${savedSearches.terms} <@ ${prefixes}::text[]`,
          ),
        );
    },

    /**
     * The matching transaction commits without waiting for its WAL to reach the disk (decision
     * 131): the relay marks the event handled in a later, waiting commit, which flushes this one
     * too; a crash before that loses both, and the event runs again.
     */
    async commitWithoutWaiting(): Promise<void> {
      await db.execute(sql`set local synchronous_commit = off`);
    },

    /** Records the matches; answers the searches matched now for the first time. */
    async recordMatches(offerId: number, savedSearchIds: number[], now: Date): Promise<number[]> {
      if (savedSearchIds.length === 0) return [];
      // The ids as one array parameter: hundreds of rows cost one short statement to parse.
      const rows = (await db.execute(sql`
        insert into ${savedSearchMatches} (saved_search_id, offer_id, created_at)
        select id, ${offerId}, ${now.toISOString()}::timestamptz from unnest(${`{${savedSearchIds.join(',')}}`}::integer[]) as ids (id)
        on conflict do nothing
        returning saved_search_id`)) as unknown as { rows: { saved_search_id: number }[] };
      return rows.rows.map((row) => Number(row.saved_search_id));
    },

    /**
     * The one alert of each account about an offer; answers the accounts whose alert is new (an
     * account that already has one, mailed or waiting, is left out: it is never mailed twice).
     */
    async insertAlerts(values: NewAlert[]): Promise<number[]> {
      if (values.length === 0) return [];
      // One JSON parameter for every row (as recordMatches: a statement short to parse), storable as the texts were.
      const rows = values.map((value) => ({
        account_id: value.accountId,
        offer_id: value.offerId,
        region: value.region,
        saved_search_name: value.savedSearchName,
        offer_title: value.offerTitle,
        alerts: value.alerts,
        mailed_at: value.mailedAt,
        created_at: value.createdAt,
      }));
      const inserted = (await db.execute(sql`
        insert into ${savedSearchAlerts} (account_id, offer_id, region, saved_search_name, offer_title, alerts, mailed_at, created_at)
        select r.account_id, r.offer_id, r.region::region, r.saved_search_name, r.offer_title, r.alerts, r.mailed_at, r.created_at
        from jsonb_to_recordset(${JSON.stringify(storable(rows))}::jsonb) as r (account_id integer, offer_id integer, region text,
          saved_search_name text, offer_title text, alerts text, mailed_at timestamptz, created_at timestamptz)
        on conflict do nothing
        returning account_id`)) as unknown as { rows: { account_id: number }[] };
      return inserted.rows.map((row) => Number(row.account_id));
    },

    /** Accounts with alerts waiting for their daily digest. */
    async digestAccounts(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ accountId: savedSearchAlerts.accountId })
        .from(savedSearchAlerts)
        .where(isNull(savedSearchAlerts.mailedAt));
      return rows.map((row) => row.accountId);
    },

    /** Takes an account's waiting alerts for its digest (marked mailed: a second run finds none). */
    async takeDigest(accountId: number, now: Date): Promise<SavedSearchAlertRow[]> {
      return db
        .update(savedSearchAlerts)
        .set({ mailedAt: now })
        .where(and(eq(savedSearchAlerts.accountId, accountId), isNull(savedSearchAlerts.mailedAt)))
        .returning();
    },

    /** The alerts of some accounts (tests and the digest's order). */
    alertsOf(accountIds: number[]) {
      return db.select().from(savedSearchAlerts).where(inArray(savedSearchAlerts.accountId, accountIds));
    },

    /** Removes every saved search of an account (it was deleted, decision 078); the matches and alerts go with them. */
    async removeAllOf(accountId: number): Promise<void> {
      await db.delete(savedSearches).where(eq(savedSearches.accountId, accountId));
      await db.delete(savedSearchAlerts).where(eq(savedSearchAlerts.accountId, accountId));
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;

export type { SavedSearchAlerts, SavedSearchQuery };
