import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { basketLines } from '../../db/schema/index.ts';

export interface BasketLineRow {
  offerId: number;
  quantity: number;
}

export function createBasketRepository(db: Executor) {
  return {
    /** The account's lines, oldest first (the order the user added them in). */
    lines(accountId: number): Promise<BasketLineRow[]> {
      return db
        .select({ offerId: basketLines.offerId, quantity: basketLines.quantity })
        .from(basketLines)
        .where(eq(basketLines.accountId, accountId))
        .orderBy(asc(basketLines.createdAt), asc(basketLines.offerId));
    },

    async count(accountId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(basketLines)
        .where(eq(basketLines.accountId, accountId));
      return row?.value ?? 0;
    },

    /** Adds the line, or sets the quantity of the offer's line: one line per offer. */
    async put(accountId: number, line: BasketLineRow): Promise<void> {
      await db
        .insert(basketLines)
        .values({ accountId, ...line })
        .onConflictDoUpdate({
          target: [basketLines.accountId, basketLines.offerId],
          set: { quantity: line.quantity },
        });
    },

    /** Adds lines the account lacks; a line it has keeps the larger of the two quantities. */
    async merge(accountId: number, lines: BasketLineRow[]): Promise<void> {
      if (lines.length === 0) return;
      await db
        .insert(basketLines)
        .values(lines.map((line) => ({ accountId, ...line })))
        .onConflictDoUpdate({
          target: [basketLines.accountId, basketLines.offerId],
          set: { quantity: sql`greatest(${basketLines.quantity}, excluded.quantity)` },
        });
    },

    async remove(accountId: number, offerIds: number[]): Promise<number> {
      if (offerIds.length === 0) return 0;
      const deleted = await db
        .delete(basketLines)
        .where(and(eq(basketLines.accountId, accountId), inArray(basketLines.offerId, offerIds)))
        .returning({ offerId: basketLines.offerId });
      return deleted.length;
    },

    async clear(accountId: number): Promise<void> {
      await db.delete(basketLines).where(eq(basketLines.accountId, accountId));
    },

    /** Every account's lines of the given offers removed (their seller was blocked, decision 087). */
    async removeOffersEverywhere(offerIds: readonly number[]): Promise<number> {
      if (offerIds.length === 0) return 0;
      const deleted = await db
        .delete(basketLines)
        .where(inArray(basketLines.offerId, [...offerIds]))
        .returning({ offerId: basketLines.offerId });
      return deleted.length;
    },
  };
}

export type BasketRepository = ReturnType<typeof createBasketRepository>;
