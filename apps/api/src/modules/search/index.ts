export { publishedOfferCounts } from './search.reads.ts';
export { createSearchRepository } from './search.repository.ts';
export { searchRoutes } from './search.routes.ts';
export { createSearchService, dayOf } from './search.service.ts';
export type { SearchService } from './search.service.ts';
export { registerSearch } from './search.module.ts';
