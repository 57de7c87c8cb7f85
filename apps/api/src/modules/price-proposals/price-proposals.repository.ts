import { and, asc, count, eq, gt, inArray, lte, min, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { priceProposals } from '../../db/schema/index.ts';

export type PriceProposalRow = typeof priceProposals.$inferSelect;

/** The advisory lock's first key: one buyer's proposals on one offer change one at a time. */
const BUYER_OFFER_LOCK = 7_402_801;

/** The price-proposals module's table (issue 28): Drizzle queries only. */
export function createPriceProposalsRepository(db: Executor) {
  return {
    /** Until the transaction ends: the buyer's proposals on the offer (make, accept) take turns. */
    async lockBuyerOffer(buyerId: number, offerId: number): Promise<void> {
      // Two int4 keys: the offer folded into the first key's space, and the buyer.
      await db.execute(sql`select pg_advisory_xact_lock(${BUYER_OFFER_LOCK ^ offerId}, ${buyerId})`);
    },

    async insert(values: typeof priceProposals.$inferInsert): Promise<PriceProposalRow> {
      const [row] = await db.insert(priceProposals).values(values).returning();
      return row!;
    },

    async findById(id: number): Promise<PriceProposalRow | undefined> {
      const [row] = await db.select().from(priceProposals).where(eq(priceProposals.id, id));
      return row;
    },

    async findForUpdate(id: number): Promise<PriceProposalRow | undefined> {
      const [row] = await db.select().from(priceProposals).where(eq(priceProposals.id, id)).for('update');
      return row;
    },

    /** The buyer's own proposals on the offer still waiting for an answer at `now`. */
    async countOpenByBuyer(buyerId: number, offerId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(priceProposals)
        .where(
          and(
            eq(priceProposals.buyerId, buyerId),
            eq(priceProposals.offerId, offerId),
            eq(priceProposals.status, 'open'),
            eq(priceProposals.proposedBy, 'buyer'),
            gt(priceProposals.expiresAt, now),
          ),
        );
      return row?.value ?? 0;
    },

    /**
     * The proposals the buyer made on the offer since `since`, whatever became of them (refusals
     * below the floor included), and when the oldest of them was made.
     */
    async madeByBuyerSince(
      buyerId: number,
      offerId: number,
      since: Date,
    ): Promise<{ made: number; oldest: Date | null }> {
      const [row] = await db
        .select({ made: count(), oldest: min(priceProposals.createdAt) })
        .from(priceProposals)
        .where(
          and(
            eq(priceProposals.buyerId, buyerId),
            eq(priceProposals.offerId, offerId),
            eq(priceProposals.proposedBy, 'buyer'),
            gt(priceProposals.createdAt, since),
          ),
        );
      return { made: row?.made ?? 0, oldest: row?.oldest ?? null };
    },

    /**
     * The offers' open proposals and agreed prices (not yet paid for) end now, except `keep`;
     * answers them. A row an answer holds is waited for, then taken as that answer left it.
     */
    async endOfOffers(
      offerIds: readonly number[],
      now: Date,
      keep: readonly number[] = [],
    ): Promise<PriceProposalRow[]> {
      if (offerIds.length === 0) return [];
      return db
        .update(priceProposals)
        .set({
          status: 'ended',
          expiresAt: now,
          decidedAt: sql`coalesce(${priceProposals.decidedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(
          and(
            inArray(priceProposals.offerId, [...offerIds]),
            inArray(priceProposals.status, ['open', 'accepted']),
            keep.length > 0 ? notInArray(priceProposals.id, [...keep]) : undefined,
          ),
        )
        .returning();
    },

    /** Moves an open proposal on, only while it is open: answers it, or undefined when it was not. */
    async decide(
      id: number,
      values: Partial<Pick<PriceProposalRow, 'status' | 'expiresAt' | 'decidedAt'>>,
    ): Promise<PriceProposalRow | undefined> {
      const [row] = await db
        .update(priceProposals)
        .set(values)
        .where(and(eq(priceProposals.id, id), eq(priceProposals.status, 'open')))
        .returning();
      return row;
    },

    /** Another agreed price of the buyer on the offer ends: the newest agreement replaces it. */
    async supersedeAccepted(buyerId: number, offerId: number, exceptId: number, now: Date): Promise<void> {
      await db
        .update(priceProposals)
        .set({ status: 'expired', expiresAt: now })
        .where(
          and(
            eq(priceProposals.buyerId, buyerId),
            eq(priceProposals.offerId, offerId),
            eq(priceProposals.status, 'accepted'),
            ne(priceProposals.id, exceptId),
          ),
        );
    },

    /** A conversation's proposals, oldest first (at most `limit`). */
    inConversation(conversationId: number, limit: number): Promise<PriceProposalRow[]> {
      return db
        .select()
        .from(priceProposals)
        .where(eq(priceProposals.conversationId, conversationId))
        .orderBy(asc(priceProposals.id))
        .limit(limit);
    },

    /** The buyer's prices agreed on these offers that still hold at `now`. */
    agreedFor(buyerId: number, offerIds: readonly number[], now: Date): Promise<PriceProposalRow[]> {
      if (offerIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(priceProposals)
        .where(
          and(
            eq(priceProposals.buyerId, buyerId),
            inArray(priceProposals.offerId, [...offerIds]),
            eq(priceProposals.status, 'accepted'),
            gt(priceProposals.expiresAt, now),
          ),
        );
    },

    /** The agreed prices a paid order used are consumed (also one that expired, or whose offer ended, while the order waited for its payment). */
    async consume(ids: readonly number[], orderId: number): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .update(priceProposals)
        .set({ status: 'consumed', orderId })
        .where(
          and(
            inArray(priceProposals.id, [...ids]),
            inArray(priceProposals.status, ['accepted', 'expired', 'ended']),
          ),
        )
        .returning({ id: priceProposals.id });
      return rows.length;
    },

    /** Every open proposal and agreed price of the account, as buyer or seller, ends now (its account is deleted). */
    async endAllOf(accountId: number, now: Date): Promise<number> {
      const rows = await db
        .update(priceProposals)
        .set({ status: 'expired', expiresAt: now })
        .where(
          and(
            or(eq(priceProposals.buyerId, accountId), eq(priceProposals.sellerId, accountId)),
            inArray(priceProposals.status, ['open', 'accepted']),
          ),
        )
        .returning({ id: priceProposals.id });
      return rows.length;
    },

    /** The timed step: an open or accepted proposal past its time expires; answers it when it did. */
    async expire(id: number, now: Date): Promise<PriceProposalRow | undefined> {
      const [row] = await db
        .update(priceProposals)
        .set({ status: 'expired' })
        .where(
          and(
            eq(priceProposals.id, id),
            inArray(priceProposals.status, ['open', 'accepted']),
            lte(priceProposals.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type PriceProposalsRepository = ReturnType<typeof createPriceProposalsRepository>;
