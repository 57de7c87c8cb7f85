export { removeSavedSearchesOfDeletedAccount } from './saved-searches.erasure.ts';
export { createSavedSearchesRepository } from './saved-searches.repository.ts';
export { registerSavedSearches } from './saved-searches.module.ts';
