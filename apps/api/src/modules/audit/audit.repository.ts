import type { AuditEntry, AuditLogQuery, Region } from '@marketplace/contract';
import { and, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** What an administrative action records; the service adds who and where. */
export interface AuditRecord {
  action: string;
  subjectType: string;
  subjectId: number;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * The audit log (decision 084): every admin mutation calls `record` on the repository bound to its
 * own unit of work, so the entry commits or rolls back with the change it describes.
 */
/**
 * What the audit log reads of accounts, which depend on it (so it cannot import them): app.ts hands
 * in the accounts module's `accountReads`.
 */
export interface AuditReadsOfOthers {
  refOf: (accountId: SQLWrapper) => SQL<{ id: number; username: string } | null>;
}

export function createAuditRepository(db: Executor, others: AuditReadsOfOthers) {
  return {
    async record(region: Region, actorAccountId: number, entry: AuditRecord): Promise<void> {
      await db.insert(auditLog).values({
        region,
        actorAccountId,
        action: entry.action,
        subjectType: entry.subjectType,
        subjectId: entry.subjectId,
        reason: entry.reason ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
        // The time of the write, not of the transaction's start: of two changes to one thing that
        // take turns on its lock, the one that wrote last is the newest entry (now() could say otherwise).
        createdAt: sql`clock_timestamp()`,
      });
    },

    /** One page of the edition's log, newest first, with the filters given. */
    async list(
      region: Region,
      filter: Omit<AuditLogQuery, 'page'>,
      page: { limit: number; offset: number },
    ): Promise<{ items: AuditEntry[]; total: number }> {
      const conditions: SQL[] = [eq(auditLog.region, region)];
      if (filter.action) conditions.push(eq(auditLog.action, filter.action));
      if (filter.subjectType) conditions.push(eq(auditLog.subjectType, filter.subjectType));
      if (filter.subjectId) conditions.push(eq(auditLog.subjectId, filter.subjectId));
      if (filter.actorId) conditions.push(eq(auditLog.actorAccountId, filter.actorId));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: auditLog, actor: others.refOf(auditLog.actorAccountId) })
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(auditLog).where(where),
      ]);
      return {
        items: rows.map(({ entry, actor }) => ({
          id: entry.id,
          action: entry.action,
          subjectType: entry.subjectType,
          subjectId: entry.subjectId,
          reason: entry.reason,
          before: entry.before,
          after: entry.after,
          // Every entry has its actor (a required reference to an account, never deleted).
          actor: actor!,
          createdAt: entry.createdAt.toISOString(),
        })),
        total: total?.value ?? 0,
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

/** What another module may do with the audit log, in its unit of work: record an action. */
export type AuditLog = Pick<AuditRepository, 'record'>;
