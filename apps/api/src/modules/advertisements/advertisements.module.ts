import type { Region } from '@marketplace/contract';
import type { Platform } from '../../platform.ts';
import { createAdvertisementsAdminService } from './advertisements.admin.ts';
import { advertisementsAdminRoutes } from './advertisements.admin.routes.ts';
import { createAdvertisementsRepository } from './advertisements.repository.ts';
import { advertisementsRoutes } from './advertisements.routes.ts';
import { createAdvertisementsService } from './advertisements.service.ts';

/** The editions' advertisement slots, cached, and their editor in the console. */
export async function registerAdvertisements(
  { app, db, caches, repositories, unitOfWork, admin, invalidate }: Platform,
  needs: {
    contentImageUrl: (region: Region, fileId: string) => Promise<string | undefined>;
    categoryIds: (region: Region) => Promise<Set<number>>;
  },
) {
  const advertisements = createAdvertisementsService({
    caches,
    advertisementsRepository: createAdvertisementsRepository(db),
  });
  await app.register(advertisementsRoutes, { advertisements });
  await admin((scope) =>
    advertisementsAdminRoutes(scope, {
      advertisementsAdmin: createAdvertisementsAdminService({
        advertisementsRepository: repositories.advertisements,
        unitOfWork,
        contentImageUrl: needs.contentImageUrl,
        categoryIds: needs.categoryIds,
        invalidate,
      }),
    }),
  );
  return advertisements;
}
