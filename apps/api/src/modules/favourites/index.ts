export { removeFavouritesOfDeletedAccount } from './favourites.erasure.ts';
export { createFavouritesExport } from './favourites.export.ts';
export type { FavouritesExport } from './favourites.export.ts';
export { createFavouritesRepository } from './favourites.repository.ts';
export { registerFavourites } from './favourites.module.ts';
