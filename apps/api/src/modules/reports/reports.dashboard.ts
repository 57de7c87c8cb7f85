import type { Region } from '@marketplace/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountReports, offerReports } from '../../db/schema/index.ts';

/** What the reports module tells the console's dashboard (decision 090): the open reports, of offers and of users (decision 133). */
export function createReportsDashboard(db: Executor) {
  return {
    async open(region: Region): Promise<{ count: number; oldestAt: Date | null }> {
      const [[offersRow], [usersRow]] = await Promise.all([
        db
          .select({
            count: sql<number>`count(*)::int`,
            oldestAt: sql<Date | null>`min(${offerReports.createdAt})`.mapWith(offerReports.createdAt),
          })
          .from(offerReports)
          .where(and(eq(offerReports.region, region), eq(offerReports.status, 'open'))),
        db
          .select({
            count: sql<number>`count(*)::int`,
            oldestAt: sql<Date | null>`min(${accountReports.createdAt})`.mapWith(accountReports.createdAt),
          })
          .from(accountReports)
          .where(and(eq(accountReports.region, region), eq(accountReports.status, 'open'))),
      ]);
      const oldest = [offersRow?.oldestAt, usersRow?.oldestAt].filter((at): at is Date => at instanceof Date);
      return {
        count: (offersRow?.count ?? 0) + (usersRow?.count ?? 0),
        oldestAt: oldest.length === 0 ? null : new Date(Math.min(...oldest.map((at) => at.getTime()))),
      };
    },
  };
}
