import type { Region } from '@marketplace/contract';
import { and, asc, desc, eq, gt, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { joinedRead, type JoinedRead } from '../../db/joined-read.ts';
import { accounts } from '../../db/schema/index.ts';
import { avatarFilesAs, avatarKeyOf } from '../files/index.ts';

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

type AccountRow = typeof accounts.$inferSelect;

/**
 * The person summary: what lists, pages, reviews and conversations show of an account (its public
 * display fields, its state and its avatar's storage key; never the e-mail, phone or hash).
 */
export interface PersonSummary {
  id: number;
  region: Region;
  status: AccountRow['status'];
  type: AccountRow['type'];
  role: AccountRow['role'];
  username: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  avatarKey: string | null;
  /** Set once its owner deleted it (decision 078). */
  deletedAt: Date | null;
}

/** The person summary as `personOf` builds it in SQL, before `toPerson` (its dates are strings). */
export type PersonJson = Omit<PersonSummary, 'deletedAt'> & { deletedAt: string | null };

/** The person summary's JSON (or the part a caller declares) as the typed row: its dates back to Date. */
const toPerson = <Json extends { deletedAt: string | null }>(
  json: Json,
): Omit<Json, 'deletedAt'> & { deletedAt: Date | null } => ({
  ...json,
  deletedAt: json.deletedAt === null ? null : new Date(json.deletedAt),
});

// The caller's column is wrapped (`sql\`${accountId}\``) so Drizzle qualifies it even in a one-table
// select, where it would otherwise leave it unqualified and the subquery read it as its own `id`.

/**
 * The person summary of the account `accountId` names, one correlated subquery on the accounts'
 * primary key the caller embeds in its own statement (one round trip), or null. Selected as a
 * field it comes back typed (`toPerson`); in a caller's own JSON (json_agg) the caller maps it.
 */
const personOf = (accountId: SQLWrapper): SQL<PersonSummary | null> =>
  sql<PersonJson | null>`(select json_build_object(
    'id', person_account.id, 'region', person_account.region, 'status', person_account.status,
    'type', person_account.type, 'role', person_account.role, 'username', person_account.username,
    'firstName', person_account.first_name, 'lastName', person_account.last_name,
    'companyName', person_account.company_name,
    'avatarKey', ${avatarKeyOf(sql`person_account.avatar_file_id`)}, 'deletedAt', person_account.deleted_at)
    from ${accounts} person_account where person_account.id = ${sql`${accountId}`})`.mapWith(
    (json: PersonJson) => toPerson(json),
  ) as SQL<PersonSummary | null>;

/**
 * The person summary as a joined read (db/joined-read.ts): the accounts with their avatar's key as
 * a subquery named `alias`, on the account `accountId` names. For a list of many rows (the reviews
 * of an offer or a seller), where `personOf` would run its subqueries once per row.
 */
const personJoin = <Alias extends string>(
  db: Executor,
  alias: Alias,
  accountId: SQLWrapper,
): JoinedRead<PersonSummary, Alias> => {
  // Named inside the subquery only, so one statement may join several person reads.
  const avatars = avatarFilesAs(db, 'person_avatars');
  const people = db
    .select({
      id: accounts.id,
      region: accounts.region,
      status: accounts.status,
      type: accounts.type,
      role: accounts.role,
      username: accounts.username,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      companyName: accounts.companyName,
      avatarKey: avatars.storageKey,
      deletedAt: accounts.deletedAt,
    })
    .from(accounts)
    .leftJoin(avatars, eq(avatars.id, accounts.avatarFileId))
    .as(alias);
  return joinedRead(people, eq(people.id, accountId));
};

/** The phone of the account `accountId` names (an offer's detail shows the seller's), or null. */
const phoneOf = (accountId: SQLWrapper): SQL<string | null> =>
  sql<
    string | null
  >`(select phone_account.phone from ${accounts} phone_account where phone_account.id = ${sql`${accountId}`})`;

/** The person summaries of the accounts `ids` names (missing ones left out). */
async function peopleByIds(db: Executor, ids: number[]): Promise<PersonSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ person: personOf(accounts.id) })
    .from(accounts)
    .where(inArray(accounts.id, ids));
  return rows.flatMap((row) => (row.person ? [row.person] : []));
}

/** An active account of the edition (its id and role), or undefined. */
async function activeAccountOf(db: Executor, id: number, region: Region) {
  const [row] = await db
    .select({ id: accounts.id, role: accounts.role, createdAt: accounts.createdAt })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.region, region), eq(accounts.status, 'active')));
  return row;
}

/** The active administrators of an edition. */
async function administratorIdsOf(db: Executor, region: Region): Promise<number[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.region, region), eq(accounts.role, 'admin'), eq(accounts.status, 'active')));
  return rows.map((row) => row.id);
}

/** Active accounts of the edition for which the caller's `has` holds (e.g. a published offer). */
const activeWith = (region: Region, has: (accountId: SQLWrapper) => SQL<boolean>) =>
  and(eq(accounts.region, region), eq(accounts.status, 'active'), has(sql`${accounts.id}`));

/** How many active accounts of the edition `has` holds for. */
async function countActiveWith(
  db: Executor,
  region: Region,
  has: (accountId: SQLWrapper) => SQL<boolean>,
): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(accounts)
    .where(activeWith(region, has));
  return row?.value ?? 0;
}

/** Ids of active accounts of the edition `has` holds for: `offset` rows past `afterId` (keyset). */
function activeIdsWith(
  db: Executor,
  region: Region,
  has: (accountId: SQLWrapper) => SQL<boolean>,
  afterId: number,
  offset: number,
  limit: number,
) {
  return db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(activeWith(region, has), gt(accounts.id, afterId)))
    .orderBy(asc(accounts.id))
    .offset(offset)
    .limit(limit);
}

/**
 * Active companies of the edition with a positive `weight` (the caller's count, e.g. of published
 * offers), heaviest first, with their name and avatar.
 */
function activeCompaniesBy(
  db: Executor,
  region: Region,
  weight: (accountId: SQLWrapper) => SQL<number>,
  limit: number,
) {
  const weightOf = weight(sql`${accounts.id}`);
  return db
    .select({
      id: accounts.id,
      type: accounts.type,
      username: accounts.username,
      companyName: accounts.companyName,
      avatarKey: avatarKeyOf(sql`${accounts.avatarFileId}`),
      weight: weightOf,
    })
    .from(accounts)
    .where(
      and(
        eq(accounts.region, region),
        eq(accounts.type, 'company'),
        eq(accounts.status, 'active'),
        sql`${weightOf} > 0`,
      ),
    )
    .orderBy(desc(weightOf), asc(accounts.id))
    .limit(limit);
}

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

export const accountReads = {
  regionOf,
  refOf,
  contactOf,
  partyOf,
  isActive,
  emailOf,
  usernameOf,
  personOf,
  personJoin,
  toPerson,
  phoneOf,
  peopleByIds,
  activeAccountOf,
  administratorIdsOf,
  countActiveWith,
  activeIdsWith,
  activeCompaniesBy,
};
export type AccountReads = typeof accountReads;
