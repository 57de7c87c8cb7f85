export { createPagesRepository } from './pages.repository.ts';
export type { PagesService } from './pages.service.ts';
export { registerPages } from './pages.module.ts';
