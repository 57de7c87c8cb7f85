import type { Platform } from '../../platform.ts';
import { createCategoriesAdminService } from './categories.admin.ts';
import { categoriesAdminRoutes } from './categories.admin.routes.ts';
import { categoriesRoutes } from './categories.routes.ts';
import { createCategoriesService } from './categories.service.ts';

/** The category tree of each edition, cached, and the console's catalog editor. */
export async function registerCategories(
  { app, caches, repositories, unitOfWork, admin, invalidate }: Platform,
  needs: Pick<Parameters<typeof createCategoriesAdminService>[0], 'contentImageUrl' | 'offerUsage'>,
) {
  const categories = createCategoriesService({
    categoriesRepository: repositories.categories,
    caches,
  });
  await app.register(categoriesRoutes, { categories });
  await admin((scope) =>
    categoriesAdminRoutes(scope, {
      categoriesAdmin: createCategoriesAdminService({
        categoriesRepository: repositories.categories,
        offerUsage: needs.offerUsage,
        unitOfWork,
        contentImageUrl: needs.contentImageUrl,
        invalidate,
      }),
    }),
  );
  return categories;
}
