import type { Region } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { Bus } from './adapters/bus/bus.ts';
import { createBus } from './adapters/bus/create-bus.ts';
import { createGeocoder } from './adapters/geocoder/create-geocoder.ts';
import type { Geocoder } from './adapters/geocoder/geocoder.ts';
import { createRateLimitStore } from './adapters/rate-limits/create-rate-limit-store.ts';
import { createRateLimiter, type RateLimiter } from './adapters/rate-limits/rate-limiter.ts';
import { createStorage } from './adapters/storage/create-storage.ts';
import type { Storage } from './adapters/storage/storage.ts';
import type { Env } from './config/env.ts';
import type { Database, DatabaseHandle, Executor } from './db/client.ts';
import { currentReadContext, openReadReplicas, routedReads, type ReadReplicas } from './db/read-replicas.ts';
import {
  bindRepositories,
  createUnitOfWork,
  type RepositoriesOf,
  type UnitOfWork,
} from './db/unit-of-work.ts';
import { adminScope } from './http/admin.ts';
import { createMetrics, type Metrics } from './http/metrics.ts';
import { createJobQueue, type JobQueue } from './jobs/job-queue.ts';
import type { Job } from './jobs/scheduler.ts';
import { accountReads, createAccountsRepository } from './modules/accounts/index.ts';
import { createAdvertisementsRepository } from './modules/advertisements/index.ts';
import { createAuditRepository } from './modules/audit/index.ts';
import { createBasketRepository } from './modules/basket/index.ts';
import { createCategoriesRepository } from './modules/categories/index.ts';
import { createChatRepository } from './modules/chat/index.ts';
import { createContactRepository } from './modules/contact/index.ts';
import { createDataExportsRepository } from './modules/data-exports/index.ts';
import { createEventRelay, createEventsRepository, type EventRelay } from './modules/events/index.ts';
import { createFavouritesRepository } from './modules/favourites/index.ts';
import { createFilesRepository } from './modules/files/index.ts';
import { createNotificationsRepository } from './modules/notifications/index.ts';
import { createLedgerRepository } from './modules/ledger/index.ts';
import { createOfferFeaturesRepository } from './modules/offer-features/index.ts';
import { createOfferCatalogUsage, createOffersRepository, offerPhotoUses } from './modules/offers/index.ts';
import { createOrdersRepository } from './modules/orders/index.ts';
import { createPagesRepository } from './modules/pages/index.ts';
import { createPaymentsRepository } from './modules/payments/index.ts';
import { createPayoutsRepository } from './modules/payouts/index.ts';
import { createPriceProposalsRepository } from './modules/price-proposals/index.ts';
import { createReportsRepository } from './modules/reports/index.ts';
import { createModerationRepository } from './modules/moderation/index.ts';
import {
  createReviewsAdminRepository,
  createReviewsRepository,
  orderProductReviewed,
} from './modules/reviews/index.ts';
import { publishedOfferCounts } from './modules/search/index.ts';
import { createSafetyRepository } from './modules/safety/index.ts';
import { createSavedSearchesRepository } from './modules/saved-searches/index.ts';
import { createSessionsRepository } from './modules/sessions/index.ts';
import { createShortCodesRepository } from './modules/short-codes/index.ts';
import { connectCaches, createCaches, type Caches } from './shared/caches.ts';
import type { Clock } from './shared/clock.ts';
import { createFirstToday, type FirstToday } from './shared/visitors.ts';

/**
 * The repositories a unit of work binds to its transaction, one part per module (docs/decisions/053).
 * Where a repository reads a module that depends on its own (the module folders form no cycle),
 * the owner's read fragment is handed in here (docs/architecture.md, 'Modules and their faces').
 */
