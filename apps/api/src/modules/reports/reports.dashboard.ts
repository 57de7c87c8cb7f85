import type { Region } from '@marketplace/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { offerReports } from '../../db/schema/index.ts';

/** What the reports module tells the console's dashboard (decision 090): the open reports. */
export function createReportsDashboard(db: Executor) {
  return {
    async open(region: Region): Promise<{ count: number; oldestAt: Date | null }> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          oldestAt: sql<Date | null>`min(${offerReports.createdAt})`.mapWith(offerReports.createdAt),
        })
        .from(offerReports)
        .where(and(eq(offerReports.region, region), eq(offerReports.status, 'open')));
      return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null };
    },
  };
}
