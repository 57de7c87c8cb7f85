import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { avatarKeyOf } from '../files/index.ts';

/** The last 4 characters of a bank account, as the settings screen shows it. */
const lastFour = (value: string | null) => (value ? `…${value.slice(-4)}` : null);

/**
 * What the accounts module hands to "Download my data" (decision 077): the account as its owner
 * sees it in Account settings, never its password hash; and the usernames of other parties, the
 * one thing of theirs the owner already sees beside an order, a review or a message.
 */
export function createAccountsExport(db: Executor) {
  return {
    async accountForExport(accountId: number) {
      const [row] = await db
        .select({
          account: accounts,
          avatarStorageKey: avatarKeyOf(accounts.avatarFileId),
        })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      if (!row) return undefined;
      const a = row.account;
      return {
        account: {
          id: a.id,
          edition: a.region,
          type: a.type,
          username: a.username,
          email: a.email,
          phone: a.phone,
          firstName: a.firstName,
          lastName: a.lastName,
          companyName: a.companyName,
          vatId: a.vatId,
          birthDay: a.birthDay,
          address: {
            street: a.street,
            apartmentNumber: a.apartmentNumber,
            city: a.city,
            state: a.state,
            postCode: a.postCode,
          },
          payout: a.payoutHolder
            ? {
                holder: a.payoutHolder,
                iban: lastFour(a.payoutIban),
                accountNumber: lastFour(a.payoutAccountNumber),
                routingNumber: a.payoutRoutingNumber,
              }
            : null,
          marketingConsent: a.marketingConsent,
          consentsAcceptedAt: a.consentsAcceptedAt,
          passwordChangedAt: a.passwordChangedAt,
          lastLoggedInAt: a.lastLoggedInAt,
          createdAt: a.createdAt,
        },
        region: a.region,
        email: a.email,
        /** The stored avatar's prefix (its renditions live under it), if any. */
        avatarStorageKey: row.avatarStorageKey,
      };
    },

    /** Usernames of the given accounts (missing: deleted). */
    async usernamesOf(ids: readonly number[]): Promise<Map<number, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select({ id: accounts.id, username: accounts.username })
        .from(accounts)
        .where(inArray(accounts.id, unique))
        .orderBy(asc(accounts.id));
      return new Map(rows.map((row) => [row.id, row.username]));
    },
  };
}

export type AccountsExport = ReturnType<typeof createAccountsExport>;