const TRANSACTIONAL_REPOSITORIES = {
  accounts: createAccountsRepository,
  basket: createBasketRepository,
  chat: (db: Executor) => createChatRepository(db, accountReads),
  contact: createContactRepository,
  audit: (db: Executor) => createAuditRepository(db, accountReads),
  categories: (db: Executor) => createCategoriesRepository(db, { publishedOfferCounts }),
  offerUsage: createOfferCatalogUsage,
  pages: createPagesRepository,
  advertisements: createAdvertisementsRepository,
  dataExports: createDataExportsRepository,
  events: createEventsRepository,
  favourites: createFavouritesRepository,
  ledger: createLedgerRepository,
  files: (db: Executor) => createFilesRepository(db, { photoInUse: offerPhotoUses }),
  notifications: createNotificationsRepository,
  offers: (db: Executor) => createOffersRepository(db, accountReads),
  offerFeatures: createOfferFeaturesRepository,
  orders: (db: Executor) =>
    createOrdersRepository(db, { productReviewed: orderProductReviewed, partyOf: accountReads.partyOf }),
  payments: createPaymentsRepository,
  payouts: createPayoutsRepository,
  priceProposals: createPriceProposalsRepository,
  reports: createReportsRepository,
  moderation: createModerationRepository,
  reviews: (db: Executor) => createReviewsRepository(db, accountReads),
  reviewsAdmin: (db: Executor) => createReviewsAdminRepository(db, accountReads),
  safety: (db: Executor) => createSafetyRepository(db, accountReads),
  savedSearches: createSavedSearchesRepository,
  sessions: (db: Executor) => createSessionsRepository(db, accountReads),
  shortCodes: (db: Executor) => createShortCodesRepository(db, accountReads),
};

/** Every module's repository, bound to the database or to one transaction (a unit of work's scope). */
export type Scope = RepositoriesOf<typeof TRANSACTIONAL_REPOSITORIES>;

/**
 * What each module's registration gets (docs/architecture.md, 'Wiring'): the adapters, the
 * repositories and the unit of work, the event relay, the caches, and where to add its jobs and
 * console routes. Modules hand each other only their services, through app.ts.
 */
export interface Platform {
  app: FastifyInstance;
  env: Env;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  storage: Storage;
  geocoder: Geocoder;
  rateLimiter: RateLimiter;
  /** Counts things (visits, searched phrases) once per visitor and day. */
  firstToday: FirstToday;
  /** Caches of what rarely changes, emptied in every process by the database's notifications. */
  caches: Caches;
  /** Repositories on the database itself, for reads and single writes. */
  repositories: Scope;
  /**
   * The same repositories, whose select statements go to a replica when the request's context
   * says so (anonymous public reads, docs/decisions/130); their writes go to the primary. Without
   * DATABASE_READ_URLS they are `repositories`.
   */
  readRepositories: Scope;
  /** A module's own repository made the same way as `readRepositories`. */
  reads: <T extends object>(create: (db: Database) => T) => T;
  /** The replicas of DATABASE_READ_URLS and their health; undefined without them. */
  replicas: ReadReplicas | undefined;
  unitOfWork: UnitOfWork<Scope>;
  /** What follows a commit (decision 075): handlers registered by topic. */
  events: EventRelay;
  jobQueue: JobQueue;
  /** Housekeeping jobs the modules add; scheduled once every module is registered. */
  jobs: Job[];
  metrics: Metrics | undefined;
  publicOrigin: (region: Region) => string;
  /** Registers console routes behind the administration's one guard (http/admin.ts). */
  admin: (register: (admin: FastifyInstance) => Promise<void>) => Promise<void>;
  /** Empties this process's caches of these tables at once (others hear the database, decision 048). */
  invalidate: (...tables: string[]) => void;
}

export interface PlatformOptions {
  env: Env;
  database: DatabaseHandle;
  storage?: Storage;
  clock: Clock;
  jobPollingIntervalSeconds?: number;
  eventPollIntervalMs?: number;
  /** How often the read replicas are polled; REPLICA_POLL_MS by default (tests poll by hand). */
  replicaPollIntervalMs?: number;
}

