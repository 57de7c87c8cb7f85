import { MESSAGES } from '@marketplace/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withUniqueViolations } from '../../db/errors.ts';
import { dataExports } from '../../db/schema/index.ts';
import { ConflictError } from '../../shared/errors.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

/** The data_exports table (decision 077): requests for an account's archive. */
export function createDataExportsRepository(db: Executor) {
  return {
    /** A new request; a second one while one is being prepared is refused (409). */
    create(values: {
      region: DataExportRow['region'];
      accountId: number;
      storageKey: string;
      createdAt: Date;
    }) {
      return withUniqueViolations(
        db
          .insert(dataExports)
          .values(values)
          .returning()
          .then((rows) => rows[0]!),
        (constraint) =>
          constraint === 'data_exports_one_preparing'
            ? new ConflictError(MESSAGES.dataExportInProgress)
            : undefined,
      );
    },

    async find(id: number): Promise<DataExportRow | undefined> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row;
    },

    /** An account's latest requests, newest first. */
    latestOf(accountId: number, limit: number): Promise<DataExportRow[]> {
      return db
        .select()
        .from(dataExports)
        .where(eq(dataExports.accountId, accountId))
        .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
        .limit(limit);
    },

    /** Marks a prepared archive ready, only while it is still being prepared. */
    async markReady(id: number, size: number, readyAt: Date, expiresAt: Date) {
      const [row] = await db
        .update(dataExports)
        .set({ status: 'ready', size, readyAt, expiresAt })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
        .returning();
      return row;
    },

    /** Deletes every request of an account (it is being deleted); answers what was deleted. */
    deleteAllOf(accountId: number): Promise<DataExportRow[]> {
      return db.delete(dataExports).where(eq(dataExports.accountId, accountId)).returning();
    },

    /** Marks a ready archive expired (once); answers the row when it did. */
    async markExpired(id: number) {
      const [row] = await db
        .update(dataExports)
        .set({ status: 'expired' })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'ready')))
        .returning();
      return row;
    },
  };
}

export type DataExportsRepository = ReturnType<typeof createDataExportsRepository>;
