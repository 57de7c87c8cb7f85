import type { Platform } from '../../platform.ts';
import { createSearchRepository } from './search.repository.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService } from './search.service.ts';

/** Search, its suggestions and counts; pruning its phrase and title-word tables. */
export async function registerSearch(
  { app, reads, env, clock, firstToday, caches, jobs }: Platform,
  needs: Pick<Parameters<typeof createSearchService>[0], 'offers' | 'categories'>,
) {
  const search = createSearchService({
    // Anonymous searches read a replica when there are any (decision 130); its writes (phrase
    // counts, pruning) go to the primary.
    searchRepository: reads(createSearchRepository),
    offers: needs.offers,
    categories: needs.categories,
    clock,
    log: app.log,
    firstToday,
    caches,
    cacheEntries: env.SEARCH_CACHE_ENTRIES,
  });
  jobs.push(
    { name: 'prune-search-phrase-counts', cron: '30 3 * * *', run: search.prunePhraseCounts },
    { name: 'prune-search-title-words', cron: '45 3 * * *', run: search.pruneTitleWords },
  );
  await app.register(searchRoutes, { search });
  return search;
}
