import {
  accountDeletionBlockerText,
  DELETED_ACCOUNT_NAME,
  MESSAGES,
  type AccountDeletionBlocker,
  type Region,
} from '@marketplace/contract';
import type { RateLimiter } from '../../adapters/rate-limits/rate-limiter.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { DomainError, ValidationError } from '../../shared/errors.ts';
import type { PasswordHasher } from '../../shared/passwords.ts';
import { loadAccount } from './accounts.common.ts';
import { createAccountRateLimits } from './accounts.rate-limits.ts';
import type { AccountsRepository, NewAccount } from './accounts.repository.ts';

/** A hash no password verifies against (it is not of the `scrypt$…` form). */
const UNUSABLE_PASSWORD_HASH = '!deleted';

/** What an account keeps once deleted: no personal data, the edition's deleted-account name. */
function erased(region: Region, now: Date): Partial<NewAccount> {
  return {
    status: 'blocked',
    deletedAt: now,
    username: DELETED_ACCOUNT_NAME[region],
    email: '',
    phone: null,
    passwordHash: UNUSABLE_PASSWORD_HASH,
    passwordChangedAt: now,
    firstName: null,
    lastName: null,
    companyName: null,
    vatId: null,
    birthDay: null,
    street: null,
    apartmentNumber: null,
    city: null,
    state: null,
    postCode: null,
    avatarFileId: null,
    payoutHolder: null,
    payoutIban: null,
    payoutAccountNumber: null,
    payoutRoutingNumber: null,
    payoutHoldUntil: null,
    marketingConsent: false,
    lastLoggedInAt: null,
  };
}

/**
 * "Delete my account" (issue 24, GDPR art. 17; decision 078). The accounts module orchestrates:
 * each module that holds the account's data erases, closes or checks its own tables in this one
 * unit of work, and what follows the commit (sockets ended, the avatar's files, the cards at the
 * provider, payments canceled) is an event written in it (decision 075).
 */
/** The account being deleted, as each module's erasure step sees it. */
export interface DeletedAccount {
  accountId: number;
  now: Date;
  /** The offers closed by the deletion (their price proposals end with them). */
  closedOfferIds: readonly number[];
  /** The avatar the account row let go of. */
  avatarFileId: string | null;
}

/**
 * What the other modules do when an account is deleted, each to its own tables in the caller's
 * unit of work (app.ts lists them): the accounts module imports none of them.
 */
export interface AccountErasure<S> {
  /** Closes the account's offers, answering their ids; first, as it waits for orders taking their stock. */
  closeOffers: (scope: S, accountId: number, now: Date) => Promise<number[]>;
  /** What stops the deletion (open orders, disputes), seen once the offers are closed. */
  blockers: ReadonlyArray<(scope: S, accountId: number, now: Date) => Promise<AccountDeletionBlocker[]>>;
  /** Each module's rows, before the account row is erased. */
  beforeAccount: ReadonlyArray<(scope: S, deleted: DeletedAccount) => Promise<void>>;
  /** What the account row held on to (its avatar's file), after it is erased. */
  afterAccount: ReadonlyArray<(scope: S, deleted: DeletedAccount) => Promise<void>>;
}

export function createAccountDeletionService<S extends { accounts: AccountsRepository }>(deps: {
  accountsRepository: AccountsRepository;
  unitOfWork: UnitOfWork<S>;
  erasure: AccountErasure<S>;
  rateLimiter: RateLimiter;
  passwords: PasswordHasher;
  clock: Clock;
}) {
  const limits = createAccountRateLimits(deps.rateLimiter);

  return {
    /**
     * Deletes the account at once when `password` is its password: 400 with a field error when it
     * is not; 409 naming each open order or dispute, changing nothing. A second request racing the
     * first finds the account deleted and answers alike, doing nothing more.
     */
    async deleteAccount(accountId: number, region: Region, password: string): Promise<void> {
      const account = await loadAccount(deps.accountsRepository, accountId, region);
      if (account.deletedAt) return;
      // As a password change does: a stolen access token must not guess the password through here.
      await limits.currentPasswordCheck(account.id);
      if (!(await deps.passwords.verify(password, account.passwordHash))) {
        throw new ValidationError({ password: MESSAGES.wrongPassword });
      }
      const now = deps.clock();
      await deps.unitOfWork(async (scope) => {
        const locked = await scope.accounts.findForUpdate(account.id);
        if (!locked || locked.deletedAt) return;
        // The password changed since it was checked: the one given is not the account's any more.
        if (locked.passwordHash !== account.passwordHash) {
          throw new ValidationError({ password: MESSAGES.wrongPassword });
        }
        // Offers first: closing them waits for orders taking their stock, which the check then sees.
        const closedOfferIds = await deps.erasure.closeOffers(scope, account.id, now);
        const blockers: AccountDeletionBlocker[] = [];
        for (const blockersOf of deps.erasure.blockers)
          blockers.push(...(await blockersOf(scope, account.id, now)));
        if (blockers.length > 0) {
          // Thrown inside the unit of work: the offers closed above open again (nothing changes).
          throw new DomainError(409, MESSAGES.accountDeletionBlocked, {
            errors: blockers.map(accountDeletionBlockerText),
          });
        }
        const deleted = { accountId: account.id, now, closedOfferIds, avatarFileId: locked.avatarFileId };
        for (const erase of deps.erasure.beforeAccount) await erase(scope, deleted);
        await scope.accounts.update(account.id, erased(region, now));
        for (const erase of deps.erasure.afterAccount) await erase(scope, deleted);
      });
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
