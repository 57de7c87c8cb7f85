import { MESSAGES, type Region } from '@marketplace/contract';
import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withUniqueViolations } from '../../db/errors.ts';
import { accounts } from '../../db/schema/index.ts';
import { ConflictError } from '../../shared/errors.ts';
import { createAccountContactQueries } from './accounts.contacts.ts';
import { avatarKeyOf } from '../files/index.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
export type AccountWithAvatar = AccountRow & { avatarKey: string | null };
/** An account's payout data as stored (full numbers: never presented), its hold, e-mail and edition. */
export interface PayoutData {
  holder: string | null;
  /** The Polish edition's. */
  iban: string | null;
  /** The US edition's, with `routingNumber`. */
  accountNumber: string | null;
  routingNumber: string | null;
  /** Until when replaced payout data hold payouts; null when they were never replaced. */
  holdUntil: Date | null;
  email: string;
  region: Region;
}
/** An account as the console names it beside a report, an order or a conversation. */
export interface AccountRef {
  id: number;
  username: string;
  deleted: boolean;
  blocked: boolean;
}

/**
 * Another account of the edition holds the username or e-mail (the unique index decided: a racing
 * registration, a pending one still in its hour). A 409 unless the service reports it on its form.
 */
export class AccountIdentifierTakenError extends ConflictError {
  constructor(readonly field: 'username' | 'email') {
    super(field === 'email' ? MESSAGES.emailTaken : MESSAGES.usernameTaken);
  }
}

/** The account identifier a unique-index violation is about, as a domain error. */
function identifierTaken(constraint: string): AccountIdentifierTakenError | undefined {
  if (constraint === 'accounts_region_email_key') return new AccountIdentifierTakenError('email');
  if (constraint.startsWith('accounts_region_username_')) return new AccountIdentifierTakenError('username');
  return undefined;
}

const lower = (column: typeof accounts.username | typeof accounts.email) => sql`lower(${column})`;
/** A username with case and accents folded, as the unique index `accounts_region_username_folded_key` has it. */
const foldedUsername = (value: SQLWrapper | string) => sql`lower(immutable_unaccent(${value}))`;
const unconfirmed = eq(accounts.status, 'inactive');
/** Whether any of the matched rows meets `condition` (false when there is none). */
const anyRow = (condition: SQL | undefined) =>
  sql<boolean>`coalesce(bool_or(${condition ?? sql`false`}), false)`;

/** Whether an account is deleted or blocked: read on every signed-in request, so prepared once. */
function refusalQuery(db: Executor) {
  return db
    .select({ deletedAt: accounts.deletedAt, blockedAt: accounts.blockedAt })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('id')))
    .prepare('account_refusal');
}

