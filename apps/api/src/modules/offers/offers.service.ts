import {
  displayName,
  LIMITS,
  paginationOf,
  type OfferListItemDto,
  type OfferStatus,
  type Paginated,
  type Region,
} from '@marketplace/contract';
import { NotFoundError } from '../../shared/errors.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import { canView } from './offers.policy.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { presentOffer, presentOfferListItem } from './offers.presenter.ts';
import type { OffersRepository } from './offers.repository.ts';

export function createOffersService({
  offersRepository,
  storage,
  categories,
}: {
  offersRepository: OffersRepository;
  storage: Storage;
  categories: CategoriesService;
}) {
  return {
    /**
     * One offer as the viewer may see it: published ones for everybody, drafts and closed ones
     * for their owner only (404 for anyone else, so their existence does not leak).
     */
    async detail(
      region: Region,
      offerId: number,
      viewerId: number | null,
      options: { publishedOnly?: boolean } = {},
    ) {
      const row = await offersRepository.findDetail(offerId);
      if (!row || row.offer.region !== region || !canView(viewerId, row.offer)) throw new NotFoundError();
      if (options.publishedOnly && row.offer.status !== 'published') throw new NotFoundError();
      const { path } = await categories.find(region, row.offer.categoryId);
      const category = {
        id: row.offer.categoryId,
        name: path.at(-1)!.name,
        path: path.map(({ id, name }) => ({ id, name })),
      };
      const counts = await offersRepository.countsForAccount(row.offer.accountId);
      // Reviews arrive with the reviews module; until then no seller has any.
      const stats = { offers: counts.published, reviewsCount: 0, reviewsAverage: null, leadReviews: [] };
      return presentOffer(row, category, storage, { accountId: viewerId }, stats);
    },

    async mine(accountId: number, status: OfferStatus, page: number): Promise<Paginated<OfferListItemDto>> {
      const { rows, total } = await offersRepository.listByAccount(accountId, status, page, LIMITS.pageSize);
      return {
        items: rows.map((row) => presentOfferListItem(row, storage)),
        pagination: paginationOf(page, LIMITS.pageSize, total),
      };
    },

    async bySeller(
      region: Region,
      accountId: number,
      sort: { field: 'price' | 'date'; order: 'asc' | 'desc' },
      page: number,
    ): Promise<Paginated<OfferListItemDto>> {
      const { rows, total } = await offersRepository.publishedBySeller(
        region,
        accountId,
        sort,
        page,
        LIMITS.pageSize,
      );
      return {
        items: rows.map((row) => presentOfferListItem(row, storage)),
        pagination: paginationOf(page, LIMITS.pageSize, total),
      };
    },

    /** Published offers of the edition by id, as list items (missing ids are simply absent). */
    async publishedItems(region: Region, offerIds: number[]): Promise<Map<number, OfferListItemDto>> {
      const rows = await offersRepository.publishedByIds(region, offerIds);
      return new Map(rows.map((row) => [row.offer.id, presentOfferListItem(row, storage)]));
    },

    /** Counts one visit per offer per call (the client batches them); unknown ids are ignored. */
    async storeVisits(region: Region, offerIds: number[]): Promise<void> {
      await offersRepository.addVisits(region, [...new Set(offerIds)]);
    },

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