/** Builds the adapters and the database's parts; closing the app closes what needs closing. */
export async function createPlatform(app: FastifyInstance, options: PlatformOptions): Promise<Platform> {
  const { env, database, clock } = options;
  const { db } = database;
  // Prometheus metrics (decision 106): only with METRICS_TOKEN, for a scraper that holds it.
  const metrics = env.METRICS_TOKEN ? createMetrics() : undefined;
  const repositories = bindRepositories(db, TRANSACTIONAL_REPOSITORIES);
  const now = () => clock().getTime();
  const replicas =
    env.DATABASE_READ_URLS.length > 0 && database.pool
      ? openReadReplicas(
          env.DATABASE_READ_URLS,
          { db, pool: database.pool },
          {
            maxLagMs: env.DATABASE_READ_MAX_LAG_MS,
            pollMs: options.replicaPollIntervalMs,
            now,
            onFailure: (replica, err) =>
              app.log.warn(
                { err, replica },
                'read replica failed: its reads go to the primary until it answers',
              ),
          },
        )
      : undefined;
  // Closed before the database (onClose hooks run last added first; the database's came earlier).
  if (replicas) app.addHook('onClose', async () => replicas.close());
  const reads = <T extends object>(create: (db: Database) => T) => routedReads(db, replicas, create);
  // One routed object per repository: services take `readRepositories.offers` once, at wiring.
  const readRepositories = replicas
    ? (Object.fromEntries(
        Object.entries(TRANSACTIONAL_REPOSITORIES).map(([name, create]) => [name, reads((on) => create(on))]),
      ) as Scope)
    : repositories;
  // What follows a commit is an event written in its transaction (decision 075); the relay
  // handles it, at once after the commit in this process, or by its poll in any process.
  const events = createEventRelay({
    events: repositories.events,
    clock,
    log: app.log,
    options: {
      pollIntervalMs: options.eventPollIntervalMs,
      onFailure: metrics && ((topic) => metrics.eventFailures.inc({ topic })),
    },
  });
  const rateLimitStore = createRateLimitStore(env, db, (err) =>
    app.log.warn({ err }, 'rate limits: Redis failed, counting in the database meanwhile'),
  );
  app.addHook('onClose', async () => rateLimitStore.close());
  const rateLimiter = createRateLimiter(rateLimitStore, clock);
  const caches = createCaches({ now, readsAsOf: () => currentReadContext()?.replica?.asOf() });
  const bus: Bus = await createBus(database, (err) =>
    app.log.warn({ err }, 'bus: connection or handler failed'),
  );
  app.addHook('onClose', async () => bus.close());
  await connectCaches(caches, bus);
  const jobQueue = createJobQueue(database, {
    log: app.log,
    pollingIntervalSeconds: options.jobPollingIntervalSeconds,
    stopGraceMs: env.SHUTDOWN_GRACE_MS,
    onFailure: metrics && ((queue) => metrics.jobFailures.inc({ queue })),
  });
  return {
    app,
    env,
    database,
    db,
    clock,
    storage: options.storage ?? createStorage(env),
    geocoder: createGeocoder(env),
    rateLimiter,
    firstToday: createFirstToday(rateLimiter, env.AUTH_SECRET, clock),
    caches,
    repositories,
    readRepositories,
    reads,
    replicas,
    unitOfWork: createUnitOfWork(db, TRANSACTIONAL_REPOSITORIES, events.nudge),
    events,
    jobQueue,
    jobs: [],
    metrics,
    publicOrigin: (region) =>
      env.PUBLIC_ORIGIN_TEMPLATE.replace('{region}', region).replace('{port}', String(env.PORT)),
    admin: (register) => adminScope(app, register),
    invalidate: (...tables) => {
      for (const table of tables) caches.invalidate(table);
    },
  };
}
