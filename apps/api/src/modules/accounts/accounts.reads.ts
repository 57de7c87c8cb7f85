import type { Region } from '@marketplace/contract';
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';

/**
 * What other modules read of accounts, built here so only this module names the table (docs/
 * architecture.md, 'Modules and the data they own'): fragments a caller embeds in its own statement
 * (one round trip), and reads run on the caller's executor. Most modules that read accounts are
 * ones accounts depend on, so they may not import this face: app.ts hands them `accountReads`, and
 * each declares the part it uses (`…ReadsOfOthers`).
 */

/** The edition of the account `accountId` names. */
const regionOf = (accountId: SQLWrapper): SQL<Region> =>
  sql<Region>`(select region_account.region from ${accounts} region_account where region_account.id = ${accountId})`;

/** The account `accountId` names as its id and username (JSON), or null. */
const refOf = (accountId: SQLWrapper): SQL<{ id: number; username: string } | null> =>
  sql<{
    id: number;
    username: string;
  } | null>`(select json_build_object('id', ref_account.id, 'username', ref_account.username) from ${accounts} ref_account where ref_account.id = ${accountId})`;

/** The account `accountId` names as its id, username and e-mail (JSON), or null: the console's parties. */
const contactOf = (accountId: SQLWrapper): SQL<{ id: number; username: string; email: string } | null> =>
  sql<{
    id: number;
    username: string;
    email: string;
  } | null>`(select json_build_object('id', contact_account.id, 'username', contact_account.username, 'email', contact_account.email) from ${accounts} contact_account where contact_account.id = ${accountId})`;

/** The account `accountId` names with its contacts, as an order's parties see them (JSON), or null. */
const partyOf = (
  accountId: SQLWrapper,
): SQL<{ id: number; username: string; email: string; phone: string | null } | null> =>
  sql<{
    id: number;
    username: string;
    email: string;
    phone: string | null;
  } | null>`(select json_build_object('id', party_account.id, 'username', party_account.username, 'email', party_account.email, 'phone', party_account.phone) from ${accounts} party_account where party_account.id = ${accountId})`;

/** Whether the account is active (not blocked, not deleted). */
const isActive = (accountId: SQLWrapper | number): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${accounts} active_account where active_account.id = ${accountId} and active_account.status = 'active')`;

/** The account's e-mail, undefined when there is no such account. */
async function emailOf(db: Executor, accountId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
  return row?.email;
}

/** The account's username, undefined when there is no such account. */
async function usernameOf(db: Executor, accountId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ username: accounts.username })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.username;
}

export const accountReads = { regionOf, refOf, contactOf, partyOf, isActive, emailOf, usernameOf };
export type AccountReads = typeof accountReads;
