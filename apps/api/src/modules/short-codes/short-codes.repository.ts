import type { Region } from '@marketplace/contract';
import { and, desc, eq, gt, isNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shortCodes } from '../../db/schema/index.ts';

export type ShortCodeRow = typeof shortCodes.$inferSelect;
export type ShortCodePurpose = ShortCodeRow['purpose'];

/**
 * What short codes read of accounts, which depend on short codes (so they cannot import them):
 * app.ts hands in the accounts module's `accountReads`.
 */
export interface ShortCodesReadsOfOthers {
  regionOf: (accountId: SQLWrapper) => SQL<Region>;
}

export function createShortCodesRepository(db: Executor, others: ShortCodesReadsOfOthers) {
  return {
    async create(values: typeof shortCodes.$inferInsert): Promise<ShortCodeRow> {
      const [row] = await db.insert(shortCodes).values(values).returning();
      return row!;
    },

    /**
     * The code with its account's edition. `forUpdate` locks the row for the rest of the
     * transaction, so two concurrent guesses cannot race past the attempt limit.
     */
    async find(
      id: string,
      { forUpdate = false } = {},
    ): Promise<(ShortCodeRow & { region: Region }) | undefined> {
      const query = db
        .select({ code: shortCodes, region: others.regionOf(shortCodes.accountId) })
        .from(shortCodes)
        .where(eq(shortCodes.id, id));
      const [row] = forUpdate ? await query.for('update', { of: shortCodes }) : await query;
      return row && { ...row.code, region: row.region };
    },

    async recordFailure(id: string): Promise<void> {
      await db
        .update(shortCodes)
        .set({ failedAttempts: sql`${shortCodes.failedAttempts} + 1` })
        .where(eq(shortCodes.id, id));
    },

    /**
     * Counts one try of a live code (unused, unexpired, tries left) before it is checked, in one
     * conditional update, so concurrent tries cannot pass the limit; undefined when the code is not live.
     */
    async takeTry(id: string, now: Date, maxTries: number): Promise<ShortCodeRow | undefined> {
      const [row] = await db
        .update(shortCodes)
        .set({ failedAttempts: sql`${shortCodes.failedAttempts} + 1` })
        .where(
          and(
            eq(shortCodes.id, id),
            isNull(shortCodes.usedAt),
            gt(shortCodes.expiresAt, now),
            lt(shortCodes.failedAttempts, maxTries),
          ),
        )
        .returning();
      return row;
    },

    /** The newest code of an account for a purpose that was not used (the one its owner was last sent). */
    async findLatestUnused(accountId: number, purpose: ShortCodePurpose): Promise<ShortCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(shortCodes)
        .where(
          and(
            eq(shortCodes.accountId, accountId),
            eq(shortCodes.purpose, purpose),
            isNull(shortCodes.usedAt),
          ),
        )
        .orderBy(desc(shortCodes.sentAt))
        .limit(1);
      return row;
    },

    async markUsed(id: string, at: Date): Promise<void> {
      await db.update(shortCodes).set({ usedAt: at }).where(eq(shortCodes.id, id));
    },

    /** A new code for the same confirmation; the wrong tries already made keep counting. */
    async replaceCode(
      id: string,
      values: { codeHash: string; expiresAt: Date; sentAt: Date },
    ): Promise<void> {
      await db.update(shortCodes).set(values).where(eq(shortCodes.id, id));
    },

    /** Removes every code of an account, pending or used (it was deleted, decision 078). */
    async deleteAllOf(accountId: number): Promise<void> {
      await db.delete(shortCodes).where(eq(shortCodes.accountId, accountId));
    },
  };
}

export type ShortCodesRepository = ReturnType<typeof createShortCodesRepository>;
