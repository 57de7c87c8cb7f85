import type { Platform } from '../../platform.ts';
import { OFFER_PUBLISHED_TOPIC } from '../offers/index.ts';
import { savedSearchesRoutes } from './saved-searches.routes.ts';
import { createSavedSearchesService, type SavedSearchesService } from './saved-searches.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Saved searches (decision 097): the benchmark matches offers with it directly. */
    savedSearches: SavedSearchesService;
  }
}

/** Saved searches (decisions 096-098): a published offer is matched against them after its commit; daily digests. */
export async function registerSavedSearches(
  { app, repositories, unitOfWork, publicOrigin, clock, events, jobs }: Platform,
  needs: Pick<Parameters<typeof createSavedSearchesService>[0], 'search'>,
) {
  const savedSearches = createSavedSearchesService({
    savedSearchesRepository: repositories.savedSearches,
    unitOfWork,
    search: needs.search,
    publicOrigin,
    clock,
  });
  app.decorate('savedSearches', savedSearches);
  events.handle<{ offerId: number }>(OFFER_PUBLISHED_TOPIC, async ({ offerId }) => {
    await savedSearches.matchOffer(offerId);
  });
  jobs.push({ name: 'saved-search-daily-digests', cron: '0 7 * * *', run: savedSearches.sendDailyDigests });
  await app.register(savedSearchesRoutes, { savedSearches });
}
