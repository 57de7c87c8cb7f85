import { MESSAGES, type Region } from '@marketplace/contract';
import type { RateLimiter } from '../../adapters/rate-limits/rate-limiter.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  AccountNotConfirmedError,
  BadRequestError,
  ForbiddenError,
  UnauthorizedError,
  ValidationError,
} from '../../shared/errors.ts';
import { passwordPolicyError } from '../../shared/password-policy.ts';
import type { PasswordHasher } from '../../shared/passwords.ts';
import { hmac, safeEqual } from '../../shared/secrets.ts';
import type { EventLog } from '../events/index.ts';
import { queueMessage } from '../outbox/index.ts';
import type { ShortCodesService } from '../short-codes/index.ts';
import { loadAccount, parsePhone } from './accounts.common.ts';
import { resetLinkMessage } from './accounts.messages.ts';
import { createAccountRateLimits } from './accounts.rate-limits.ts';
import type { AccountRow, AccountsRepository } from './accounts.repository.ts';

export const RESET_LINK_TTL_SECONDS = 60 * 60;

/** Credentials: signing in, the password (change and reset by link), and e-mail or phone changes. */
export function createCredentialsService(deps: {
  accountsRepository: AccountsRepository;
  shortCodes: ShortCodesService;
  /** A message with nothing to commit beside it is an event alone (decision 075). */
  unitOfWork: UnitOfWork<{ events: EventLog }>;
  rateLimiter: RateLimiter;
  passwords: PasswordHasher;
  /** Revokes refresh tokens (all, or all but one family); provided by the sessions module. */
  revokeSessions: (accountId: number, exceptFamilyId?: string) => Promise<void>;
  secret: string;
  /** The web origin of an edition, for links in messages. */
  publicOrigin: (region: Region) => string;
  clock: Clock;
}) {
  const repository = deps.accountsRepository;
  const limits = createAccountRateLimits(deps.rateLimiter);
  // Refusing an unknown user costs as much as refusing a wrong password (no timing oracle).
  const dummyHash = deps.passwords.hash('not-the-password-of-anyone');

  /** Signed over the current password hash too, so a link dies with the password it was sent for. */
  function resetSignature(account: Pick<AccountRow, 'id' | 'passwordHash'>, expires: number): string {
    return hmac(deps.secret, `reset:${account.id}:${expires}:${account.passwordHash}`);
  }

  async function assertPasswordAllowed(
    password: string,
    account: Pick<AccountRow, 'username' | 'email'>,
    path: string,
  ) {
    const problem = passwordPolicyError(password, [
      account.username,
      account.email,
      account.email.split('@')[0],
    ]);
    if (problem) throw new ValidationError({ [path]: problem });
  }

  return {
    /**
     * Checks a login. `admit` counts the attempt for the account the name stands for (undefined:
     * none) before the password is checked, refusing it when throttled; a right password calls its
     * `passed`. Unknown user and wrong password answer alike, and take alike; an unconfirmed
     * account is told so only once its password is right.
     */
    async authenticate(
      region: Region,
      login: string,
      password: string,
      admit: (accountId: number | undefined) => Promise<{ passed: () => Promise<void> }>,
    ): Promise<AccountRow> {
      const account = await repository.findByLogin(region, login);
      const attempt = await admit(account?.id);
      const valid = await deps.passwords.verify(password, account?.passwordHash ?? (await dummyHash));
      if (!account || !valid) throw new UnauthorizedError(MESSAGES.invalidCredentials);
      await attempt.passed();
      // Deleted by its owner (decision 078) or blocked by an administrator (decision 087).
      if (account.status === 'blocked') throw new ForbiddenError(MESSAGES.accountBlocked);
      // Told only to someone who knows the password: with what finishes the registration.
      if (account.status === 'inactive')
        throw new AccountNotConfirmedError(await deps.shortCodes.pendingRegistration(account.id));
      await repository.update(account.id, { lastLoggedInAt: deps.clock() });
      return account;
    },

    /**
     * E-mails a sign-in code to the account a login name stands for (decision 071): with it, its
     * owner signs in past the throttle. Known and unknown names answer alike (a uuid), 429 included:
     * the limit counts the account's e-mail, or the name when no account has it.
     */
    async sendSignInCode(region: Region, login: string, ip: string): Promise<{ uuid: string }> {
      const account = await repository.findByLogin(region, login);
      await limits.signInCode({ ip, address: account?.email ?? login });
      if (account?.status !== 'active') return { uuid: crypto.randomUUID() };
      const uuid = await deps.shortCodes.issue({
        accountId: account.id,
        region,
        purpose: 'sign_in',
        channel: 'email',
        target: account.email,
      });
      return { uuid };
    },

    /**
     * Sends a reset link when the account exists; the caller answers the same either way. The
     * limit counts the address asked for, existing or not, so a 429 tells nothing either.
     */
    async requestPasswordReset(
      region: Region,
      input: { email?: string; phone?: string },
      ip: string,
    ): Promise<void> {
      const phone = input.phone ? parsePhone(input.phone, region) : undefined;
      await limits.passwordReset({ ip, address: input.email ?? phone ?? input.phone ?? '' });
      const account = input.email
        ? await repository.findByEmail(region, input.email)
        : phone
          ? await repository.findActiveByPhone(region, phone)
          : undefined;
      if (!account || account.status !== 'active') return;
      const expires = Math.floor(deps.clock().getTime() / 1000) + RESET_LINK_TTL_SECONDS;
      const link = new URL('/auth/forgot-password/reset', deps.publicOrigin(region));
      link.search = new URLSearchParams({
        id: String(account.id),
        expires: String(expires),
        signature: resetSignature(account, expires),
      }).toString();
      const channel = input.email ? 'email' : 'sms';
      await deps.unitOfWork(({ events }) =>
        queueMessage(events, {
          region,
          channel,
          recipient: channel === 'email' ? account.email : account.phone!,
          ...resetLinkMessage(region, channel, link.toString()),
        }),
      );
    },

    /** A valid, unexpired, unused link sets the password and ends every session. */
    async resetPassword(
      region: Region,
      accountId: number,
      link: { signature: string; expires: number },
      password: string,
    ): Promise<void> {
      const account = await repository.findById(accountId);
      const now = deps.clock();
      const valid =
        account !== undefined &&
        account.region === region &&
        link.expires * 1000 > now.getTime() &&
        safeEqual(link.signature, resetSignature(account, link.expires));
      if (!valid) throw new BadRequestError(MESSAGES.invalidLink);
      await assertPasswordAllowed(password, account, 'newPassword.first');
      await repository.update(account.id, {
        passwordHash: await deps.passwords.hash(password),
        passwordChangedAt: now,
      });
      await deps.revokeSessions(account.id);
    },

    async updatePassword(
      accountId: number,
      region: Region,
      input: { oldPassword: string; newPassword: string },
      currentFamily?: string,
    ): Promise<void> {
      const account = await loadAccount(repository, accountId, region);
      // The new password's policy first: a refused choice does not spend a check of the old one.
      await assertPasswordAllowed(input.newPassword, account, 'newPassword.first');
      await limits.currentPasswordCheck(account.id);
      if (!(await deps.passwords.verify(input.oldPassword, account.passwordHash))) {
        throw new ValidationError({ oldPassword: MESSAGES.wrongPassword });
      }
      await repository.update(account.id, {
        passwordHash: await deps.passwords.hash(input.newPassword),
        passwordChangedAt: deps.clock(),
      });
      await deps.revokeSessions(account.id, currentFamily);
    },

    /** Step one of a phone or e-mail change: the code goes to the new address. */
    async requestContactChange(
      accountId: number,
      region: Region,
      change: { phone: string } | { email: string },
    ): Promise<{ uuid: string }> {
      const account = await loadAccount(repository, accountId, region);
      if ('phone' in change) {
        const phone = parsePhone(change.phone, region);
        if (!phone) throw new ValidationError({ phone: MESSAGES.invalidPhone });
        if ((await repository.takenIdentifiers(region, { phone }, account.id)).phone)
          throw new ValidationError({ phone: MESSAGES.phoneTaken });
        await limits.contactChange({ accountId, address: phone });
        const uuid = await deps.shortCodes.issue({
          accountId,
          region,
          purpose: 'phone_change',
          channel: 'sms',
          target: phone,
        });
        return { uuid };
      }
      if ((await repository.takenIdentifiers(region, { email: change.email }, account.id)).email) {
        throw new ValidationError({ email: MESSAGES.emailTaken });
      }
      await limits.contactChange({ accountId, address: change.email });
      const uuid = await deps.shortCodes.issue({
        accountId,
        region,
        purpose: 'email_change',
        channel: 'email',
        target: change.email,
      });
      return { uuid };
    },
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
