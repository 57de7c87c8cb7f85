export { removeFavouritesOfDeletedAccount } from './favourites.erasure.ts';
export { notifyFansOfPriceDrop } from './favourites.events.ts';
export { createFavouritesExport } from './favourites.export.ts';
export type { FavouritesExport } from './favourites.export.ts';
export { createFavouritesRepository } from './favourites.repository.ts';
export type { FavouritesRepository } from './favourites.repository.ts';
export { favouritesRoutes } from './favourites.routes.ts';
export { createFavouritesService } from './favourites.service.ts';
export { registerFavourites } from './favourites.module.ts';
