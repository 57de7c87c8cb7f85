import {
  accountDeletionBlockerText,
  DELETED_ACCOUNT_NAME,
  MESSAGES,
  type Region,
} from '@marketplace/contract';
import type { RateLimiter } from '../../adapters/rate-limits/rate-limiter.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import { DomainError, ValidationError } from '../../shared/errors.ts';
import type { PasswordHasher } from '../../shared/passwords.ts';
import { emptyBasketOfDeletedAccount } from '../basket/basket.erasure.ts';
import { endProposalsOfDeletedAccount } from '../price-proposals/price-proposals.erasure.ts';
import type { PriceProposalsRepository } from '../price-proposals/price-proposals.repository.ts';
import type { BasketRepository } from '../basket/basket.repository.ts';
import type { ChatRepository } from '../chat/chat.repository.ts';
import { removeExportsOfDeletedAccount } from '../data-exports/data-exports.erasure.ts';
import type { DataExportsRepository } from '../data-exports/data-exports.repository.ts';
import type { EventsRepository } from '../events/events.repository.ts';
import { removeFavouritesOfDeletedAccount } from '../favourites/favourites.erasure.ts';
import type { FavouritesRepository } from '../favourites/favourites.repository.ts';
import { removeSavedSearchesOfDeletedAccount } from '../saved-searches/saved-searches.erasure.ts';
import type { SavedSearchesRepository } from '../saved-searches/saved-searches.repository.ts';
import { removeAvatarOfDeletedAccount } from '../files/files.erasure.ts';
import type { FilesRepository } from '../files/files.repository.ts';
import { removeNotificationsOfDeletedAccount } from '../notifications/notifications.erasure.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import { cancelPurchasesOfDeletedAccount } from '../offer-features/offer-features.erasure.ts';
import type { OfferFeaturesRepository } from '../offer-features/offer-features.repository.ts';
import { closeOffersOfDeletedAccount } from '../offers/offers.erasure.ts';
import type { OffersRepository } from '../offers/offers.repository.ts';
import { orderBlockersOfDeletion } from '../orders/orders.erasure.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import { removeCardsOfDeletedAccount } from '../payments/payments.erasure.ts';
import type { PaymentsRepository } from '../payments/payments.repository.ts';
import { reviewBlockersOfDeletion } from '../reviews/reviews.erasure.ts';
import type { ReviewsRepository } from '../reviews/reviews.repository.ts';
import { endSessionsOfDeletedAccount } from '../sessions/sessions.erasure.ts';
import type { SessionsRepository } from '../sessions/sessions.repository.ts';
import { removeCodesOfDeletedAccount } from '../short-codes/short-codes.erasure.ts';
import type { ShortCodesRepository } from '../short-codes/short-codes.repository.ts';
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
export function createAccountDeletionService(deps: {
  accountsRepository: AccountsRepository;
  unitOfWork: UnitOfWork<{
    accounts: AccountsRepository;
    basket: BasketRepository;
    chat: ChatRepository;
    dataExports: DataExportsRepository;
    events: EventsRepository;
    favourites: FavouritesRepository;
    savedSearches: SavedSearchesRepository;
    files: FilesRepository;
    notifications: NotificationsRepository;
    offerFeatures: OfferFeaturesRepository;
    offers: OffersRepository;
    orders: OrdersRepository;
    payments: PaymentsRepository;
    priceProposals: PriceProposalsRepository;
    reviews: ReviewsRepository;
    sessions: SessionsRepository;
    shortCodes: ShortCodesRepository;
  }>;
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
        const closedOfferIds = await closeOffersOfDeletedAccount(scope, account.id, now);
        const blockers = [
          ...(await orderBlockersOfDeletion(scope, account.id, now)),
          ...(await reviewBlockersOfDeletion(scope, account.id)),
        ];
        if (blockers.length > 0) {
          // Thrown inside the unit of work: the offers closed above open again (nothing changes).
          throw new DomainError(409, MESSAGES.accountDeletionBlocked, {
            errors: blockers.map(accountDeletionBlockerText),
          });
        }
        await endSessionsOfDeletedAccount(scope, account.id, now);
        await emptyBasketOfDeletedAccount(scope, account.id);
        await endProposalsOfDeletedAccount(scope, account.id, closedOfferIds, now);
        await removeFavouritesOfDeletedAccount(scope, account.id);
        await removeSavedSearchesOfDeletedAccount(scope, account.id);
        await cancelPurchasesOfDeletedAccount(scope, account.id);
        await removeCardsOfDeletedAccount(scope, account.id);
        await removeCodesOfDeletedAccount(scope, account.id);
        await removeNotificationsOfDeletedAccount(scope, account.id);
        await removeExportsOfDeletedAccount(scope, account.id);
        // The account lets go of its avatar before the file's row goes.
        await scope.accounts.update(account.id, erased(region, now));
        await removeAvatarOfDeletedAccount(scope, locked.avatarFileId);
      });
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
