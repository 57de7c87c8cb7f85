import type { Platform } from '../../platform.ts';
import { createPagesAdminService } from './pages.admin.ts';
import { pagesAdminRoutes } from './pages.admin.routes.ts';
import { createPagesRepository } from './pages.repository.ts';
import { pagesRoutes } from './pages.routes.ts';
import { createPagesService } from './pages.service.ts';

/** The editions' content pages, cached, and their editor in the console. */
export async function registerPages({
  app,
  db,
  caches,
  repositories,
  unitOfWork,
  admin,
  invalidate,
}: Platform) {
  const pages = createPagesService({ pagesRepository: createPagesRepository(db), caches });
  await app.register(pagesRoutes, { pages });
  await admin((scope) =>
    pagesAdminRoutes(scope, {
      pagesAdmin: createPagesAdminService({ pagesRepository: repositories.pages, unitOfWork, invalidate }),
    }),
  );
  return pages;
}
