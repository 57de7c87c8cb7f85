import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import { installContractErrorMessages, UPLOAD_MAX_BYTES, type Region } from '@marketplace/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type onSendHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Storage } from './adapters/storage/storage.ts';
import type { Env } from './config/env.ts';
import { reconcileBooks } from './finance.ts';
import type { DatabaseHandle } from './db/client.ts';
import { REPLICA_POLL_MS } from './db/read-replicas.ts';
import { authPlugin, createAccessTokens } from './http/auth.ts';
import { casingPlugin } from './http/casing.ts';
import { docsPlugin } from './http/docs.ts';
import { answerClientError, answerFrameworkError, errorsPlugin } from './http/errors.ts';
import { createLogger, RequestLogController } from './http/logging.ts';
import { mediaRoutes } from './http/media.routes.ts';
import { metricsPlugin } from './http/metrics.ts';
import { nulCharactersPlugin } from './http/nul-characters.ts';
import { createProofOfWork, proofOfWorkPlugin, proofOfWorkSettings } from './http/proof-of-work.ts';
import { readRoutingPlugin } from './http/read-routing.ts';
import { salesChannelPlugin } from './http/sales-channel.ts';
import { securityHeadersPlugin } from './http/security-headers.ts';
import { scheduleJobs } from './jobs/scheduler.ts';
import {
  accountEmailOf,
  accountReads,
  accountIsActiveOn,
  createAccountRefIn,
  createAccountRefsOf,
  payoutDataOf,
  type AccountErasure,
  registerAccounts,
} from './modules/accounts/index.ts';
import { registerAdvertisements } from './modules/advertisements/index.ts';
import { registerAudit } from './modules/audit/index.ts';
import { emptyBasketOfDeletedAccount, registerBasket } from './modules/basket/index.ts';
import { registerCategories } from './modules/categories/index.ts';
import { CHAT_SAME_TEXT_BURST_TOPIC, createChatReportReads, registerChat } from './modules/chat/index.ts';
import { registerContact } from './modules/contact/index.ts';
import { registerDashboard } from './modules/dashboard/index.ts';
import { registerDataExports, removeExportsOfDeletedAccount } from './modules/data-exports/index.ts';
import { registerFavourites, removeFavouritesOfDeletedAccount } from './modules/favourites/index.ts';
import { registerFiles, removeAvatarOfDeletedAccount } from './modules/files/index.ts';
import { registerGeo } from './modules/geo/index.ts';
import { registerHealth } from './modules/health/index.ts';
import { registerHome } from './modules/home/index.ts';
import { registerNotifications, removeNotificationsOfDeletedAccount } from './modules/notifications/index.ts';
import { cancelPurchasesOfDeletedAccount, registerOfferFeatures } from './modules/offer-features/index.ts';
import {
  closeOffersOfDeletedAccount,
  createOfferCatalogUsage,
  offersAboutToExpire,
  registerOffers,
} from './modules/offers/index.ts';
import { orderBlockersOfDeletion, registerOrders } from './modules/orders/index.ts';
import { registerOutbox } from './modules/outbox/index.ts';
import { registerPages } from './modules/pages/index.ts';
import { balanceBlockersOfDeletion, registerLedger } from './modules/ledger/index.ts';
import { registerPayouts } from './modules/payouts/index.ts';
import { registerPayments, removeCardsOfDeletedAccount } from './modules/payments/index.ts';
import {
  endProposalsOfDeletedAccount,
  endProposalsOfOffers,
  registerPriceProposals,
} from './modules/price-proposals/index.ts';
import { registerRealtime } from './modules/realtime/index.ts';
import { registerReports } from './modules/reports/index.ts';
import { createHoldWordIn, registerModeration } from './modules/moderation/index.ts';
import { registerReviews, reviewBlockersOfDeletion } from './modules/reviews/index.ts';
import { registerSafety } from './modules/safety/index.ts';
import {
  registerSavedSearches,
  removeSavedSearchesOfDeletedAccount,
} from './modules/saved-searches/index.ts';
import { registerSearch } from './modules/search/index.ts';
import { registerSeo } from './modules/seo/index.ts';
import {
  type SessionsService,
  endSessionsOfDeletedAccount,
  registerSessions,
} from './modules/sessions/index.ts';
import { registerShortCodes, removeCodesOfDeletedAccount } from './modules/short-codes/index.ts';
import { createPlatform, type Platform, type Scope } from './platform.ts';
import { systemClock, type Clock } from './shared/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What follows a commit (decision 075): tests drain it to run due events now. */
    events: Platform['events'];
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
  /** How often read replicas are polled (DATABASE_READ_URLS); 0.5 s by default. */
  replicaPollIntervalMs?: number;
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
  replicaPollIntervalMs,
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

  const platform = await createPlatform(app, {
    env,
    database,
    storage: givenStorage,
    clock,
    jobPollingIntervalSeconds,
    eventPollIntervalMs,
    replicaPollIntervalMs,
  });
  const { events, jobQueue } = platform;
  app.decorate('events', events);
  app.decorate('jobQueue', jobQueue);
  await registerPlugins(app, platform);

  // The modules, in the order their services are needed; each registers its routes, event
  // handlers, jobs and console routes (docs/architecture.md, 'Wiring').
  await registerHealth(platform);
  await app.register(mediaRoutes, { storage: platform.storage });
  const files = await registerFiles(platform);
  const categories = await registerCategories(platform, {
    contentImageUrl: files.contentImageUrl,
    offerUsage: createOfferCatalogUsage(platform.db),
  });
  const pages = await registerPages(platform);
  await registerAdvertisements(platform, {
    contentImageUrl: files.contentImageUrl,
    categoryIds: async (region) => new Set((await categories.list(region)).map((category) => category.id)),
  });
  const { reviews, reviewsAdmin } = await registerReviews(platform);
  const { offers } = await registerOffers(platform, {
    categories,
    reviewsOf: reviews.summaryOf,
    offersEnded: endProposalsOfOffers,
    holdWordIn: createHoldWordIn(platform.db),
  });
  await registerHome(platform, { offers, categories });
  const search = await registerSearch(platform, { offers, categories });
  // Blocking a reported account is the console's block (accounts, registered later: bound late).
  const lateBlock: {
    block?: (region: Region, adminId: number, accountId: number, reason: string) => Promise<unknown>;
  } = {};
  await registerReports(platform, {
    offers,
    accountRefsOf: createAccountRefsOf(platform.db),
    emailOf: accountEmailOf,
    conversations: createChatReportReads(platform.repositories.chat),
    blockAccount: (region, adminId, accountId, reason) =>
      lateBlock.block!(region, adminId, accountId, reason),
    sameTextBurstTopic: CHAT_SAME_TEXT_BURST_TOPIC,
  });
  await registerModeration(platform, {
    accountRefsOf: createAccountRefsOf(platform.db),
    emailOf: accountEmailOf,
  });
  await registerFavourites(platform, { offers });
  await registerSavedSearches(platform, { search });
  const { agreedPrices } = await registerPriceProposals(platform, { offers });
  await registerBasket(platform, { offers, agreedPrices });
  await registerOutbox(platform);
  const shortCodes = registerShortCodes(platform);
  const ledger = await registerLedger(platform, {
    accountRefIn: createAccountRefIn(platform.db),
  });
  const payments = await registerPayments(platform);
  const { chatAdmin } = await registerChat(platform);
  const orders = await registerOrders(platform, {
    offers,
    agreedPrices,
    payments,
    chat: chatAdmin,
    reviewsAdmin,
    emailOf: accountEmailOf,
    accountReads,
  });
  await registerOfferFeatures(platform, { payments });
  await registerPayouts(platform, {
    ledger,
    payoutDataOf: (accountId, scope) => payoutDataOf(scope ?? platform.repositories, accountId),
    reconcileBooks: () => reconcileBooks(platform.db, env),
    accountRefsOf: createAccountRefsOf(platform.db),
  });
  // Credentials revoke sessions and sessions check credentials: the late binding breaks the cycle.
  const late: { sessions?: SessionsService } = {};
  const { accounts, credentials, accountsAdmin } = await registerAccounts(platform, {
    files,
    offers,
    earnedBy: orders.earnedBy,
    reviewsOf: reviews.summaryOf,
    shortCodes,
    revokeSessions: (accountId, exceptFamilyId) => late.sessions!.revokeAll(accountId, exceptFamilyId),
    sessions: { familyOf: (refreshToken) => late.sessions!.familyOf(refreshToken) },
    erasure: ACCOUNT_ERASURE,
    chat: chatAdmin,
  });
  lateBlock.block = accountsAdmin.block;
  const sessions = (late.sessions = await registerSessions(platform, { accounts, credentials, shortCodes }));
  await registerRealtime(platform, { isSessionLive: sessions.isLive });
  await registerNotifications(platform, {
    offersAboutToExpire,
    emailOf: accountEmailOf,
    isActiveOn: (accountId, region) => accountIsActiveOn(platform.repositories, accountId, region),
  });
  await registerContact(platform);
  await registerGeo(platform);
  await registerDataExports(platform);
  await registerAudit(platform);
  await registerSafety(platform);
  await registerDashboard(platform);
  await registerSeo(platform, { offers, categories, pages, accounts });

  app.decorate('jobs', new Map(platform.jobs.map((job) => [job.name, job])));
  // Durable jobs in the database (decision 059). Its hook is added after the database's, so it
  // stops (letting running handlers finish) before the database closes.
  app.addHook('onClose', async () => jobQueue.stop());
  if (runJobs) {
    await scheduleJobs(jobQueue, platform.jobs);
    await jobQueue.start();
  }
  // Every handler is registered: the relay starts. Its hook, added last, runs first on close, so
  // a pass under way finishes while the hub, the buses and the database are still open.
  if (env.EVENT_RELAY) events.start();
  app.addHook('onClose', async () => events.stop());
  return app;
}

