import type { Platform } from '../../platform.ts';
import { createBatchCounter } from '../../adapters/counters/create-batch-counter.ts';
import { realtimeBusPrefix } from '../../adapters/bus/create-bus.ts';
import { createOfferWriteService } from './offers-write.service.ts';
import { offersRoutes } from './offers.routes.ts';
import { createOffersService, VISIT_FLUSH_INTERVAL_MS } from './offers.service.ts';

type OffersNeeds = Pick<Parameters<typeof createOffersService>[0], 'categories' | 'reviewsOf'> &
  Pick<Parameters<typeof createOfferWriteService<Platform['repositories']>>[0], 'offersEnded' | 'holdWordIn'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the offer visits counted so far (a timer does every few seconds); answers how many offers. */
    flushVisits: () => Promise<number>;
  }
}

/** Offers: reading, counting visits, writing and closing them; the expiry job. */
export async function registerOffers(platform: Platform, needs: OffersNeeds) {
  const { app, env, database, repositories, unitOfWork, storage, rateLimiter, firstToday, clock, caches } =
    platform;
  // Visits are counted in memory or Redis and written in batches (decision 093).
  const visitCounter = createBatchCounter(env.REDIS_URL, `${realtimeBusPrefix(database)}offer-visits`);
  // The offer page and lists: anonymous readers' on a replica when there are any (decision 130).
  const offers = createOffersService({
    offersRepository: platform.readRepositories.offers,
    storage,
    categories: needs.categories,
    rateLimiter,
    firstToday,
    clock,
    reviewsOf: needs.reviewsOf,
    caches,
    visitCounter,
  });
  const flushVisits = () =>
    offers.flushVisits().catch((err: unknown) => {
      app.log.warn({ err }, 'offer visits: flush failed, the counts are kept for the next one');
      return 0;
    });
  const visitFlushes = setInterval(() => void flushVisits(), VISIT_FLUSH_INTERVAL_MS);
  visitFlushes.unref();
  app.decorate('flushVisits', flushVisits);
  // Added after the database's hook, so it runs before the database closes: no count is lost.
  app.addHook('onClose', async () => {
    clearInterval(visitFlushes);
    await flushVisits();
    await visitCounter.close();
  });
  const offerWrites = createOfferWriteService({
    offersRepository: repositories.offers,
    unitOfWork,
    offersEnded: needs.offersEnded,
    holdWordIn: needs.holdWordIn,
    categories: needs.categories,
    geocoder: platform.geocoder,
    clock,
  });
  platform.jobs.push({ name: 'close-expired-offers', cron: '* * * * *', run: offerWrites.closeExpired });
  await app.register(offersRoutes, { offers, offerWrites });
  return { offers, offerWrites };
}
