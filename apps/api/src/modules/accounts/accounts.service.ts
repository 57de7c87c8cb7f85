import {
  MESSAGES,
  normalisePhone,
  type AddressInput,
  type ProfileStatsDto,
  type PublicProfileDto,
  type RegisterInput,
  type Region,
  type UserDto,
} from '@marketplace/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { RateLimiter } from '../../adapters/rate-limits/rate-limiter.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../shared/errors.ts';
import { passwordPolicyError } from '../../shared/password-policy.ts';
import type { PasswordHasher } from '../../shared/passwords.ts';
import { hmac, safeEqual } from '../../shared/secrets.ts';
import type { Messenger } from '../outbox/messenger.ts';
import { AVATAR_RENDITIONS, type FilesService } from '../files/files.service.ts';
import type { OffersService } from '../offers/offers.service.ts';
import type { ShortCodesService } from '../short-codes/short-codes.service.ts';
import { resetLinkMessage } from './accounts.messages.ts';
import { createAccountRateLimits } from './accounts.rate-limits.ts';
import { presentPublicProfile, presentUser, type AccountStats } from './accounts.presenter.ts';
import { createAccountsRepository, type AccountRow, type AccountWithAvatar } from './accounts.repository.ts';

export const RESET_LINK_TTL_SECONDS = 60 * 60;
/**
 * How long an unconfirmed registration lives (decision 031): a code's 15 minutes and the resends
 * the limits allow in an hour. After it the account is deleted and its username is free again.
 */
export const UNCONFIRMED_ACCOUNT_TTL_MS = 60 * 60 * 1000;

export interface AccountsServiceDeps {
  db: Database;
  storage: Storage;
  shortCodes: ShortCodesService;
  files: FilesService;
  offers: OffersService;
  messenger: Messenger;
  rateLimiter: RateLimiter;
  passwords: PasswordHasher;
  /** Revokes refresh tokens (all, or all but one family); provided by the sessions module. */
  revokeSessions: (accountId: number, exceptFamilyId?: string) => Promise<void>;
  secret: string;
  /** The web origin of an edition, for links in messages. */
  publicOrigin: (region: Region) => string;
  clock: Clock;
}

/** E.164 form of a phone valid for its country, or undefined. */
export function parsePhone(phone: string, region: Region): string | undefined {
  const parsed = parsePhoneNumberFromString(normalisePhone(phone, region));
  return parsed?.isValid() ? parsed.number : undefined;
}

/** The form field a unique-index violation is about, when it is about an account's name or e-mail. */
function takenFieldOf(error: unknown): 'username' | 'email' | undefined {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'accounts_region_email_key') return 'email';
  if (constraint?.startsWith('accounts_region_username_')) return 'username';
  return undefined;
}

function addressColumns(address: AddressInput) {
  return {
    street: address.street,
    apartmentNumber: address.apartmentNumber,
    city: address.city,
    state: address.state,
    postCode: address.postCode,
  };
}

