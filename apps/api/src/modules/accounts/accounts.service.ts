import type { AddressInput, ProfileStatsDto, PublicProfileDto, Region, UserDto } from '@marketplace/contract';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Clock } from '../../shared/clock.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { AVATAR_RENDITIONS, type FilesService } from '../files/index.ts';
import type { OffersService } from '../offers/index.ts';
import type { SellerReviewsSummary } from '../reviews/index.ts';
import { addressColumns, loadAccount } from './accounts.common.ts';
import { presentPublicProfile, presentUser, type AccountStats } from './accounts.presenter.ts';
import type { AccountsRepository, AccountWithAvatar } from './accounts.repository.ts';

/**
 * Accounts as their owner and others see them: the own view, the public profile and its stats,
 * and the owner's settings (contact data, avatar). Registration is in accounts-registration.service.ts,
 * passwords and contact changes in accounts-credentials.service.ts, payout data in
 * accounts-payout.service.ts.
 */
export function createAccountsService(deps: {
  accountsRepository: AccountsRepository;
  storage: Storage;
  files: FilesService;
  offers: OffersService;
  /** What a seller has earned from completed orders (the orders module). */
  earnedBy: (accountId: number) => Promise<number>;
  /** The seller's review count and average (the reviews module). */
  reviewsOf: (accountId: number) => Promise<Pick<SellerReviewsSummary, 'count' | 'average'>>;
  clock: Clock;
}) {
  const repository = deps.accountsRepository;

  async function stats(accountId: number): Promise<AccountStats> {
    const [offers, reviews] = await Promise.all([
      deps.offers.countsForAccount(accountId),
      deps.reviewsOf(accountId),
    ]);
    return {
      numberOfOffers: offers.published,
      numberOfReviews: reviews.count,
      averageReview: reviews.average,
    };
  }

  async function ownView(account: AccountWithAvatar): Promise<UserDto> {
    return presentUser(account, await stats(account.id), deps.storage, deps.clock());
  }

  const load = (accountId: number, region: Region) => loadAccount(repository, accountId, region);

  return {
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
      const [offers, reviews, earned] = await Promise.all([
        deps.offers.countsForAccount(accountId),
        deps.reviewsOf(accountId),
        deps.earnedBy(accountId),
      ]);
      return {
        stats: {
          offers: {
            offersCounter: offers.total,
            activeOffersCounter: offers.forSale,
            activeOffersValue: offers.forSaleValue,
            earned,
          },
          reviews: { average: reviews.average, counter: reviews.count },
        },
        lastLoggedIn: account.lastLoggedInAt?.toISOString() ?? null,
        memberSince: account.createdAt.toISOString(),
      };
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
