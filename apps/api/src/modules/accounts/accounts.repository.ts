import type { Region } from '@marketplace/contract';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, files } from '../../db/schema/index.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
export type AccountWithAvatar = AccountRow & { avatarKey: string | null };

const lower = (column: typeof accounts.username | typeof accounts.email) => sql`lower(${column})`;

export function createAccountsRepository(db: Executor) {
  const withAvatar = () =>
    db
      .select({ account: accounts, avatarKey: files.storageKey })
      .from(accounts)
      .leftJoin(files, eq(files.id, accounts.avatarFileId));

  return {
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
        .where(and(eq(accounts.region, region), eq(lower(accounts.email), email.trim().toLowerCase())));
      return row;
    },

    async findByPhone(region: Region, phone: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.region, region), eq(accounts.phone, phone)))
        .limit(1);
      return row;
    },

    /** Which of username, e-mail and phone another account of the edition already uses. */
    async takenIdentifiers(
      region: Region,
      values: { username?: string; email?: string; phone?: string },
      exceptAccountId?: number,
    ): Promise<{ username: boolean; email: boolean; phone: boolean }> {
      const conditions = [
        values.username ? eq(lower(accounts.username), values.username.toLowerCase()) : undefined,
        values.email ? eq(lower(accounts.email), values.email.toLowerCase()) : undefined,
        values.phone ? eq(accounts.phone, values.phone) : undefined,
      ].filter((condition) => condition !== undefined);
      if (conditions.length === 0) return { username: false, email: false, phone: false };
      const rows = await db
        .select({ username: accounts.username, email: accounts.email, phone: accounts.phone })
        .from(accounts)
        .where(
          and(
            eq(accounts.region, region),
            or(...conditions),
            exceptAccountId ? ne(accounts.id, exceptAccountId) : undefined,
          ),
        );
      return {
        username:
          !!values.username &&
          rows.some((row) => row.username.toLowerCase() === values.username!.toLowerCase()),
        email: !!values.email && rows.some((row) => row.email.toLowerCase() === values.email!.toLowerCase()),
        phone: !!values.phone && rows.some((row) => row.phone === values.phone),
      };
    },

    async create(values: NewAccount): Promise<AccountRow> {
      const [row] = await db.insert(accounts).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<NewAccount>): Promise<void> {
      await db
        .update(accounts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(accounts.id, id));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
