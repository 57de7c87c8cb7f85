export { removeAvatarOfDeletedAccount } from './files.erasure.ts';
export { ownsOfferImage } from './files.policy.ts';
export { presentImage } from './files.presenter.ts';
export {
  attachFiles,
  avatarFilesAs,
  avatarKeyOf,
  imageFilesOf,
  lockPhotoBands,
  nearPhotosOf,
  storedImageOf,
} from './files.reads.ts';
export type { FilesScope, NearPhoto, StoredImage } from './files.reads.ts';
export { PHOTO_MATCH_DISTANCE } from './files.phash.ts';
export { createFilesRepository } from './files.repository.ts';
export { AVATAR_RENDITIONS, STORAGE_DELETE_TOPIC } from './files.service.ts';
export type { FilesService } from './files.service.ts';
export { registerFiles } from './files.module.ts';
