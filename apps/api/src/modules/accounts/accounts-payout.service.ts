import { MESSAGES, PAYOUT_DATA_HOLD_MS, type Region } from '@marketplace/contract';
import type { RateLimiter } from '../../adapters/rate-limits/rate-limiter.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import type { PasswordHasher } from '../../shared/passwords.ts';
import type { EventLog } from '../events/index.ts';
import { queueMessage } from '../outbox/index.ts';
import { loadAccount } from './accounts.common.ts';
import { payoutChangedMessage } from './accounts.messages.ts';
import { createAccountRateLimits } from './accounts.rate-limits.ts';
import type { AccountRow, AccountsRepository } from './accounts.repository.ts';

type PayoutColumns = Pick<
  AccountRow,
  'payoutHolder' | 'payoutIban' | 'payoutAccountNumber' | 'payoutRoutingNumber'
>;

/** Whether the account has payout data: a holder and a number (an IBAN, or an account number). */
const hasPayoutData = (account: PayoutColumns) =>
  Boolean(account.payoutHolder && (account.payoutIban ?? account.payoutAccountNumber));

/** Whether `next` replaces payout data the account has: giving them the first time, or again the same, does not. */
function replaces(account: PayoutColumns, next: PayoutColumns): boolean {
  return (
    hasPayoutData(account) &&
    (account.payoutHolder !== next.payoutHolder ||
      account.payoutIban !== next.payoutIban ||
      account.payoutAccountNumber !== next.payoutAccountNumber ||
      account.payoutRoutingNumber !== next.payoutRoutingNumber)
  );
}

/**
 * The owner's payout data (spec 001 `POST /api/accounts/my/update-payout`). Giving them the first
 * time is as the spec has it; replacing them is a sensitive act (a stolen session must not redirect
 * the money): it needs the account's password, holds payouts for PAYOUT_DATA_HOLD_MS, and tells the
 * account's e-mail address, in the unit of work of the change.
 */
export function createPayoutDataService(deps: {
  accountsRepository: AccountsRepository;
  unitOfWork: UnitOfWork<{ accounts: AccountsRepository; events: EventLog }>;
  rateLimiter: RateLimiter;
  passwords: PasswordHasher;
  clock: Clock;
}) {
  const limits = createAccountRateLimits(deps.rateLimiter);

  return {
    /**
     * Saves the payout data. A password, when given, is checked (as a password change checks the
     * current one, under the same limit); replacing the account's payout data needs it. Whether
     * they are replaced is decided again on the locked row, so two requests racing each other each
     * see what the other saved: both are replacements, or the second saves the same again.
     */
    async updatePayout(
      accountId: number,
      region: Region,
      input: {
        holder: string;
        account: { iban?: string; accountNumber?: string; routingNumber?: string };
        password?: string;
      },
    ): Promise<void> {
      const account = await loadAccount(deps.accountsRepository, accountId, region);
      const next: PayoutColumns = {
        payoutHolder: input.holder,
        payoutIban: input.account.iban ?? null,
        payoutAccountNumber: input.account.accountNumber ?? null,
        payoutRoutingNumber: input.account.routingNumber ?? null,
      };
      const password = input.password === '' ? undefined : input.password;
      const required = () => new ValidationError({ password: MESSAGES.passwordRequiredToReplacePayout });
      const wrong = () => new ValidationError({ password: MESSAGES.wrongPassword });
      // The slow hash is checked before the row is locked; the lock below re-checks what it decided.
      if (password === undefined && replaces(account, next)) throw required();
      if (password !== undefined) {
        await limits.currentPasswordCheck(account.id);
        if (!(await deps.passwords.verify(password, account.passwordHash))) throw wrong();
      }

      const now = deps.clock();
      await deps.unitOfWork(async (scope) => {
        const locked = await scope.accounts.findForUpdate(account.id);
        if (!locked || locked.region !== region) throw new NotFoundError();
        if (!replaces(locked, next)) {
          await scope.accounts.update(account.id, next);
          return;
        }
        // Given while another request saved the first payout data, or checked against a password
        // changed since: not a confirmation of this replacement.
        if (password === undefined) throw required();
        if (locked.passwordHash !== account.passwordHash) throw wrong();
        const holdUntil = new Date(now.getTime() + PAYOUT_DATA_HOLD_MS);
        await scope.accounts.update(account.id, { ...next, payoutHoldUntil: holdUntil });
        if (locked.email) {
          await queueMessage(scope.events, {
            region,
            channel: 'email',
            recipient: locked.email,
            ...payoutChangedMessage(region, (next.payoutIban ?? next.payoutAccountNumber)!, holdUntil),
          });
        }
      });
    },
  };
}

export type PayoutDataService = ReturnType<typeof createPayoutDataService>;
