export { publishedOfferCounts } from './search.reads.ts';
export { createSearchRepository } from './search.repository.ts';
export { dayOf } from './search.service.ts';
export type { SearchService } from './search.service.ts';
export { registerSearch } from './search.module.ts';
