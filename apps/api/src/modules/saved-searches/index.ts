export { removeSavedSearchesOfDeletedAccount } from './saved-searches.erasure.ts';
export { createSavedSearchesRepository } from './saved-searches.repository.ts';
export type { SavedSearchesRepository } from './saved-searches.repository.ts';
export { savedSearchesRoutes } from './saved-searches.routes.ts';
export { createSavedSearchesService } from './saved-searches.service.ts';
export type { SavedSearchesService } from './saved-searches.service.ts';
export { registerSavedSearches } from './saved-searches.module.ts';
