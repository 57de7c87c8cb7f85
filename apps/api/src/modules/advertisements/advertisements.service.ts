import type { AdvertisementDto, Region } from '@marketplace/contract';
import { createEditionCache, noCaches, type Caches } from '../../shared/caches.ts';
import type { AdvertisementsRepository } from './advertisements.repository.ts';

export function createAdvertisementsService({
  advertisementsRepository,
  caches = noCaches,
}: {
  advertisementsRepository: AdvertisementsRepository;
  /** Where answers are kept between requests; nothing is kept without. */
  caches?: Caches;
}) {
  const editions = createEditionCache(
    caches,
    { name: 'advertisements', tables: ['advertisements'] },
    async (region): Promise<{ advertisements: AdvertisementDto[] }> => {
      // An inactive advert is the console's only (decision 092).
      const rows = (await advertisementsRepository.list(region)).filter((row) => row.active);
      return {
        advertisements: rows.map(({ id, area, imageUrl, alt, referenceUrl, script, categoryIds }) => ({
          id,
          area,
          imageUrl,
          alt,
          referenceUrl,
          script,
          categoryIds,
        })),
      };
    },
  );

  return {
    /**
     * `GET /api/advertisements`: every advert of the edition, from a cache shared by every request
     * (callers never modify it).
     */
    list(region: Region): Promise<{ advertisements: AdvertisementDto[] }> {
      return editions.get(region);
    },
  };
}

export type AdvertisementsService = ReturnType<typeof createAdvertisementsService>;
