import type { AdvertisementDto, Region } from '@marketplace/contract';
import type { AdvertisementsRepository } from './advertisements.repository.ts';

export function createAdvertisementsService({
  advertisementsRepository,
}: {
  advertisementsRepository: AdvertisementsRepository;
}) {
  return {
    async list(region: Region): Promise<AdvertisementDto[]> {
      const rows = await advertisementsRepository.list(region);
      return rows.map(({ id, area, imageUrl, alt, referenceUrl, script, categoryIds }) => ({
        id,
        area,
        imageUrl,
        alt,
        referenceUrl,
        script,
        categoryIds,
      }));
    },
  };
}

export type AdvertisementsService = ReturnType<typeof createAdvertisementsService>;
