export { pagesAdminRoutes } from './pages.admin.routes.ts';
export { createPagesAdminService } from './pages.admin.ts';
export { createPagesRepository } from './pages.repository.ts';
export { pagesRoutes } from './pages.routes.ts';
export { createPagesService } from './pages.service.ts';
export type { PagesService } from './pages.service.ts';
export { registerPages } from './pages.module.ts';
