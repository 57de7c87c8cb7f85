import pg from 'pg';
import { assertChannelName, deliver, type Bus } from './bus.ts';

/** How the bus's connection shows in `pg_stat_activity`. */
export const BUS_APPLICATION_NAME = 'marketplace-bus';

export interface PostgresBusOptions {
  /** Told about a lost connection or a failing handler; the bus carries on. */
  onError?: (error: unknown) => void;
  /** First wait before reconnecting; doubles on each failure up to `maxRetryMs`. */
  minRetryMs?: number;
  maxRetryMs?: number;
  /** How often the idle connection is checked with a query: a silent one may be half open. */
  heartbeatMs?: number;
}

/**
 * LISTEN/NOTIFY on PostgreSQL, over one dedicated connection (a pooled one would drop its LISTENs
 * when returned). When the connection is lost the bus reports a gap (`down`), reconnects with
 * backoff, listens again and reports `up`: notifications sent meanwhile are lost, so subscribers
 * reset what they built from them.
 */
export function createPostgresBus(
  url: string,
  options: PostgresBusOptions = {},
): Bus & {
  /** Connects (retrying in the background when it cannot): the app waits for it at start. */
  start(): Promise<void>;
} {
  const { onError = () => undefined, minRetryMs = 100, maxRetryMs = 10_000, heartbeatMs = 15_000 } = options;
  const channels = new Map<string, Set<(payload: string) => void>>();
  const gapHandlers = new Set<(state: 'down' | 'up') => void>();
  let client: pg.Client | undefined;
  let connected = false;
  let closed = false;
  /** What subscribers were last told; a bus that cannot connect at start is `down` from then on. */
  let reported: 'up' | 'down' = 'up';
  let retryMs = minRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const reportGap = (state: 'down' | 'up') => {
    if (reported === state) return;
    reported = state;
    for (const handler of gapHandlers) {
      try {
        handler(state);
      } catch (error) {
        onError(error);
      }
    }
  };

  function lost(from: pg.Client, error?: unknown) {
    if (from !== client) return;
    if (error) onError(error);
    client = undefined;
    clearInterval(heartbeat);
    from.removeAllListeners('notification');
    from.on('error', () => undefined);
    void from.end().catch(() => undefined);
    connected = false;
    reportGap('down');
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    const wait = retryMs * (0.75 + Math.random() / 2);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, wait);
    retryTimer.unref();
  }

  async function connect(): Promise<void> {
    if (closed || client) return;
    const next = new pg.Client({
      connectionString: url,
      application_name: BUS_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5_000,
      // A heartbeat that gets no answer means a dead connection.
      query_timeout: 5_000,
    });
    client = next;
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      deliver(channels.get(message.channel), message.payload ?? '', onError);
    });
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(next, error);
      return;
    }
    if (client !== next || closed) return;
    connected = true;
    retryMs = minRetryMs;
    heartbeat = setInterval(() => {
      next.query('select 1').catch((error: unknown) => lost(next, error));
    }, heartbeatMs);
    heartbeat.unref();
    // Only after a gap: the first connection has nothing to make up for.
    reportGap('up');
  }

  return {
    start: connect,

    async publish(channel, payload) {
      assertChannelName(channel);
      if (!client || !connected) throw new Error('the bus is not connected to PostgreSQL');
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },

    async subscribe(channel, handler) {
      assertChannelName(channel);
      let handlers = channels.get(channel);
      if (!handlers) {
        channels.set(channel, (handlers = new Set()));
        // While disconnected, the reconnection listens to every channel subscribed by then.
        if (client && connected) await client.query(`LISTEN ${channel}`);
      }
      const entry = (payload: string) => handler(payload);
      handlers.add(entry);
      return async () => {
        handlers.delete(entry);
        if (handlers.size > 0 || channels.get(channel) !== handlers) return;
        channels.delete(channel);
        if (client && connected) await client.query(`UNLISTEN ${channel}`).catch(() => undefined);
      };
    },

    onGap(handler) {
      gapHandlers.add(handler);
      if (reported === 'down') handler('down');
      return () => void gapHandlers.delete(handler);
    },

    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const last = client;
      client = undefined;
      connected = false;
      channels.clear();
      gapHandlers.clear();
      if (last) await last.end().catch(() => undefined);
    },
  };
}
