export { advertisementsAdminRoutes } from './advertisements.admin.routes.ts';
export { createAdvertisementsAdminService } from './advertisements.admin.ts';
export { createAdvertisementsRepository } from './advertisements.repository.ts';
export { advertisementsRoutes } from './advertisements.routes.ts';
export { createAdvertisementsService } from './advertisements.service.ts';
export { registerAdvertisements } from './advertisements.module.ts';
