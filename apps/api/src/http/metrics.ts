import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { UnauthorizedError } from '../shared/errors.ts';

/** Request latency buckets, in seconds: from a cached read (a few ms) to a slow export (10 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type PaymentOutcome = 'succeeded' | 'declined' | 'canceled';

/** What app.ts hands the metrics: read when Prometheus scrapes, never on a request's path. */
export interface MetricsSources {
  /** The database pool (node-postgres); absent on PGlite, which has one in-process connection. */
  pool?: () => { total: number; idle: number; waiting: number };
  /** Open WebSocket connections, and those authenticated into the realtime hub. */
  sockets: () => { open: number; authenticated: number };
  /** pg-boss's jobs per queue and state (empty while the queue is not started). */
  jobs: () => Promise<{ queue: string; state: string; count: number }[]>;
  /** The events table (decision 075): due now, scheduled later, and retrying after a failure. */
  events: () => Promise<{ due: number; scheduled: number; retrying: number }>;
  /** The process's caches: lookups answered from each, and those that loaded. */
  caches: () => { name: string; hits: number; misses: number }[];
  /** The read replicas (decision 130): up, in use, lag at the last poll; absent without them. */
  replicas?: () => { name: string; up: boolean; inUse: boolean; lagMs: number | null }[];
}

/**
 * Prometheus metrics (docs/decisions/106): a registry per app (tests build many), the Node
 * process's defaults, and the marketplace's own. Created only when `METRICS_TOKEN` is set.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requestDuration: new Histogram({
      name: 'marketplace_http_request_duration_seconds',
      help: 'HTTP request latency by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    paymentOutcomes: new Counter({
      name: 'marketplace_payment_outcomes_total',
      help: 'Payment outcomes applied by this process (each once), by provider, purpose and outcome',
      labelNames: ['provider', 'purpose', 'outcome'] as const,
      registers,
    }),
    jobFailures: new Counter({
      name: 'marketplace_job_failures_total',
      help: 'Job handler runs that threw in this process (pg-boss retries them), by queue',
      labelNames: ['queue'] as const,
      registers,
    }),
    readSources: new Counter({
      name: 'marketplace_db_read_source_total',
      help: 'Answers by the database their reads went to (decision 130): primary, replica-1…',
      labelNames: ['source'] as const,
      registers,
    }),
    eventFailures: new Counter({
      name: 'marketplace_event_failures_total',
      help: 'Event handler runs that threw in this process (the relay retries them), by topic',
      labelNames: ['topic'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The gauges read at scrape time from what `sources` says. */
function registerGauges(metrics: Metrics, sources: MetricsSources): void {
  const registers = [metrics.registry];
  if (sources.pool) {
    const pool = sources.pool;
    new Gauge({
      name: 'marketplace_db_pool_connections',
      help: 'Database pool connections by state: total (open), idle, and waiting (requests queued for one)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { total, idle, waiting } = pool();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }
  if (sources.replicas) {
    const replicas = sources.replicas;
    new Gauge({
      name: 'marketplace_db_replica_state',
      help: 'Each read replica: up (answers its polls) and in use (up and within the lag bound), 1 or 0',
      labelNames: ['replica', 'state'] as const,
      registers,
      collect() {
        for (const { name, up, inUse } of replicas()) {
          this.set({ replica: name, state: 'up' }, up ? 1 : 0);
          this.set({ replica: name, state: 'in_use' }, inUse ? 1 : 0);
        }
      },
    });
    new Gauge({
      name: 'marketplace_db_replica_lag_seconds',
      help: "Each read replica's lag behind the primary at its last poll (absent while unknown)",
      labelNames: ['replica'] as const,
      registers,
      collect() {
        this.reset();
        for (const { name, lagMs } of replicas())
          if (lagMs !== null) this.set({ replica: name }, lagMs / 1000);
      },
    });
  }
  new Gauge({
    name: 'marketplace_websockets_open',
    help: 'WebSocket connections open on this process: all, and those authenticated into the realtime hub',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      const { open, authenticated } = sources.sockets();
      this.set({ kind: 'all' }, open);
      this.set({ kind: 'authenticated' }, authenticated);
    },
  });
  new Gauge({
    name: 'marketplace_jobs',
    help: 'Jobs in the durable queue (pg-boss) by queue and state: created and retry wait, failed gave up',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { queue, state, count } of await sources.jobs()) this.set({ queue, state }, count);
    },
  });
  new Counter({
    name: 'marketplace_cache_lookups_total',
    help: 'Lookups of the process caches by cache and result: hit (answered from the cache) or miss (loaded)',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      this.reset();
      for (const { name, hits, misses } of sources.caches()) {
        this.inc({ cache: name, result: 'hit' }, hits);
        this.inc({ cache: name, result: 'miss' }, misses);
      }
    },
  });
  new Gauge({
    name: 'marketplace_events_pending',
    help: 'Events waiting in the events table (decision 075): due now, scheduled later, retrying after a failure',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const { due, scheduled, retrying } = await sources.events();
      this.set({ state: 'due' }, due);
      this.set({ state: 'scheduled' }, scheduled);
      this.set({ state: 'retrying' }, retrying);
    },
  });
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * `GET /metrics` in Prometheus's text format for a scraper holding `Authorization: Bearer
 * <METRICS_TOKEN>` (401 otherwise), and the latency of every request by its route's pattern
 * (never the raw URL: ids would make a series each). Registered only when the token is set; without
 * it `/metrics` is an unknown path like any other.
 */
export const metricsPlugin = fp(
  async (
    app: FastifyInstance,
    { metrics, token, sources }: { metrics: Metrics; token: string; sources: MetricsSources },
  ) => {
    registerGauges(metrics, sources);
    const expected = digest(`Bearer ${token}`);
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      if (route === '/metrics') return;
      metrics.requestDuration.observe(
        {
          method: request.method,
          // Unrouted requests (404s, probes) share one series whatever their path.
          route: route ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
    app.get('/metrics', { config: { salesChannel: false } }, async (request, reply) => {
      const given = request.headers.authorization;
      if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
        throw new UnauthorizedError();
      }
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text);
    });
  },
  { name: 'metrics' },
);
