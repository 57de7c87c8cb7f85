import { and, count, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { offerReports } from '../../db/schema/index.ts';

export function createReportsRepository(db: Executor) {
  return {
    /** Inserts unless this reporter already has an open report on the offer; answers whether it did. */
    async addIfNone(values: typeof offerReports.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(offerReports)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: offerReports.id });
      return inserted.length > 0;
    },

    async countSince(reporterAccountId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(offerReports)
        .where(and(eq(offerReports.reporterAccountId, reporterAccountId), gt(offerReports.createdAt, since)));
      return row?.value ?? 0;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
