import { Redis } from 'ioredis';
import { assertChannelName, deliver, type Bus } from './bus.ts';

export interface RedisBusOptions {
  /** Told about a lost connection or a failing handler; the bus carries on. */
  onError?: (error: unknown) => void;
  /**
   * Put before every channel name: Redis channels are global to a server (database numbers do not
   * separate them), so deployments or test runs sharing one Redis keep apart (decision 065).
   */
  prefix?: string;
}

/** How the subscriber connection of a bus with `prefix` shows in `CLIENT LIST`. */
export const redisSubscriberName = (prefix: string) => `${prefix}subscriber`;

/**
 * Redis pub/sub through ioredis (REDIS_URL; decision 065): events between API processes that do
 * not come from the database, such as chat messages for sockets held by another process. Two
 * connections, as Redis requires: one publishes, one is subscribed. ioredis reconnects with
 * backoff and subscribes again by itself; messages published meanwhile are lost, so the bus
 * reports a gap (`down`, then `up`) like the PostgreSQL bus.
 */
export function createRedisBus(url: string, options: RedisBusOptions = {}): Bus & { start(): Promise<void> } {
  const { onError = () => undefined, prefix = '' } = options;
  const retryStrategy = (times: number) => Math.min(100 * 2 ** times, 10_000);
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, retryStrategy });
  const subscriber = new Redis(url, {
    lazyConnect: true,
    retryStrategy,
    connectionName: redisSubscriberName(prefix),
  });
  const channels = new Map<string, Set<(payload: string) => void>>();
  const gapHandlers = new Set<(state: 'down' | 'up') => void>();
  let reported: 'up' | 'down' = 'up';
  let closed = false;

  const reportGap = (state: 'down' | 'up') => {
    if (reported === state || closed) return;
    reported = state;
    for (const handler of gapHandlers) {
      try {
        handler(state);
      } catch (error) {
        onError(error);
      }
    }
  };
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('close', () => reportGap('down'));
  subscriber.on('ready', () => reportGap('up'));
  subscriber.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(prefix)) return;
    deliver(channels.get(channel.slice(prefix.length)), payload, onError);
  });

  return {
    async start() {
      await Promise.all([publisher.connect(), subscriber.connect()]);
    },

    async publish(channel, payload) {
      assertChannelName(channel);
      await publisher.publish(prefix + channel, payload);
    },

    async subscribe(channel, handler) {
      assertChannelName(channel);
      let handlers = channels.get(channel);
      if (!handlers) {
        channels.set(channel, (handlers = new Set()));
        await subscriber.subscribe(prefix + channel);
      }
      const entry = (payload: string) => handler(payload);
      handlers.add(entry);
      return async () => {
        handlers.delete(entry);
        if (handlers.size > 0 || channels.get(channel) !== handlers) return;
        channels.delete(channel);
        if (!closed) await subscriber.unsubscribe(prefix + channel).catch(() => undefined);
      };
    },

    onGap(handler) {
      gapHandlers.add(handler);
      if (reported === 'down') handler('down');
      return () => void gapHandlers.delete(handler);
    },

    async close() {
      closed = true;
      channels.clear();
      gapHandlers.clear();
      await Promise.all([publisher, subscriber].map((redis) => redis.quit().catch(() => redis.disconnect())));
    },
  };
}