/** Accounts: registration and confirmation, sign-in checks, password reset and the owner's settings. */
export function createAccountsService(deps: AccountsServiceDeps) {
  const repository = createAccountsRepository(deps.db);
  const limits = createAccountRateLimits(deps.rateLimiter);
  // Refusing an unknown user costs as much as refusing a wrong password (no timing oracle).
  const dummyHash = deps.passwords.hash('not-the-password-of-anyone');

  async function stats(accountId: number): Promise<AccountStats> {
    const offers = await deps.offers.countsForAccount(accountId);
    // Reviews arrive with the reviews module; until then nobody has any.
    return { numberOfOffers: offers.published, numberOfReviews: 0, averageReview: null };
  }

  async function load(accountId: number, region: Region): Promise<AccountWithAvatar> {
    const account = await repository.findById(accountId);
    if (!account || account.region !== region) throw new NotFoundError();
    return account;
  }

  async function ownView(account: AccountWithAvatar): Promise<UserDto> {
    return presentUser(account, await stats(account.id), deps.storage);
  }

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
        const pending = await deps.db.transaction(async (tx) => {
          const accounts = createAccountsRepository(tx);
          // An unconfirmed registration keeps no address from its owner, and a stale one no username.
          await accounts.deleteUnconfirmedHolders(region, {
            email: input.data.email,
            username: input.data.username,
            expiredBefore: new Date(now.getTime() - UNCONFIRMED_ACCOUNT_TTL_MS),
          });
          const account = await accounts.create({
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
            tx,
          );
        });
        await pending.deliver();
        return { uuid: pending.id };
      } catch (error) {
        // Held by a pending registration still in its hour, or taken by a racing one: the index decides.
        const field = takenFieldOf(error);
        if (field === 'email') throw new ValidationError({ 'account.data.email': MESSAGES.emailTaken });
        if (field === 'username')
          throw new ValidationError({ 'account.data.username': MESSAGES.usernameTaken });
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
      const account = await load(verified.accountId, region);
      if (verified.purpose === 'registration') {
        if (account.status === 'inactive') await repository.update(account.id, { status: 'active' });
      } else if (verified.purpose === 'phone_change') {
        const taken = await repository.takenIdentifiers(region, { phone: verified.target }, account.id);
        if (taken.phone) throw new ConflictError(MESSAGES.invalidPhone);
        await repository.update(account.id, { phone: verified.target });
      } else {
        const taken = await repository.takenIdentifiers(region, { email: verified.target }, account.id);
        if (taken.email) throw new ConflictError(MESSAGES.emailTaken);
        await deps.db.transaction(async (tx) => {
          const accounts = createAccountsRepository(tx);
          // The owner just proved the address: an unconfirmed registration holding it gives way.
          await accounts.deleteUnconfirmedHolders(region, { email: verified.target });
          await accounts.update(account.id, { email: verified.target });
        });
      }
      return { purpose: verified.purpose };
    },

    resendCode: (region: Region, uuid: string, ip: string) =>
      deps.shortCodes.resend(uuid, region, (address) => limits.codeResend({ ip, address })),

    /**
     * Checks a login. Unknown user and wrong password answer alike, and take alike; an
     * unconfirmed account is told so only once its password is right.
     */
    async authenticate(
      region: Region,
      login: string,
      password: string,
      hooks: { onFailure: () => Promise<void> },
    ): Promise<AccountRow> {
      const account = await repository.findByLogin(region, login);
      const valid = await deps.passwords.verify(password, account?.passwordHash ?? (await dummyHash));
      if (!account || !valid) {
        await hooks.onFailure();
        throw new UnauthorizedError(MESSAGES.invalidCredentials);
      }
      if (account.status === 'blocked') throw new ForbiddenError(MESSAGES.accountBlocked);
      if (account.status === 'inactive') throw new ForbiddenError(MESSAGES.accountNotConfirmed);
      await repository.update(account.id, { lastLoggedInAt: deps.clock() });
      return account;
    },

    async me(accountId: number, region: Region): Promise<UserDto> {
      return ownView(await load(accountId, region));
    },

    async publicProfile(accountId: number, region: Region): Promise<PublicProfileDto> {
      const account = await load(accountId, region);
      if (account.status !== 'active') throw new NotFoundError();
      return presentPublicProfile(account, await stats(account.id), deps.storage);
    },

    async profileStats(accountId: number, region: Region): Promise<ProfileStatsDto> {
      const account = await load(accountId, region);
      const offers = await deps.offers.countsForAccount(accountId);
      return {
        offers: {
          offersCounter: offers.total,
          activeOffersCounter: offers.published,
          activeOffersValue: offers.publishedValue,
          earned: 0,
        },
        reviews: { average: null, counter: 0 },
        lastLoggedIn: account.lastLoggedInAt?.toISOString() ?? null,
      };
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
      await deps.messenger.send({
        region,
        channel,
        recipient: channel === 'email' ? account.email : account.phone!,
        ...resetLinkMessage(region, channel, link.toString()),
      });
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
      const account = await load(accountId, region);
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

    async editContactData(
      accountId: number,
      region: Region,
      input: {
        account: {
          firstName: string | null;
          lastName: string | null;
          companyName: string | null;
          vatId: string | null;
        };
        address: AddressInput;
      },
    ): Promise<UserDto> {
      const account = await load(accountId, region);
      const names =
        account.type === 'person'
          ? { firstName: input.account.firstName, lastName: input.account.lastName }
          : { companyName: input.account.companyName, vatId: input.account.vatId };
      await repository.update(account.id, { ...names, ...addressColumns(input.address) });
      return this.me(accountId, region);
    },

    /** Step one of a phone or e-mail change: the code goes to the new address. */
    async requestContactChange(
      accountId: number,
      region: Region,
      change: { phone: string } | { email: string },
    ): Promise<{ uuid: string }> {
      const account = await load(accountId, region);
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

    async updatePayout(
      accountId: number,
      region: Region,
      input: { holder: string; account: { iban?: string; accountNumber?: string; routingNumber?: string } },
    ): Promise<UserDto> {
      await load(accountId, region);
      await repository.update(accountId, {
        payoutHolder: input.holder,
        payoutIban: input.account.iban ?? null,
        payoutAccountNumber: input.account.accountNumber ?? null,
        payoutRoutingNumber: input.account.routingNumber ?? null,
      });
      return this.me(accountId, region);
    },

    /** Stores a sniffed, re-encoded avatar (no metadata survives) and drops the previous one. */
    async uploadAvatar(
      accountId: number,
      region: Region,
      upload: { buffer: Buffer; filename: string },
    ): Promise<{ avatar: string }> {
      const account = await load(accountId, region);
      const file = await deps.files.storeImage({
        region,
        ownerAccountId: accountId,
        kind: 'avatar',
        buffer: upload.buffer,
        filename: upload.filename,
        renditions: AVATAR_RENDITIONS,
        field: 'avatar',
        attached: true,
      });
      await repository.update(accountId, { avatarFileId: file.id });
      if (account.avatarFileId) await deps.files.remove(account.avatarFileId);
      return { avatar: deps.storage.publicUrl(`${file.storageKey}/medium.webp`) };
    },

    async removeAvatar(accountId: number, region: Region): Promise<void> {
      const account = await load(accountId, region);
      if (!account.avatarFileId) return;
      await repository.update(accountId, { avatarFileId: null });
      await deps.files.remove(account.avatarFileId);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
