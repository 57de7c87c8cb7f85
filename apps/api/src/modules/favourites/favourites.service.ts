import {
  LIMITS,
  MESSAGES,
  paginationOf,
  type FavouriteDto,
  type Paginated,
  type Region,
} from '@marketplace/contract';
import { BadRequestError, NotFoundError } from '../../shared/errors.ts';
import type { OffersService } from '../offers/index.ts';
import type { FavouritesRepository } from './favourites.repository.ts';

export function createFavouritesService({
  favouritesRepository,
  offers,
}: {
  favouritesRepository: FavouritesRepository;
  offers: OffersService;
}) {
  return {
    async list(accountId: number, region: Region, page: number): Promise<Paginated<FavouriteDto>> {
      const { rows, total } = await favouritesRepository.page(accountId, page, LIMITS.pageSize);
      const items = await offers.publishedItems(
        region,
        rows.map((row) => row.offerId),
      );
      return {
        items: rows.map((row) => ({ ...row, offer: items.get(row.offerId) ?? null })),
        pagination: paginationOf(page, LIMITS.pageSize, total),
      };
    },

    /** Only published offers of others, in the same edition; adding twice keeps one favourite. */
    async add(accountId: number, region: Region, offerId: number): Promise<{ favoriteId: number }> {
      const offer = (await offers.publishedItems(region, [offerId])).get(offerId);
      if (!offer || offer.account.id === accountId) throw new BadRequestError(MESSAGES.cannotFavourite);
      return { favoriteId: await favouritesRepository.add(accountId, offerId) };
    },

    async remove(accountId: number, favouriteId: number): Promise<void> {
      if (!(await favouritesRepository.remove(accountId, favouriteId))) throw new NotFoundError();
    },

    async check(accountId: number, offerIds: number[]) {
      return { checkFavourites: await favouritesRepository.check(accountId, offerIds) };
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
