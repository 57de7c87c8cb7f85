import { displayName, maskNumber, type PublicProfileDto, type UserDto } from '@marketplace/contract';
import type { Storage } from '../../adapters/storage/storage.ts';
import { fallbackAvatarUrl } from '../../shared/avatars.ts';
import type { AccountWithAvatar } from './accounts.repository.ts';

export interface AccountStats {
  numberOfOffers: number;
  numberOfReviews: number;
  averageReview: number | null;
}

function avatarUrls(account: AccountWithAvatar, storage: Storage) {
  return {
    avatar: account.avatarKey ? storage.publicUrl(`${account.avatarKey}/medium.webp`) : null,
    avatarFallback: fallbackAvatarUrl(account),
  };
}

/**
 * The owner's view: everything but secrets; bank numbers masked to their last four digits, and the
 * hold of replaced payout data while it lasts (`now`).
 */
export function presentUser(
  account: AccountWithAvatar,
  stats: AccountStats,
  storage: Storage,
  now: Date,
): UserDto {
  const payoutNumber = account.payoutIban ?? account.payoutAccountNumber;
  return {
    id: account.id,
    type: account.type,
    role: account.role,
    username: account.username,
    firstName: account.firstName,
    lastName: account.lastName,
    companyName: account.companyName,
    vatId: account.vatId,
    friendlyName: displayName(account),
    ...avatarUrls(account, storage),
    phone: account.phone,
    email: account.email,
    birthDay: account.birthDay,
    address: {
      street: account.street,
      apartmentNumber: account.apartmentNumber,
      city: account.city,
      state: account.state,
      postCode: account.postCode,
    },
    payout:
      account.payoutHolder && payoutNumber
        ? {
            holder: account.payoutHolder,
            account: account.payoutIban
              ? { iban: maskNumber(account.payoutIban) }
              : {
                  accountNumber: maskNumber(account.payoutAccountNumber!),
                  routingNumber: account.payoutRoutingNumber!,
                },
            ...(account.payoutHoldUntil && account.payoutHoldUntil > now
              ? { holdUntil: account.payoutHoldUntil.toISOString() }
              : {}),
          }
        : null,
    reviewStats: { numberOfReviews: stats.numberOfReviews, averageReview: stats.averageReview },
    offerStats: { numberOfOffers: stats.numberOfOffers },
    lastLoggedIn: account.lastLoggedInAt?.toISOString() ?? null,
  };
}

/** What anyone may see: no contact data, no exact address. */
export function presentPublicProfile(
  account: AccountWithAvatar,
  stats: AccountStats,
  storage: Storage,
): PublicProfileDto {
  return {
    id: account.id,
    type: account.type,
    username: account.username,
    firstName: account.type === 'person' ? account.firstName : null,
    companyName: account.type === 'company' ? account.companyName : null,
    friendlyName: displayName(account),
    ...avatarUrls(account, storage),
    address: { city: account.city, state: account.state },
    reviewStats: { numberOfReviews: stats.numberOfReviews, averageReview: stats.averageReview },
    offerStats: { numberOfOffers: stats.numberOfOffers },
    memberSince: account.createdAt.toISOString(),
  };
}
