import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import {
  installContractErrorMessages,
  UPLOAD_MAX_BYTES,
  type RealtimeServerMessage,
  type Region,
} from '@marketplace/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type onSendHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { createBus, createRealtimeBus, realtimeBusPrefix } from './adapters/bus/create-bus.ts';
import { createGeocoder } from './adapters/geocoder/create-geocoder.ts';
import { createRateLimitStore } from './adapters/rate-limits/create-rate-limit-store.ts';
import { createRateLimiter } from './adapters/rate-limits/rate-limiter.ts';
import { createStorage } from './adapters/storage/create-storage.ts';
import type { Storage } from './adapters/storage/storage.ts';
import { createSmtpMailer } from './adapters/mail/smtp-mailer.ts';
import { createHttpGatewaySmsSender } from './adapters/sms/http-gateway-sms-sender.ts';
import { createPaymentProvider } from './adapters/payments/create-payment-provider.ts';
import { accountReads, createAccountsRepository } from './modules/accounts/index.ts';
import { createAccountsService } from './modules/accounts/index.ts';
import { createCredentialsService } from './modules/accounts/index.ts';
import { createRegistrationService } from './modules/accounts/index.ts';
import { createAccountDeletionService } from './modules/accounts/index.ts';
import { accountsRoutes } from './modules/accounts/index.ts';
import { createFavouritesRepository } from './modules/favourites/index.ts';
import { basketRoutes } from './modules/basket/index.ts';
import { createBasketRepository } from './modules/basket/index.ts';
import { createBasketService } from './modules/basket/index.ts';
import { favouritesRoutes } from './modules/favourites/index.ts';
import { createFavouritesService } from './modules/favourites/index.ts';
import { createFilesRepository } from './modules/files/index.ts';
import { filesRoutes } from './modules/files/index.ts';
import { createReportsRepository } from './modules/reports/index.ts';
import { reportsRoutes } from './modules/reports/index.ts';
import { createReportsService } from './modules/reports/index.ts';
import { createFilesService, STORAGE_DELETE_TOPIC } from './modules/files/index.ts';
import { createChatRepository } from './modules/chat/index.ts';
import { chatRoutes } from './modules/chat/index.ts';
import { createChatService } from './modules/chat/index.ts';
import {
  createRealtimeHub,
  REALTIME_TOPIC,
  REVOKE_TOPIC,
  type RealtimeHub,
} from './modules/realtime/index.ts';
import { realtimeRoutes } from './modules/realtime/index.ts';
import { createRealtimeTokens, socketTokenVerifier } from './modules/realtime/index.ts';
import { createNotificationsRepository } from './modules/notifications/index.ts';
import { notificationsRoutes } from './modules/notifications/index.ts';
import { createNotificationsService } from './modules/notifications/index.ts';
import { createEventRelay, type EventRelay } from './modules/events/index.ts';
import { createAuditRepository } from './modules/audit/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { createAccountsAdminService } from './modules/accounts/index.ts';
import { accountsAdminRoutes } from './modules/accounts/index.ts';
import { BASKET_DROP_OFFERS_TOPIC, dropOffersFromBaskets } from './modules/basket/index.ts';
import { offerIdsOfAccountSql, offerPhotoUses } from './modules/offers/index.ts';
import { createOrdersAdminReads } from './modules/orders/index.ts';
import { createReportsAdminService } from './modules/reports/index.ts';
import { reportsAdminRoutes } from './modules/reports/index.ts';
import { createOrdersAdminRepository } from './modules/orders/index.ts';
import { createOrdersAdminService } from './modules/orders/index.ts';
import { ordersAdminRoutes } from './modules/orders/index.ts';
import { presentPaymentForAdmin } from './modules/payments/index.ts';
import { createReviewsAdminRepository } from './modules/reviews/index.ts';
import { createReviewsAdminService } from './modules/reviews/index.ts';
import { reviewsAdminRoutes } from './modules/reviews/index.ts';
import { createAccountsExport } from './modules/accounts/index.ts';
import { createChatExport } from './modules/chat/index.ts';
import { createChatAdmin } from './modules/chat/index.ts';
import { chatAdminRoutes } from './modules/chat/index.ts';
import { createChatDashboard } from './modules/chat/index.ts';
import { createAccountsDashboard } from './modules/accounts/index.ts';
import { createOffersDashboard } from './modules/offers/index.ts';
import { createOrdersDashboard } from './modules/orders/index.ts';
import { createPaymentsDashboard } from './modules/payments/index.ts';
import { createReportsDashboard } from './modules/reports/index.ts';
import { createReviewsDashboard } from './modules/reviews/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { createDashboardService } from './modules/dashboard/index.ts';
import { createDataExportsRepository } from './modules/data-exports/index.ts';
import { dataExportsRoutes } from './modules/data-exports/index.ts';
import {
  createDataExportsService,
  DATA_EXPORT_BUILD_TOPIC,
  DATA_EXPORT_EXPIRE_TOPIC,
} from './modules/data-exports/index.ts';
import { createFavouritesExport } from './modules/favourites/index.ts';
import { createNotificationsExport } from './modules/notifications/index.ts';
import { createOffersExport } from './modules/offers/index.ts';
import { createOrdersExport } from './modules/orders/index.ts';
import { createPaymentsExport } from './modules/payments/index.ts';
import { createReviewsExport } from './modules/reviews/index.ts';
import { createEventsRepository } from './modules/events/index.ts';
import { createMessenger, MESSAGE_TOPIC, type Message } from './modules/outbox/index.ts';
import { createOutboxRepository } from './modules/outbox/index.ts';
import { outboxAccess } from './config/outbox-access.ts';
import { outboxRoutes } from './modules/outbox/index.ts';
import { createOutboxService } from './modules/outbox/index.ts';
import { createOrdersRepository } from './modules/orders/index.ts';
import { handleOrderSteps } from './modules/orders/index.ts';
import { createOrderLimits } from './modules/orders/index.ts';
import { ordersRoutes } from './modules/orders/index.ts';
import { createOrdersService } from './modules/orders/index.ts';
import { createReviewsRepository, orderProductReviewed } from './modules/reviews/index.ts';
import { reviewsRoutes } from './modules/reviews/index.ts';
import { createReviewsService } from './modules/reviews/index.ts';
import { createPaymentsRepository } from './modules/payments/index.ts';
import { PAYMENT_FORGET_CARDS_TOPIC, type ForgetCardsPayload } from './modules/payments/index.ts';
import { paymentsRoutes } from './modules/payments/index.ts';
import {
  createPaymentsService,
  PAYMENT_CANCEL_TOPIC,
  PAYMENT_REFUND_TOPIC,
} from './modules/payments/index.ts';
import { createLoginThrottle } from './modules/sessions/index.ts';
import { createSessionsRepository } from './modules/sessions/index.ts';
import { sessionsRoutes } from './modules/sessions/index.ts';
import { createSessionsService, type SessionsService } from './modules/sessions/index.ts';
import { createShortCodesRepository } from './modules/short-codes/index.ts';
import { createShortCodesService } from './modules/short-codes/index.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { scheduleJobs, type Job } from './jobs/scheduler.ts';
import { connectCaches, createCaches } from './shared/caches.ts';
import { createBatchCounter } from './adapters/counters/create-batch-counter.ts';
import { systemClock, type Clock } from './shared/clock.ts';
import { createFirstToday } from './shared/visitors.ts';
import { createPasswordHasher } from './shared/passwords.ts';
import type { Env } from './config/env.ts';
import { startWarnings } from './config/start-warnings.ts';
import type { DatabaseHandle, Executor } from './db/client.ts';
import { bindRepositories, createUnitOfWork, type RepositoriesOf } from './db/unit-of-work.ts';
import { adminScope } from './http/admin.ts';
import { authPlugin, createAccessTokens } from './http/auth.ts';
import { casingPlugin } from './http/casing.ts';
import { answerClientError, answerFrameworkError, errorsPlugin } from './http/errors.ts';
import { createLogger, RequestLogController } from './http/logging.ts';
import { docsPlugin } from './http/docs.ts';
import { mediaRoutes } from './http/media.routes.ts';
import { createMetrics, metricsPlugin } from './http/metrics.ts';
import { nulCharactersPlugin } from './http/nul-characters.ts';
import { salesChannelPlugin } from './http/sales-channel.ts';
import { securityHeadersPlugin } from './http/security-headers.ts';
import { createAdvertisementsRepository } from './modules/advertisements/index.ts';
import { advertisementsRoutes } from './modules/advertisements/index.ts';
import { createAdvertisementsService } from './modules/advertisements/index.ts';
import { createCategoriesRepository } from './modules/categories/index.ts';
import { categoriesRoutes } from './modules/categories/index.ts';
import { createCategoriesService } from './modules/categories/index.ts';
import { createCategoriesAdminService } from './modules/categories/index.ts';
import { categoriesAdminRoutes } from './modules/categories/index.ts';
import { createOfferCatalogUsage } from './modules/offers/index.ts';
import { filesAdminRoutes } from './modules/files/index.ts';
import { createPagesAdminService } from './modules/pages/index.ts';
import { pagesAdminRoutes } from './modules/pages/index.ts';
import { createAdvertisementsAdminService } from './modules/advertisements/index.ts';
import { advertisementsAdminRoutes } from './modules/advertisements/index.ts';
import { createContactRepository } from './modules/contact/index.ts';
import { contactRoutes } from './modules/contact/index.ts';
import { createContactService } from './modules/contact/index.ts';
import { geoRoutes } from './modules/geo/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { homeRoutes } from './modules/home/index.ts';
import { createHomeService } from './modules/home/index.ts';
import { createOffersRepository } from './modules/offers/index.ts';
import { createOffersService, VISIT_FLUSH_INTERVAL_MS } from './modules/offers/index.ts';
import { offersRoutes } from './modules/offers/index.ts';
import { createOfferWriteService } from './modules/offers/index.ts';
import { createOfferFeaturesRepository } from './modules/offer-features/index.ts';
import { featurePricesAdminRoutes, offerFeaturesRoutes } from './modules/offer-features/index.ts';
import { createFeaturePricesService } from './modules/offer-features/index.ts';
import { createOfferFeaturesService } from './modules/offer-features/index.ts';
import { createPagesRepository } from './modules/pages/index.ts';
import { pagesRoutes } from './modules/pages/index.ts';
import { createPagesService } from './modules/pages/index.ts';
import { createSavedSearchesRepository } from './modules/saved-searches/index.ts';
import { savedSearchesRoutes } from './modules/saved-searches/index.ts';
import { createSavedSearchesService, type SavedSearchesService } from './modules/saved-searches/index.ts';
import { notifyFansOfPriceDrop } from './modules/favourites/index.ts';
import {
  OFFER_PRICE_DROPPED_TOPIC,
  OFFER_PUBLISHED_TOPIC,
  type OfferPriceDropped,
} from './modules/offers/index.ts';
import { createSearchRepository, publishedOfferCounts } from './modules/search/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { createSearchService } from './modules/search/index.ts';
import { createPageMetaService } from './modules/seo/index.ts';
import { agreedPricesOf } from './modules/price-proposals/index.ts';
import { createPriceProposalsRepository } from './modules/price-proposals/index.ts';
import { priceProposalsRoutes } from './modules/price-proposals/index.ts';
import { createPriceProposalsService, PRICE_PROPOSAL_EXPIRE_TOPIC } from './modules/price-proposals/index.ts';
import { seoRoutes } from './modules/seo/index.ts';
import { createSitemapService, webRoutes } from './modules/seo/index.ts';
import { closeOffersOfDeletedAccount } from './modules/offers/index.ts';
import { endProposalsOfDeletedAccount, endProposalsOfOffers } from './modules/price-proposals/index.ts';
import { endSessionsOfDeletedAccount } from './modules/sessions/index.ts';
import { emptyBasketOfDeletedAccount } from './modules/basket/index.ts';
import { removeFavouritesOfDeletedAccount } from './modules/favourites/index.ts';
import { removeSavedSearchesOfDeletedAccount } from './modules/saved-searches/index.ts';
import { cancelPurchasesOfDeletedAccount } from './modules/offer-features/index.ts';
import { removeCardsOfDeletedAccount } from './modules/payments/index.ts';
import { removeCodesOfDeletedAccount } from './modules/short-codes/index.ts';
import { removeNotificationsOfDeletedAccount } from './modules/notifications/index.ts';
import { removeExportsOfDeletedAccount } from './modules/data-exports/index.ts';
import { removeAvatarOfDeletedAccount } from './modules/files/index.ts';
import { orderBlockersOfDeletion } from './modules/orders/index.ts';
import { reviewBlockersOfDeletion } from './modules/reviews/index.ts';