export function createAccountsRepository(db: Executor) {
  let refusal: ReturnType<typeof refusalQuery> | undefined;
  const withAvatar = () =>
    db.select({ account: accounts, avatarKey: avatarKeyOf(accounts.avatarFileId) }).from(accounts);

  return {
    ...createAccountContactQueries(db),
    async findById(id: number): Promise<AccountWithAvatar | undefined> {
      const [row] = await withAvatar().where(eq(accounts.id, id));
      return row && { ...row.account, avatarKey: row.avatarKey };
    },

    /** By username or e-mail, case-insensitively, within one edition. */
    async findByLogin(region: Region, login: string): Promise<AccountRow | undefined> {
      const value = login.trim().toLowerCase();
      const [row] = await db
        .select()
        .from(accounts)
        .where(
          and(
            eq(accounts.region, region),
            // A deleted account answers to no name (decision 078).
            isNull(accounts.deletedAt),
            or(eq(lower(accounts.username), value), eq(lower(accounts.email), value)),
          ),
        )
        .limit(1);
      return row;
    },

    async findByEmail(region: Region, email: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(accounts)
        .where(
          and(
            eq(accounts.region, region),
            isNull(accounts.deletedAt),
            eq(lower(accounts.email), email.trim().toLowerCase()),
          ),
        );
      return row;
    },

    /** The active account with this phone (phones are not unique; unconfirmed ones never count). */
    async findActiveByPhone(region: Region, phone: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.region, region), eq(accounts.phone, phone), eq(accounts.status, 'active')))
        .orderBy(accounts.id)
        .limit(1);
      return row;
    },

    /**
     * Which of username, e-mail and phone a confirmed account of the edition (other than
     * `exceptAccountId`) already uses. Usernames compare with accents folded. Unconfirmed accounts
     * hold nothing here: a registration or change replaces them (decision 031).
     */
    async takenIdentifiers(
      region: Region,
      values: { username?: string; email?: string; phone?: string },
      exceptAccountId?: number,
    ): Promise<{ username: boolean; email: boolean; phone: boolean }> {
      const matches = {
        username: values.username
          ? eq(foldedUsername(accounts.username), foldedUsername(values.username))
          : undefined,
        email: values.email ? eq(lower(accounts.email), values.email.toLowerCase()) : undefined,
        phone: values.phone ? eq(accounts.phone, values.phone) : undefined,
      };
      const conditions = Object.values(matches).filter((condition) => condition !== undefined);
      if (conditions.length === 0) return { username: false, email: false, phone: false };
      const [row] = await db
        .select({
          username: anyRow(matches.username),
          email: anyRow(matches.email),
          phone: anyRow(matches.phone),
        })
        .from(accounts)
        .where(
          and(
            eq(accounts.region, region),
            ne(accounts.status, 'inactive'),
            or(...conditions),
            exceptAccountId ? ne(accounts.id, exceptAccountId) : undefined,
          ),
        );
      return row!;
    },

    /**
     * Deletes the edition's unconfirmed accounts that hold `email` (whatever their age: whoever
     * confirms the address gets it) and, when given, those registered before `expiredBefore`
     * that hold `username`. Their codes go with them (cascade).
     */
    async deleteUnconfirmedHolders(
      region: Region,
      holding: { email: string; username?: string; expiredBefore?: Date },
    ): Promise<void> {
      const expiredUsername =
        holding.username && holding.expiredBefore
          ? and(
              eq(foldedUsername(accounts.username), foldedUsername(holding.username)),
              lt(accounts.createdAt, holding.expiredBefore),
            )
          : undefined;
      await db
        .delete(accounts)
        .where(
          and(
            eq(accounts.region, region),
            unconfirmed,
            or(eq(lower(accounts.email), holding.email.toLowerCase()), expiredUsername),
          ),
        );
    },

    /** Deletes every unconfirmed account registered before `before`; answers how many. */
    async deleteUnconfirmedRegisteredBefore(before: Date): Promise<number> {
      const deleted = await db
        .delete(accounts)
        .where(and(unconfirmed, lt(accounts.createdAt, before)))
        .returning({ id: accounts.id });
      return deleted.length;
    },

    /** Throws AccountIdentifierTakenError when the username or e-mail is taken. */
    async create(values: NewAccount): Promise<AccountRow> {
      const [row] = await withUniqueViolations(
        db.insert(accounts).values(values).returning(),
        identifierTaken,
      );
      return row!;
    },

    /** Throws AccountIdentifierTakenError when a new username or e-mail is taken. */
    async update(id: number, values: Partial<NewAccount>): Promise<void> {
      await withUniqueViolations(
        db
          .update(accounts)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(accounts.id, id)),
        identifierTaken,
      );
    },

    /**
     * Where the account's payouts go and whether they are held (the payouts module reads it through
     * `payoutDataOf`): its payout data as stored, the hold, and whom and which edition to tell.
     * Undefined when there is no such account; the payout fields are null until it gives them.
     */
    async payoutDataOf(id: number): Promise<PayoutData | undefined> {
      const [row] = await db
        .select({
          holder: accounts.payoutHolder,
          iban: accounts.payoutIban,
          accountNumber: accounts.payoutAccountNumber,
          routingNumber: accounts.payoutRoutingNumber,
          holdUntil: accounts.payoutHoldUntil,
          email: accounts.email,
          region: accounts.region,
        })
        .from(accounts)
        .where(eq(accounts.id, id));
      return row;
    },

    /** The account locked for the rest of the transaction (its deletion, decision 078). */
    async findForUpdate(id: number): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).for('update');
      return row;
    },

    /**
     * Whether an access token of the account is refused at once: deleted by its owner (decision
     * 078) or blocked by an administrator (decision 087). One read by the primary key.
     */
    async isRefused(id: number): Promise<boolean> {
      refusal ??= refusalQuery(db);
      const [row] = await refusal.execute({ id });
      return row?.deletedAt != null || row?.blockedAt != null;
    },

    // The administration (issue 25, decision 087).

    /** One page of the edition's accounts whose username, e-mail, phone or name contains `q`. */
    async adminSearch(region: Region, q: string, limit: number, offset: number) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const digits = q.replace(/\D/g, '');
      const where = and(
        eq(accounts.region, region),
        q === ''
          ? undefined
          : or(
              ilike(accounts.username, pattern),
              ilike(accounts.email, pattern),
              ilike(
                sql`coalesce(${accounts.firstName}, '') || ' ' || coalesce(${accounts.lastName}, '')`,
                pattern,
              ),
              ilike(accounts.companyName, pattern),
              ilike(accounts.phone, pattern),
              digits.length >= 3
                ? sql`regexp_replace(coalesce(${accounts.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`
                : undefined,
            ),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(accounts)
          .where(where)
          .orderBy(desc(accounts.createdAt), desc(accounts.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(accounts).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Who an account of the edition is, deleted or not; undefined for none (or another edition's). */
    async adminRefIn(id: number, region: Region) {
      const [row] = await db
        .select({ username: accounts.username, deletedAt: accounts.deletedAt })
        .from(accounts)
        .where(and(eq(accounts.id, id), eq(accounts.region, region)));
      return row && { username: row.username, deleted: row.deletedAt != null };
    },

    /** Who the given accounts are, as the console names them. */
    async adminRefsOf(ids: readonly number[]) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map<number, AccountRef>();
      const rows = await db
        .select({
          id: accounts.id,
          username: accounts.username,
          deletedAt: accounts.deletedAt,
          blockedAt: accounts.blockedAt,
        })
        .from(accounts)
        .where(inArray(accounts.id, unique));
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            username: row.username,
            deleted: row.deletedAt != null,
            blocked: row.blockedAt != null,
          },
        ]),
      );
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
