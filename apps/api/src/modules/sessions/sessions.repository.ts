import { and, eq, exists, gt, isNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Region } from '@marketplace/contract';
import type { Executor } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * What sessions read of accounts, which depend on sessions (so sessions cannot import them): app.ts
 * hands in the accounts module's `accountReads`.
 */
export interface SessionsReadsOfOthers {
  regionOf: (accountId: SQLWrapper) => SQL<Region>;
  isActive: (accountId: SQLWrapper | number) => SQL<boolean>;
}

export function createSessionsRepository(db: Executor, others: SessionsReadsOfOthers) {
  return {
    async createToken(values: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(values);
    },

    /** The token with its account's edition, locked for the rest of the transaction. */
    async findTokenForUpdate(tokenHash: string): Promise<(RefreshTokenRow & { region: Region }) | undefined> {
      const [row] = await db
        .select({ token: refreshTokens, region: others.regionOf(refreshTokens.accountId) })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update', { of: refreshTokens });
      return row && { ...row.token, region: row.region };
    },

    async markRotated(id: number, at: Date): Promise<void> {
      await db.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, id));
    },

    async revokeFamily(familyId: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** Revokes every session of an account, or every one but `exceptFamilyId`. */
    async revokeAccount(accountId: number, at: Date, exceptFamilyId?: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(
          and(
            eq(refreshTokens.accountId, accountId),
            isNull(refreshTokens.revokedAt),
            exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
          ),
        );
    },

    /**
     * Whether a token of this account (and session, when it names one) may still be used: the
     * account is active, and the session has a refresh token neither revoked nor expired.
     */
    async isLive(accountId: number, familyId: string | undefined, now: Date): Promise<boolean> {
      const sessionLive = (family: string) =>
        exists(
          db
            .select({ id: refreshTokens.id })
            .from(refreshTokens)
            .where(
              and(
                eq(refreshTokens.familyId, family),
                eq(refreshTokens.accountId, accountId),
                isNull(refreshTokens.revokedAt),
                gt(refreshTokens.expiresAt, now),
              ),
            ),
        );
      const [row] = await db
        .select({ one: sql`1` })
        .from(sql`(select 1) as one`)
        .where(and(others.isActive(accountId), familyId === undefined ? undefined : sessionLive(familyId)));
      return row !== undefined;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