/** The repositories a unit of work binds to its transaction (docs/decisions/053). */
const TRANSACTIONAL_REPOSITORIES = {
  accounts: createAccountsRepository,
  basket: createBasketRepository,
  chat: createChatRepository,
  contact: createContactRepository,
  // The audit log, sessions and short codes may not depend on accounts (accounts use them): its reads are handed in.
  audit: (db: Executor) => createAuditRepository(db, accountReads),
  // Categories may not depend on search (search reads categories): its counts are handed in.
  categories: (db: Executor) => createCategoriesRepository(db, { publishedOfferCounts }),
  offerUsage: createOfferCatalogUsage,
  pages: createPagesRepository,
  advertisements: createAdvertisementsRepository,
  dataExports: createDataExportsRepository,
  events: createEventsRepository,
  favourites: createFavouritesRepository,
  // Files may not depend on offers (offers use files): the photos' use is handed in.
  files: (db: Executor) => createFilesRepository(db, { photoInUse: offerPhotoUses }),
  notifications: createNotificationsRepository,
  offers: createOffersRepository,
  offerFeatures: createOfferFeaturesRepository,
  // Orders may not depend on reviews (reviews read orders): whether a product is reviewed is handed in.
  orders: (db: Executor) =>
    createOrdersRepository(db, { productReviewed: orderProductReviewed, partyOf: accountReads.partyOf }),
  payments: createPaymentsRepository,
  priceProposals: createPriceProposalsRepository,
  reports: createReportsRepository,
  reviews: createReviewsRepository,
  reviewsAdmin: (db: Executor) => createReviewsAdminRepository(db, accountReads),
  savedSearches: createSavedSearchesRepository,
  sessions: (db: Executor) => createSessionsRepository(db, accountReads),
  shortCodes: (db: Executor) => createShortCodesRepository(db, accountReads),
};

