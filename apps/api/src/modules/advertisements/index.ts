export { createAdvertisementsRepository } from './advertisements.repository.ts';
export { registerAdvertisements } from './advertisements.module.ts';
