import { displayName, type OfferListItemDto, type Region } from '@marketplace/contract';
import type { Storage } from '../../adapters/storage/storage.ts';
import { presentOfferListItem } from './offers.presenter.ts';
import type { OffersRepository } from './offers.repository.ts';

export function createOffersService({
  offersRepository,
  storage,
}: {
  offersRepository: OffersRepository;
  storage: Storage;
}) {
  return {
    async newest(region: Region, limit: number): Promise<OfferListItemDto[]> {
      const rows = await offersRepository.newestPublished(region, limit);
      return rows.map((row) => presentOfferListItem(row, storage));
    },

    countsForAccount: (accountId: number) => offersRepository.countsForAccount(accountId),

    async companiesWithOffers(region: Region, limit: number) {
      const rows = await offersRepository.companiesWithOffers(region, limit);
      return rows.map((company) => ({
        id: company.id,
        displayName: displayName(company),
        avatar: company.avatarKey ? storage.publicUrl(`${company.avatarKey}/small.webp`) : null,
        offersCount: company.offersCount,
      }));
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
