import type { Region } from '@marketplace/contract';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import type { OfferRow } from './offers.common.repository.ts';

/**
 * The ids of an account's offers, as a subquery another module may use in one statement (the
 * console's reports against an account's offers, decision 088).
 */
export const offerIdsOfAccountSql = (accountId: number): SQL =>
  sql`select ${offers.id} from ${offers} where ${offers.accountId} = ${accountId}`;

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

/** One offer's row: read, written and locked by its owner's edits, and its status for pages. */
export function createOfferRows(db: Executor) {
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

    /** An offer's status when it belongs to the edition; undefined when there is none. */
    async statusOf(region: Region, id: number): Promise<OfferRow['status'] | undefined> {
      const [row] = await db
        .select({ status: offers.status })
        .from(offers)
        .where(and(eq(offers.id, id), eq(offers.region, region)));
      return row?.status;
    },
  };
}
