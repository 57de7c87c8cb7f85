import { MESSAGES, type RegisterInput, type Region } from '@marketplace/contract';
import type { RateLimiter } from '../../adapters/rate-limits/rate-limiter.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { ConflictError, ValidationError } from '../../shared/errors.ts';
import { passwordPolicyError } from '../../shared/password-policy.ts';
import type { PasswordHasher } from '../../shared/passwords.ts';
import type { ShortCodesScope, ShortCodesService } from '../short-codes/index.ts';
import { addressColumns, loadAccount, parsePhone } from './accounts.common.ts';
import { createAccountRateLimits } from './accounts.rate-limits.ts';
import { AccountIdentifierTakenError, type AccountsRepository } from './accounts.repository.ts';

/**
 * How long an unconfirmed registration lives (decision 031): a code's 15 minutes and the resends
 * the limits allow in an hour. After it the account is deleted and its username is free again.
 */
export const UNCONFIRMED_ACCOUNT_TTL_MS = 60 * 60 * 1000;

/** Registration, and the confirmation codes that finish it (and e-mail and phone changes). */
export function createRegistrationService(deps: {
  accountsRepository: AccountsRepository;
  unitOfWork: UnitOfWork<{ accounts: AccountsRepository } & ShortCodesScope>;
  shortCodes: ShortCodesService;
  rateLimiter: RateLimiter;
  passwords: PasswordHasher;
  clock: Clock;
}) {
  const repository = deps.accountsRepository;
  const limits = createAccountRateLimits(deps.rateLimiter);

  return {
    async register(region: Region, input: RegisterInput, ip: string): Promise<{ uuid: string }> {
      const phone = parsePhone(input.data.phone, region);
      const taken = await repository.takenIdentifiers(region, {
        username: input.data.username,
        email: input.data.email,
      });
      const problems: Record<string, string> = {};
      if (!phone) problems['account.data.phone'] = MESSAGES.invalidPhone;
      if (taken.username) problems['account.data.username'] = MESSAGES.usernameTaken;
      if (taken.email) problems['account.data.email'] = MESSAGES.emailTaken;
      const passwordProblem = passwordPolicyError(input.data.password, [
        input.data.username,
        input.data.email,
      ]);
      if (passwordProblem) problems['account.data.password'] = passwordProblem;
      if (Object.keys(problems).length > 0) throw new ValidationError(problems);
      // Only registrations that would send a code count: fixing a form error costs nothing.
      await limits.registration({ ip, email: input.data.email, phone });

      const passwordHash = await deps.passwords.hash(input.data.password);
      const now = deps.clock();
      try {
        // The code's message commits with the account (decision 075).
        const { id } = await deps.unitOfWork(async (scope) => {
          // An unconfirmed registration keeps no address from its owner, and a stale one no username.
          await scope.accounts.deleteUnconfirmedHolders(region, {
            email: input.data.email,
            username: input.data.username,
            expiredBefore: new Date(now.getTime() - UNCONFIRMED_ACCOUNT_TTL_MS),
          });
          const account = await scope.accounts.create({
            region,
            type: input.type,
            status: 'inactive',
            username: input.data.username,
            email: input.data.email,
            phone,
            passwordHash,
            firstName: input.data.firstName,
            lastName: input.data.lastName,
            birthDay: input.data.birthDay,
            companyName: input.data.companyName,
            vatId: input.data.vatId,
            ...addressColumns(input.address),
            consentsAcceptedAt: now,
            passwordChangedAt: now,
            createdAt: now,
          });
          return deps.shortCodes.prepare(
            {
              accountId: account.id,
              region,
              purpose: 'registration',
              channel: input.authType,
              target: input.authType === 'sms' ? phone! : input.data.email,
            },
            scope,
          );
        });
        return { uuid: id };
      } catch (error) {
        // Held by a pending registration still in its hour, or taken by a racing one: the index decides.
        if (error instanceof AccountIdentifierTakenError)
          throw new ValidationError({ [`account.data.${error.field}`]: error.message });
        throw error;
      }
    },

    /** Deletes unconfirmed registrations past their hour (a periodic, idempotent sweep). */
    deleteExpiredRegistrations: () =>
      repository.deleteUnconfirmedRegisteredBefore(
        new Date(deps.clock().getTime() - UNCONFIRMED_ACCOUNT_TTL_MS),
      ),

    /** Confirms a code of any purpose and applies what it confirms. */
    async confirmCode(region: Region, uuid: string, code: string): Promise<{ purpose: string }> {
      const verified = await deps.shortCodes.verify(uuid, code, region);
      const account = await loadAccount(repository, verified.accountId, region);
      if (verified.purpose === 'registration') {
        if (account.status === 'inactive') await repository.update(account.id, { status: 'active' });
      } else if (verified.purpose === 'phone_change') {
        const taken = await repository.takenIdentifiers(region, { phone: verified.target }, account.id);
        if (taken.phone) throw new ConflictError(MESSAGES.invalidPhone);
        await repository.update(account.id, { phone: verified.target });
      } else {
        const taken = await repository.takenIdentifiers(region, { email: verified.target }, account.id);
        if (taken.email) throw new ConflictError(MESSAGES.emailTaken);
        await deps.unitOfWork(async ({ accounts }) => {
          // The owner just proved the address: an unconfirmed registration holding it gives way.
          await accounts.deleteUnconfirmedHolders(region, { email: verified.target });
          await accounts.update(account.id, { email: verified.target });
        });
      }
      return { purpose: verified.purpose };
    },

    resendCode: (region: Region, uuid: string, ip: string) =>
      deps.shortCodes.resend(uuid, region, (address) => limits.codeResend({ ip, address })),
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