/**
 * "Delete my account" (decision 078): what each module does, to its own tables, in the deletion's
 * unit of work, in this order.
 */
const ACCOUNT_ERASURE: AccountErasure<Scope> = {
  closeOffers: closeOffersOfDeletedAccount,
  blockers: [
    orderBlockersOfDeletion,
    (scope, accountId) => reviewBlockersOfDeletion(scope, accountId),
    (scope, accountId) => balanceBlockersOfDeletion(scope, accountId),
  ],
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
};

/** The plugins every route runs under; the OpenAPI document collects the routes registered after it. */
async function registerPlugins(app: FastifyInstance, platform: Platform): Promise<void> {
  const { env, database, repositories, metrics, jobQueue, clock } = platform;
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { https: platform.publicOrigin('us').startsWith('https:') });
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
  if (platform.replicas) {
    // Anonymous public reads on replicas (decision 130); the client's write position lives for as
    // long as a replica in use could lack it.
    await app.register(readRoutingPlugin, {
      replicas: platform.replicas,
      cookieMaxAgeSeconds: Math.ceil((env.DATABASE_READ_MAX_LAG_MS + REPLICA_POLL_MS) / 1000) + 1,
      onAnswered: metrics && ((source) => metrics.readSources.inc({ source })),
    });
  }
  await app.register(salesChannelPlugin);
  await app.register(casingPlugin);
  await app.register(nulCharactersPlugin);
  await app.register(authPlugin, {
    tokens: createAccessTokens(env.AUTH_SECRET, env.ACCESS_TOKEN_TTL_SECONDS),
    isRefused: (principal) => repositories.accounts.isRefused(principal.accountId),
  });
  // Sign-up, contact and forgotten-password forms under suspicion ask for proof of work (decision 134).
  await app.register(proofOfWorkPlugin, {
    proofOfWork: createProofOfWork({
      settings: proofOfWorkSettings(env),
      rateLimiter: platform.rateLimiter,
      clock,
    }),
  });
  // The OpenAPI document collects every route registered after it (decision 105).
  await app.register(docsPlugin, { version: '1.0.0' });
  if (metrics) {
    await app.register(metricsPlugin, {
      metrics,
      token: env.METRICS_TOKEN!,
      sources: {
        pool: database.poolStats,
        // The hub is registered with the realtime module, after the plugins; read at scrape time.
        sockets: () => ({ open: app.websocketServer.clients.size, authenticated: app.realtime.size() }),
        jobs: () => jobQueue.counts(),
        events: () => repositories.events.backlog(clock()),
        caches: () => platform.caches.lookups(),
        replicas: platform.replicas?.statuses,
      },
    });
  }
}
