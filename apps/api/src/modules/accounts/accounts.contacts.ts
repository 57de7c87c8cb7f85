import type { Region } from '@marketplace/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { ownPart } from '../../db/unit-of-work.ts';
import { accountReads } from './accounts.reads.ts';

/**
 * The accounts module's part of another module's transaction: only this module reads it (through
 * the functions below), so the caller's scope types it `unknown`.
 */
export interface AccountsScope {
  accounts: unknown;
}

/**
 * How other modules reach an account's owner (notifications, moderation, saved-search alerts):
 * e-mail addresses and whether an account is active on an edition. Spread into the accounts
 * repository, so they run on the caller's transaction or on the database.
 */
export function createAccountContactQueries(db: Executor) {
  return {
    /** The e-mail addresses of some accounts, by account id. */
    async emailsOf(accountIds: readonly number[]): Promise<Map<number, string>> {
      if (accountIds.length === 0) return new Map();
      const rows = await db
        .select({ id: accounts.id, email: accounts.email })
        .from(accounts)
        .where(inArray(accounts.id, [...accountIds]));
      return new Map(rows.flatMap((row) => (row.email ? [[row.id, row.email] as const] : [])));
    },

    emailOf: (accountId: number) => accountReads.emailOf(db, accountId),

    /** Whether an account is active on the edition. */
    async isActiveOn(accountId: number, region: Region): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), eq(accounts.region, region), eq(accounts.status, 'active')));
      return row !== undefined;
    },
  };
}

type AccountContactQueries = ReturnType<typeof createAccountContactQueries>;
const own = (scope: AccountsScope) => ownPart<AccountContactQueries>(scope.accounts);

/** An account's e-mail address, read in the caller's transaction (or on the database). */
export function accountEmailOf(scope: AccountsScope, accountId: number): Promise<string | undefined> {
  return own(scope).emailOf(accountId);
}

/** Some accounts' e-mail addresses, by account id (those without one are left out). */
export function accountEmailsOf(
  scope: AccountsScope,
  accountIds: readonly number[],
): Promise<Map<number, string>> {
  return own(scope).emailsOf(accountIds);
}

/** Whether an account is active on the edition. */
export function accountIsActiveOn(scope: AccountsScope, accountId: number, region: Region): Promise<boolean> {
  return own(scope).isActiveOn(accountId, region);
}
