import { MESSAGES, type Region } from '@marketplace/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withUniqueViolations } from '../../db/errors.ts';
import { holdWords } from '../../db/schema/index.ts';
import { ConflictError } from '../../shared/errors.ts';

export type HoldWordRow = typeof holdWords.$inferSelect;

/** The edition's hold words (decision 135). */
export function createModerationRepository(db: Executor) {
  return {
    async holdWordsOf(region: Region): Promise<HoldWordRow[]> {
      return db
        .select()
        .from(holdWords)
        .where(eq(holdWords.region, region))
        .orderBy(asc(holdWords.normalised));
    },

    /**
     * The edition's words, counted under a lock held to the end of the transaction, so that two
     * additions at once cannot both pass the cap.
     */
    async lockAndCountHoldWords(region: Region): Promise<number> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('hold-words'), hashtext(${region}))`);
      const [row] = await db.select({ value: count() }).from(holdWords).where(eq(holdWords.region, region));
      return row?.value ?? 0;
    },

    /** Adds a word; the same word (folded) twice in one edition is a 409. */
    async addHoldWord(values: typeof holdWords.$inferInsert): Promise<HoldWordRow> {
      const [row] = await withUniqueViolations(db.insert(holdWords).values(values).returning(), (index) =>
        index === 'hold_words_region_normalised_key' ? new ConflictError(MESSAGES.holdWordExists) : undefined,
      );
      return row!;
    },

    async removeHoldWord(region: Region, id: number): Promise<HoldWordRow | undefined> {
      const [row] = await db
        .delete(holdWords)
        .where(and(eq(holdWords.id, id), eq(holdWords.region, region)))
        .returning();
      return row;
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