/** The repositories a payment's outcome handler gets, bound to the transaction that records it. */
export type TransactionalRepositories = RepositoriesOf<typeof TRANSACTIONAL_REPOSITORIES>;

declare module 'fastify' {
  interface FastifyInstance {
    /** What follows a commit (decision 075): tests drain it to run due events now. */
    events: EventRelay;
    /** Card payments: orders and paid extras register their outcome handlers here (decision 058). */
    payments: ReturnType<typeof createPaymentsService<TransactionalRepositories>>;
    /** The realtime hub; `revoke` ends an account's sockets in every process (decision 074). */
    realtime: RealtimeHub;
    /** Writes the offer visits counted so far (a timer does every few seconds); answers how many offers. */
    flushVisits: () => Promise<number>;
    /** Saved searches (decision 097): the benchmark matches offers with it directly. */
    savedSearches: SavedSearchesService;
  }
}

export interface AppDependencies {
  env: Env;
  database: DatabaseHandle;
  storage?: Storage;
  /** false silences logs (tests); otherwise pino with the env's level. */
  logger?: boolean;
  clock?: Clock;
  /**
   * Start the job queue and schedule the housekeeping jobs (the server does; tests call jobs
   * directly, and start the queue themselves when they need it).
   */
  runJobs?: boolean;
  /** How often job workers look for due jobs; 2 s by default, less in tests. */
  jobPollingIntervalSeconds?: number;
  /** How often the event relay looks for due events; 1 s by default. */
  eventPollIntervalMs?: number;
  /** Where logs go (tests read them to prove secrets never appear); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Sees every answer before it leaves (tests check answers against the API document). */
  onSend?: onSendHookHandler;
}

