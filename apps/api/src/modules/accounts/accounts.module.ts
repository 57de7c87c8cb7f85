import { createOfferReads, offerIdsOfAccountSql } from '../offers/index.ts';
import { createReportReads } from '../reports/index.ts';
import { createOrdersAdminReads } from '../orders/index.ts';
import type { Platform } from '../../platform.ts';
import { createPasswordHasher } from '../../shared/passwords.ts';
import { createAccountDeletionService, type AccountErasure } from './accounts-deletion.service.ts';
import { createCredentialsService } from './accounts-credentials.service.ts';
import { createPayoutDataService } from './accounts-payout.service.ts';
import { createRegistrationService } from './accounts-registration.service.ts';
import { createAccountsAdminService } from './accounts.admin.ts';
import { accountsAdminRoutes } from './accounts.admin.routes.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { createAccountsService } from './accounts.service.ts';

type AccountsNeeds = Pick<
  Parameters<typeof createAccountsService>[0],
  'files' | 'offers' | 'earnedBy' | 'reviewsOf'
> &
  Pick<Parameters<typeof createRegistrationService>[0], 'shortCodes'> &
  Pick<Parameters<typeof createCredentialsService>[0], 'revokeSessions'> &
  Pick<Parameters<typeof accountsRoutes>[1], 'sessions'> & {
    /** What each other module does when an account is deleted (decision 078). */
    erasure: AccountErasure<Platform['repositories']>;
    chat: Parameters<typeof createAccountsAdminService>[0]['reads']['chat'];
  };

/** Accounts: registration, credentials, profiles, deletion; the console's users. */
export async function registerAccounts(platform: Platform, needs: AccountsNeeds) {
  const { app, env, db, repositories, unitOfWork, storage, rateLimiter, clock, publicOrigin, admin, jobs } =
    platform;
  const passwords = createPasswordHasher({ logN: env.PASSWORD_SCRYPT_LOG_N });
  // Public profiles: anonymous readers' on a replica when there are any (decision 130).
  const accounts = createAccountsService({
    accountsRepository: platform.readRepositories.accounts,
    storage,
    files: needs.files,
    offers: needs.offers,
    earnedBy: needs.earnedBy,
    reviewsOf: needs.reviewsOf,
    clock,
  });
  const payoutData = createPayoutDataService({
    accountsRepository: repositories.accounts,
    unitOfWork,
    rateLimiter,
    passwords,
    clock,
  });
  const registration = createRegistrationService({
    accountsRepository: repositories.accounts,
    unitOfWork,
    shortCodes: needs.shortCodes,
    rateLimiter,
    passwords,
    clock,
  });
  const credentials = createCredentialsService({
    accountsRepository: repositories.accounts,
    shortCodes: needs.shortCodes,
    unitOfWork,
    rateLimiter,
    passwords,
    revokeSessions: needs.revokeSessions,
    secret: env.AUTH_SECRET,
    publicOrigin,
    clock,
  });
  const accountDeletion = createAccountDeletionService({
    accountsRepository: repositories.accounts,
    unitOfWork,
    erasure: needs.erasure,
    rateLimiter,
    passwords,
    clock,
  });
  jobs.push({
    name: 'delete-expired-registrations',
    cron: '*/10 * * * *',
    run: registration.deleteExpiredRegistrations,
  });
  await app.register(accountsRoutes, {
    accounts,
    registration,
    credentials,
    sessions: needs.sessions,
    accountDeletion,
    payoutData,
  });
  const offerReads = createOfferReads(db);
  const accountsAdmin = createAccountsAdminService({
    accountsRepository: repositories.accounts,
    reads: {
      offers: offerReads,
      offerIdsOfAccount: offerIdsOfAccountSql,
      orders: createOrdersAdminReads(db),
      reports: createReportReads(db),
      offerTitles: offerReads,
      chat: needs.chat,
    },
    unitOfWork,
    clock,
  });
  await admin((scope) => accountsAdminRoutes(scope, { accountsAdmin }));
  return { accounts, credentials, accountsAdmin };
}
