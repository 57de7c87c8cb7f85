export { filesAdminRoutes } from './files.admin.routes.ts';
export { removeAvatarOfDeletedAccount } from './files.erasure.ts';
export { ownsOfferImage } from './files.policy.ts';
export { presentImage } from './files.presenter.ts';
export { createFilesRepository } from './files.repository.ts';
export type { FilesRepository } from './files.repository.ts';
export { filesRoutes } from './files.routes.ts';
export { AVATAR_RENDITIONS, STORAGE_DELETE_TOPIC, createFilesService } from './files.service.ts';
export type { FilesService } from './files.service.ts';