/** Wires adapters, services and routes; used by the server and by every integration test. */
export async function buildApp({
  env,
  database,
  storage: givenStorage,
  logger = true,
  clock = systemClock,
  logStream,
  runJobs = false,
  jobPollingIntervalSeconds,
  eventPollIntervalMs,
  onSend,
}: AppDependencies): Promise<FastifyInstance> {
  installContractErrorMessages();
  const logging = logger ? createLogger(env.LOG_LEVEL, logStream) : undefined;
  const app = Fastify({
    // Our own pino (http/logging.ts), or none: tests run silent unless they read the log.
    loggerInstance: logging?.logger as FastifyBaseLogger | undefined,
    logController: new RequestLogController(logging?.requestLines),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
    },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // While shutting down, answers close their connection, so keep-alive sockets do not hold the
  // server open after the last in-flight request.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
  if (onSend) app.addHook('onSend', onSend);

  // onClose hooks run last added first: the log is flushed after everything else has closed.
  if (logging) app.addHook('onClose', async () => logging.flush());
  // The app owns the database from here: closing the app (after in-flight requests) closes it.
  app.addHook('onClose', async () => database.close());

  const storage = givenStorage ?? createStorage(env);
  const { db } = database;
  // Prometheus metrics (decision 106): only with METRICS_TOKEN, for a scraper that holds it.
  const metrics = env.METRICS_TOKEN ? createMetrics() : undefined;
  // Services get repositories on the database, and a unit of work for what must commit together.
  const repositories = bindRepositories(db, TRANSACTIONAL_REPOSITORIES);
  // What follows a commit is an event written in its transaction (decision 075); the relay
  // handles it, at once after the commit in this process, or by its poll in any process.
  const events = createEventRelay({
    events: repositories.events,
    clock,
    log: app.log,
    options: {
      pollIntervalMs: eventPollIntervalMs,
      onFailure: metrics && ((topic) => metrics.eventFailures.inc({ topic })),
    },
  });
  app.decorate('events', events);
  const unitOfWork = createUnitOfWork(db, TRANSACTIONAL_REPOSITORIES, events.nudge);
  const rateLimitStore = createRateLimitStore(env, db, (err) =>
    app.log.warn({ err }, 'rate limits: Redis failed, counting in the database meanwhile'),
  );
  app.addHook('onClose', async () => rateLimitStore.close());
  const rateLimiter = createRateLimiter(rateLimitStore, clock);

  // Caches of what rarely changes, emptied in every process by the database's notifications.
  const caches = createCaches({ now: () => clock().getTime() });
  const bus = await createBus(database, (err) => app.log.warn({ err }, 'bus: connection or handler failed'));
  app.addHook('onClose', async () => bus.close());
  await connectCaches(caches, bus);
  const categories = createCategoriesService({
    categoriesRepository: createCategoriesRepository(db, { publishedOfferCounts }),
    caches,
  });
  const pages = createPagesService({ pagesRepository: createPagesRepository(db), caches });
  const advertisements = createAdvertisementsService({
    caches,
    advertisementsRepository: createAdvertisementsRepository(db),
  });
  // Counts things (visits, searched phrases) once per visitor and day.
  const firstToday = createFirstToday(rateLimiter, env.AUTH_SECRET, clock);
  // Reviews first: the offer detail and the profiles show the seller's review summary.
  const reviews = createReviewsService({ reviewsRepository: createReviewsRepository(db), storage });
  // Visits are counted in memory or Redis and written in batches (decision 093).
  const visitCounter = createBatchCounter(env.REDIS_URL, `${realtimeBusPrefix(database)}offer-visits`);
  const offers = createOffersService({
    offersRepository: repositories.offers,
    storage,
    categories,
    rateLimiter,
    firstToday,
    clock,
    reviewsOf: reviews.summaryOf,
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
  const geocoder = createGeocoder(env);
  const offerWrites = createOfferWriteService({
    offersRepository: repositories.offers,
    unitOfWork,
    offersEnded: endProposalsOfOffers,
    categories,
    geocoder,
    clock,
  });
  const home = createHomeService({ offers, categories, caches });
  const search = createSearchService({
    searchRepository: createSearchRepository(db),
    offers,
    categories,
    clock,
    log: app.log,
    firstToday,
    caches,
  });
  const reports = createReportsService({ reportsRepository: repositories.reports, offers, clock });
  const favourites = createFavouritesService({
    favouritesRepository: createFavouritesRepository(db),
    offers,
  });
  // Making an offer on a price (issue 28): the basket and orders read agreed prices through its export.
  const priceProposals = createPriceProposalsService({
    priceProposalsRepository: repositories.priceProposals,
    unitOfWork,
    offers,
    clock,
  });
  events.handle<{ proposalId: number }>(PRICE_PROPOSAL_EXPIRE_TOPIC, ({ proposalId }) =>
    priceProposals.expire(proposalId),
  );
  const agreedPrices = (buyerId: number, offerIds: readonly number[]) =>
    agreedPricesOf(repositories.priceProposals, buyerId, offerIds, clock());
  const basket = createBasketService({ basketRepository: repositories.basket, offers, agreedPrices });
  // A blocked seller's offers leave every basket (decision 087): the basket module's own write.
  events.handle(BASKET_DROP_OFFERS_TOPIC, dropOffersFromBaskets(repositories.basket));

  const outboxRepository = createOutboxRepository(db);
  const publicOrigin = (region: Region) =>
    env.PUBLIC_ORIGIN_TEMPLATE.replace('{region}', region).replace('{port}', String(env.PORT));
  const messenger = createMessenger({
    outboxRepository,
    mailer: env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : undefined,
    sms: env.SMS_GATEWAY_URL
      ? createHttpGatewaySmsSender({
          url: env.SMS_GATEWAY_URL,
          apiKey: env.SMS_API_KEY!,
          sender: env.SMS_SENDER,
        })
      : undefined,
    log: app.log,
  });
  events.handle<Message>(MESSAGE_TOPIC, (message, event) => messenger.send(message, event.id));
  const outboxAccessible = outboxAccess(env);
  for (const warning of startWarnings(env, outboxAccessible, publicOrigin('us'))) app.log.warn(warning);
  const outbox = createOutboxService({ outboxRepository, readable: outboxAccessible.readable });
  const shortCodes = createShortCodesService({
    shortCodesRepository: repositories.shortCodes,
    unitOfWork,
    secret: env.AUTH_SECRET,
    clock,
  });
  const files = createFilesService({
    filesRepository: repositories.files,
    unitOfWork,
    storage,
    clock,
    rateLimiter,
  });
  events.handle<{ storageKey: string }>(STORAGE_DELETE_TOPIC, ({ storageKey }) => storage.delete(storageKey));
  const passwords = createPasswordHasher({ logN: env.PASSWORD_SCRYPT_LOG_N });

  const paymentProvider = createPaymentProvider(env, db, clock);
  const payments = createPaymentsService({
    paymentsRepository: repositories.payments,
    unitOfWork,
    provider: paymentProvider,
    clock,
    observe:
      metrics &&
      ((outcome, purpose) =>
        metrics.paymentOutcomes.inc({ provider: paymentProvider.name, purpose, outcome })),
  });
  app.decorate('payments', payments);
  // The job queue is made here (started further down) because orders queue their timed steps on it.
  const jobQueue = createJobQueue(database, {
    log: app.log,
    pollingIntervalSeconds: jobPollingIntervalSeconds,
    stopGraceMs: env.SHUTDOWN_GRACE_MS,
    onFailure: metrics && ((queue) => metrics.jobFailures.inc({ queue })),
  });
  app.decorate('jobQueue', jobQueue);
  const orders = createOrdersService({
    ordersRepository: repositories.orders,
    unitOfWork,
    offers,
    agreedPrices,
    payments,
    limits: createOrderLimits(rateLimiter),
    storage,
    clock,
    log: app.log,
  });
  payments.handle('order', orders.paymentHandlers);
  handleOrderSteps(events, orders);
  events.handle<{ paymentId: number }>(PAYMENT_CANCEL_TOPIC, async ({ paymentId }) => {
    await payments.cancel(paymentId);
  });
  events.handle<{ paymentId: number }>(PAYMENT_REFUND_TOPIC, ({ paymentId }) => payments.refund(paymentId));
  events.handle<ForgetCardsPayload>(PAYMENT_FORGET_CARDS_TOPIC, ({ accountId, paymentMethodIds }) =>
    payments.forgetCards(accountId, paymentMethodIds),
  );
  // Paid extras: registers what a paid `features` payment does (decision 062).
  const featurePrices = createFeaturePricesService({
    offerFeaturesRepository: repositories.offerFeatures,
    unitOfWork,
    caches,
  });
  const offerFeatures = createOfferFeaturesService({
    prices: featurePrices,
    offerFeaturesRepository: repositories.offerFeatures,
    offersRepository: repositories.offers,
    unitOfWork,
    payments,
    clock,
  });

  const accounts = createAccountsService({
    accountsRepository: repositories.accounts,
    storage,
    files,
    offers,
    earnedBy: orders.earnedBy,
    reviewsOf: reviews.summaryOf,
  });
  // Realtime (decisions 065, 074): sockets of this process, events from any process; made before
  // sessions, which end the sockets of the sessions they revoke.
  const realtimeBus = await createRealtimeBus(env.REDIS_URL, database, (err) =>
    app.log.warn({ err }, 'realtime bus: connection or handler failed'),
  );
  app.addHook('onClose', async () => realtimeBus.close());
  const hub = createRealtimeHub({
    bus: realtimeBus,
    onError: (err) => app.log.warn({ err }, 'realtime: delivery failed'),
  });
  await hub.start();
  events.handle<{ accountIds: number[]; message: RealtimeServerMessage }>(REALTIME_TOPIC, (envelope) =>
    hub.publish(envelope.accountIds, envelope.message),
  );
  events.handle<{ accountId: number; familyId: string | null; exceptFamilyId?: string }>(
    REVOKE_TOPIC,
    ({ accountId, familyId, exceptFamilyId }) => hub.revoke(accountId, familyId, exceptFamilyId),
  );
  // Added after the buses' hooks, so it runs before them: sockets close, then the buses.
  app.addHook('onClose', async () => hub.close());
  app.decorate('realtime', hub);

  const registration = createRegistrationService({
    accountsRepository: repositories.accounts,
    unitOfWork,
    shortCodes,
    rateLimiter,
    passwords,
    clock,
  });
  // Credentials revoke sessions and sessions check credentials: the late binding breaks the cycle.
  const late: { sessions?: SessionsService } = {};
  const credentials = createCredentialsService({
    accountsRepository: repositories.accounts,
    shortCodes,
    unitOfWork,
    rateLimiter,
    passwords,
    revokeSessions: (accountId, exceptFamilyId) => late.sessions!.revokeAll(accountId, exceptFamilyId),
    secret: env.AUTH_SECRET,
    publicOrigin,
    clock,
  });
  // Delete my account (decision 078): each module erases its own tables in one unit of work.
  const accountDeletion = createAccountDeletionService({
    accountsRepository: repositories.accounts,
    unitOfWork,
    erasure: {
      closeOffers: closeOffersOfDeletedAccount,
      blockers: [orderBlockersOfDeletion, (scope, accountId) => reviewBlockersOfDeletion(scope, accountId)],
      beforeAccount: [
        (scope, { accountId, now }) => endSessionsOfDeletedAccount(scope, accountId, now),
        (scope, { accountId }) => emptyBasketOfDeletedAccount(scope, accountId),
        (scope, { accountId, closedOfferIds, now }) =>
          endProposalsOfDeletedAccount(scope, accountId, closedOfferIds, now),
        (scope, { accountId }) => removeFavouritesOfDeletedAccount(scope, accountId),
        (scope, { accountId }) => removeSavedSearchesOfDeletedAccount(scope, accountId),
        (scope, { accountId }) => cancelPurchasesOfDeletedAccount(scope, accountId),
        (scope, { accountId }) => removeCardsOfDeletedAccount(scope, accountId),
        (scope, { accountId }) => removeCodesOfDeletedAccount(scope, accountId),
        (scope, { accountId }) => removeNotificationsOfDeletedAccount(scope, accountId),
        (scope, { accountId }) => removeExportsOfDeletedAccount(scope, accountId),
      ],
      // The account row lets go of its avatar before the file's row goes.
      afterAccount: [(scope, { avatarFileId }) => removeAvatarOfDeletedAccount(scope, avatarFileId)],
    },
    rateLimiter,
    passwords,
    clock,
  });
  const accessTokens = createAccessTokens(env.AUTH_SECRET, env.ACCESS_TOKEN_TTL_SECONDS);
  const sessions = (late.sessions = createSessionsService({
    sessionsRepository: repositories.sessions,
    unitOfWork,
    accounts,
    credentials,
    shortCodes,
    accessTokens,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    throttle: createLoginThrottle({ rateLimiter }),
    secret: env.AUTH_SECRET,
    clock,
  }));

  const notifications = createNotificationsService({
    notificationsRepository: repositories.notifications,
    unitOfWork,
    publicOrigin,
    secret: env.AUTH_SECRET,
    clock,
  });

  // Saved searches (issue 28, decisions 096-098): a published offer is matched against them after
  // its commit; a favourite's lower price is told to its fans.
  const savedSearches = createSavedSearchesService({
    savedSearchesRepository: repositories.savedSearches,
    unitOfWork,
    search,
    publicOrigin,
    clock,
  });
  app.decorate('savedSearches', savedSearches);
  events.handle<{ offerId: number }>(OFFER_PUBLISHED_TOPIC, async ({ offerId }) => {
    await savedSearches.matchOffer(offerId);
  });
  events.handle<OfferPriceDropped>(
    OFFER_PRICE_DROPPED_TOPIC,
    notifyFansOfPriceDrop({ favouritesRepository: repositories.favourites, unitOfWork, clock }),
  );

  const contact = createContactService({
    unitOfWork,
    rateLimiter,
    administrationAddress: (region) => (region === 'pl' ? env.CONTACT_EMAIL_PL : env.CONTACT_EMAIL_US),
  });

  const realtimeTokens = createRealtimeTokens(env.AUTH_SECRET, env.ACCESS_TOKEN_TTL_SECONDS);
  const chat = createChatService({
    chatRepository: repositories.chat,
    unitOfWork,
    signRealtimeToken: realtimeTokens.sign,
    rateLimiter,
    storage,
    clock,
  });

  // The console's chat (support inbox, decision 089; user page and disputes) and dashboard (decision 090).
  const chatAdmin = createChatAdmin({ chatRepository: repositories.chat, chat });
  const dashboard = createDashboardService({
    readers: {
      orders: createOrdersDashboard(db),
      reviews: createReviewsDashboard(db),
      reports: createReportsDashboard(db),
      chat: createChatDashboard(db),
      accounts: createAccountsDashboard(db),
      offers: createOffersDashboard(db),
      payments: createPaymentsDashboard(db),
    },
    clock,
  });

  // "Download my data" (decision 077): reads other modules through the read functions they export.
  const dataExports = createDataExportsService({
    dataExportsRepository: repositories.dataExports,
    unitOfWork,
    readers: {
      accounts: createAccountsExport(db),
      offers: createOffersExport(db),
      orders: createOrdersExport(db),
      reviews: createReviewsExport(db),
      chat: createChatExport(db),
      favourites: createFavouritesExport(db),
      notifications: createNotificationsExport(db),
      payments: createPaymentsExport(db),
    },
    storage,
    publicOrigin,
    secret: env.AUTH_SECRET,
    clock,
  });
  events.handle<{ exportId: number }>(DATA_EXPORT_BUILD_TOPIC, ({ exportId }) => dataExports.build(exportId));
  events.handle<{ exportId: number; storageKey?: string }>(DATA_EXPORT_EXPIRE_TOPIC, (expiry) =>
    dataExports.expire(expiry.exportId, expiry.storageKey),
  );

  const jobs: Job[] = [
    { name: 'close-expired-offers', cron: '* * * * *', run: offerWrites.closeExpired },
    { name: 'delete-unattached-uploads', cron: '5 * * * *', run: files.deleteUnattached },
    { name: 'notify-expiring-offers', cron: '15 * * * *', run: notifications.queueExpiringOffers },
    { name: 'prune-search-phrase-counts', cron: '30 3 * * *', run: search.prunePhraseCounts },
    { name: 'prune-search-title-words', cron: '45 3 * * *', run: search.pruneTitleWords },
    { name: 'prune-rate-limit-counters', cron: '*/10 * * * *', run: rateLimiter.prune },
    { name: 'saved-search-daily-digests', cron: '0 7 * * *', run: savedSearches.sendDailyDigests },
    {
      name: 'delete-expired-registrations',
      cron: '*/10 * * * *',
      run: registration.deleteExpiredRegistrations,
    },
  ];
  app.decorate('jobs', new Map(jobs.map((job) => [job.name, job])));
  // Durable jobs in the database (decision 059). Its hook is added after the database's, so it
  // stops (letting running handlers finish) before the database closes.
  app.addHook('onClose', async () => jobQueue.stop());
  if (runJobs) {
    await scheduleJobs(jobQueue, jobs);
    await jobQueue.start();
  }

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { https: publicOrigin('us').startsWith('https:') });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 16 * 1024 },
    // On shutdown every socket is told 'going away' (1001): clients reconnect to another process.
    // One whose client does not answer the close (a dead peer, a frozen tab) would hold the server
    // open until ws's own 30 s timeout: it is cut off after a second (decision 104).
    preClose(this: FastifyInstance, done: () => void) {
      const clients = [...this.websocketServer.clients];
      for (const client of clients) client.close(1001, 'server shutting down');
      if (clients.length > 0)
        setTimeout(() => clients.forEach((client) => client.terminate()), 1_000).unref();
      this.websocketServer.close(() => undefined);
      done();
    },
  });
  await app.register(salesChannelPlugin);
  await app.register(casingPlugin);
  await app.register(nulCharactersPlugin);
  await app.register(authPlugin, {
    tokens: createAccessTokens(env.AUTH_SECRET, env.ACCESS_TOKEN_TTL_SECONDS),
    isRefused: (principal) => repositories.accounts.isRefused(principal.accountId),
  });

  // The OpenAPI document collects every route registered after it (decision 105).
  await app.register(docsPlugin, { version: '1.0.0' });
  if (metrics) {
    await app.register(metricsPlugin, {
      metrics,
      token: env.METRICS_TOKEN!,
      sources: {
        pool: database.poolStats,
        sockets: () => ({ open: app.websocketServer.clients.size, authenticated: hub.size() }),
        jobs: () => jobQueue.counts(),
        events: () => repositories.events.backlog(clock()),
      },
    });
  }
  await app.register(healthRoutes, { ping: database.ping });
  await app.register(mediaRoutes, { storage });
  await app.register(categoriesRoutes, { categories });
  await app.register(pagesRoutes, { pages });
  await app.register(advertisementsRoutes, { advertisements });
  await app.register(homeRoutes, { home });
  await app.register(offersRoutes, { offers, offerWrites });
  await app.register(searchRoutes, { search });
  await app.register(filesRoutes, { files });
  await app.register(favouritesRoutes, { favourites });
  await app.register(savedSearchesRoutes, { savedSearches });
  await app.register(basketRoutes, { basket });
  await app.register(ordersRoutes, { orders });
  await app.register(reportsRoutes, { reports });
  await app.register(reviewsRoutes, { reviews });
  await app.register(sessionsRoutes, { sessions, publicOrigin });
  await app.register(accountsRoutes, { accounts, registration, credentials, sessions, accountDeletion });
  await app.register(outboxRoutes, { outbox, readable: outboxAccessible.readable });
  await app.register(geoRoutes, { geocoder, rateLimiter });
  await app.register(paymentsRoutes, { payments });
  await app.register(offerFeaturesRoutes, { offerFeatures, prices: featurePrices });
  await app.register(contactRoutes, { contact });
  await app.register(chatRoutes, { chat });
  await app.register(priceProposalsRoutes, { priceProposals });
  await app.register(realtimeRoutes, {
    hub,
    verifyToken: socketTokenVerifier(accessTokens, realtimeTokens),
    isSessionLive: sessions.isLive,
    publicOrigin,
  });
  await app.register(notificationsRoutes, { notifications });
  await app.register(dataExportsRoutes, { dataExports });
  // The administration console's API (issue 25): every route under /api/admin/ behind one guard.
  const reportsAdmin = createReportsAdminService({
    reportsRepository: repositories.reports,
    offersRepository: repositories.offers,
    accountRefsOf: repositories.accounts.adminRefsOf,
    unitOfWork,
    publicOrigin,
    clock,
  });
  const accountsAdmin = createAccountsAdminService({
    accountsRepository: repositories.accounts,
    reads: {
      offers: repositories.offers,
      offerIdsOfAccount: offerIdsOfAccountSql,
      orders: createOrdersAdminReads(db),
      reports: repositories.reports,
      offerTitles: repositories.offers,
      chat: chatAdmin,
    },
    unitOfWork,
    clock,
  });
  // A console change empties this process's caches at once; the others hear the database (decision 048).
  const invalidate = (...tables: string[]) => {
    for (const table of tables) caches.invalidate(table);
  };
  await adminScope(app, async (admin) => {
    await auditRoutes(admin, { audit: repositories.audit });
    await reportsAdminRoutes(admin, { reportsAdmin });
    await accountsAdminRoutes(admin, { accountsAdmin });
    const reviewsAdmin = createReviewsAdminService({
      adminRepository: repositories.reviewsAdmin,
      unitOfWork,
      publicOrigin,
      clock,
    });
    const ordersAdmin = createOrdersAdminService({
      ordersRepository: repositories.orders,
      adminRepository: createOrdersAdminRepository(db, accountReads),
      orders,
      unitOfWork,
      paymentOf: async (paymentId) => {
        const payment = await repositories.payments.findById(paymentId);
        return payment ? presentPaymentForAdmin(payment) : null;
      },
      chat: chatAdmin,
      publicOrigin,
      clock,
    });
    await ordersAdminRoutes(admin, { ordersAdmin, reviewsAdmin });
    await reviewsAdminRoutes(admin, { reviewsAdmin });
    await chatAdminRoutes(admin, { chatAdmin });
    await dashboardRoutes(admin, { dashboard });
    await filesAdminRoutes(admin, { files });
    await featurePricesAdminRoutes(admin, { prices: featurePrices });
    await categoriesAdminRoutes(admin, {
      categoriesAdmin: createCategoriesAdminService({
        categoriesRepository: repositories.categories,
        offerUsage: repositories.offerUsage,
        unitOfWork,
        contentImageUrl: files.contentImageUrl,
        invalidate,
      }),
    });
    await pagesAdminRoutes(admin, {
      pagesAdmin: createPagesAdminService({ pagesRepository: repositories.pages, unitOfWork, invalidate }),
    });
    await advertisementsAdminRoutes(admin, {
      advertisementsAdmin: createAdvertisementsAdminService({
        advertisementsRepository: repositories.advertisements,
        unitOfWork,
        contentImageUrl: files.contentImageUrl,
        categoryIds: async (region) =>
          new Set((await categories.list(region)).map((category) => category.id)),
        invalidate,
      }),
    });
  });
  const seo = { offers, categories, pages, accounts, publicOrigin };
  await app.register(seoRoutes, { sitemap: createSitemapService(seo), publicOrigin });
  await app.register(webRoutes, { distDir: env.WEB_DIST_DIR, pageMeta: createPageMetaService(seo) });

  // Every handler is registered: the relay starts. Its hook, added last, runs first on close, so
  // a pass under way finishes while the hub, the buses and the database are still open.
  if (env.EVENT_RELAY) events.start();
  app.addHook('onClose', async () => events.stop());

  return app;
}
