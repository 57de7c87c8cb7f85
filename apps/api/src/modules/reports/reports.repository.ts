import type { AccountReportResolution, Region, ReportResolution, ReportState } from '@marketplace/contract';
import { and, asc, count, desc, eq, gt, inArray, max, min, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountReports, offerReports } from '../../db/schema/index.ts';

export type ReportRow = typeof offerReports.$inferSelect;
export type AccountReportRow = typeof accountReports.$inferSelect;

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

    // The moderation queue (issue 25, decision 088).

    /**
     * One page of the offers with reports in `state` on the edition: open ones by their oldest
     * report (longest waiting first), resolved ones by their latest decision.
     */
    async offersPage(region: Region, state: ReportState, limit: number, offset: number) {
      const where = and(eq(offerReports.region, region), eq(offerReports.status, state));
      const order =
        state === 'open'
          ? [asc(min(offerReports.createdAt)), asc(offerReports.offerId)]
          : [desc(max(offerReports.resolvedAt)), desc(offerReports.offerId)];
      const [rows, [total]] = await Promise.all([
        db
          .select({ offerId: offerReports.offerId, oldest: min(offerReports.createdAt) })
          .from(offerReports)
          .where(where)
          .groupBy(offerReports.offerId)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db
          .select({ value: sql<number>`count(distinct ${offerReports.offerId})`.mapWith(Number) })
          .from(offerReports)
          .where(where),
      ]);
      return {
        rows: rows.map((row) => ({ offerId: row.offerId, oldest: row.oldest! })),
        total: total?.value ?? 0,
      };
    },

    /** The reports in `state` of the given offers, oldest first. */
    async ofOffers(offerIds: readonly number[], state: ReportState): Promise<ReportRow[]> {
      if (offerIds.length === 0) return [];
      return db
        .select()
        .from(offerReports)
        .where(and(inArray(offerReports.offerId, [...offerIds]), eq(offerReports.status, state)))
        .orderBy(asc(offerReports.createdAt), asc(offerReports.id));
    },

    async findById(id: number, region: Region): Promise<ReportRow | undefined> {
      const [row] = await db
        .select()
        .from(offerReports)
        .where(and(eq(offerReports.id, id), eq(offerReports.region, region)));
      return row;
    },

    /**
     * Resolves the open reports the condition picks (one report, or every open one of an offer):
     * a conditional update, so of two administrators deciding at once one resolves them and the
     * other finds nothing open. Answers the ids resolved.
     */
    async resolveOpen(
      target: { reportId: number } | { offerId: number },
      decision: { resolution: ReportResolution; by: number; reason: string | null; at: Date },
    ): Promise<number[]> {
      const rows = await db
        .update(offerReports)
        .set({
          status: 'resolved',
          resolution: decision.resolution,
          resolvedByAccountId: decision.by,
          resolutionReason: decision.reason,
          resolvedAt: decision.at,
        })
        .where(
          and(
            'reportId' in target
              ? eq(offerReports.id, target.reportId)
              : eq(offerReports.offerId, target.offerId),
            eq(offerReports.status, 'open'),
          ),
        )
        .returning({ id: offerReports.id });
      return rows.map((row) => row.id);
    },

    /**
     * The newest reports an account made, and those on its offers (`ownOffers`: the offers
     * module's published subquery of the account's offer ids), for its page in the console.
     */
    async ofAccount(accountId: number, ownOffers: SQL, limit: number) {
      const [made, against] = await Promise.all([
        db
          .select()
          .from(offerReports)
          .where(eq(offerReports.reporterAccountId, accountId))
          .orderBy(desc(offerReports.createdAt), desc(offerReports.id))
          .limit(limit),
        db
          .select()
          .from(offerReports)
          .where(sql`${offerReports.offerId} in (${ownOffers})`)
          .orderBy(desc(offerReports.createdAt), desc(offerReports.id))
          .limit(limit),
      ]);
      return { made, against };
    },

    // Reports of users from a conversation, and the chat's own flags (decision 133).

    /**
     * Inserts a user's report unless this reporter already reported in this conversation (or, for
     * the chat's flag, unless the account has an open one); answers the new row's id, or undefined.
     */
    async addAccountReport(values: typeof accountReports.$inferInsert): Promise<number | undefined> {
      const [row] = await db
        .insert(accountReports)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: accountReports.id });
      return row?.id;
    },

    async countAccountReportsSince(reporterAccountId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(accountReports)
        .where(
          and(eq(accountReports.reporterAccountId, reporterAccountId), gt(accountReports.createdAt, since)),
        );
      return row?.value ?? 0;
    },

    /** One page of the edition's reports of users in `state`: open ones oldest first, resolved newest first. */
    async accountReportsPage(region: Region, state: ReportState, limit: number, offset: number) {
      const where = and(eq(accountReports.region, region), eq(accountReports.status, state));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(accountReports)
          .where(where)
          .orderBy(
            ...(state === 'open'
              ? [asc(accountReports.createdAt), asc(accountReports.id)]
              : [desc(accountReports.resolvedAt), desc(accountReports.id)]),
          )
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(accountReports).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findAccountReport(id: number, region: Region): Promise<AccountReportRow | undefined> {
      const [row] = await db
        .select()
        .from(accountReports)
        .where(and(eq(accountReports.id, id), eq(accountReports.region, region)));
      return row;
    },

    /**
     * Resolves the open report (and with `sameAccount`, every open report of its account): a
     * conditional update, so of two administrators deciding at once one wins. Answers the ids resolved.
     */
    async resolveOpenAccountReports(
      target: { reportId: number } | { reportedAccountId: number; region: Region },
      decision: { resolution: AccountReportResolution; by: number; reason: string | null; at: Date },
    ): Promise<number[]> {
      const rows = await db
        .update(accountReports)
        .set({
          status: 'resolved',
          resolution: decision.resolution,
          resolvedByAccountId: decision.by,
          resolutionReason: decision.reason,
          resolvedAt: decision.at,
        })
        .where(
          and(
            'reportId' in target
              ? eq(accountReports.id, target.reportId)
              : and(
                  eq(accountReports.reportedAccountId, target.reportedAccountId),
                  eq(accountReports.region, target.region),
                ),
            eq(accountReports.status, 'open'),
          ),
        )
        .returning({ id: accountReports.id });
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
