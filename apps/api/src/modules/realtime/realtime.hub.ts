import type { RealtimeServerMessage } from '@marketplace/contract';
import type { Bus } from '../../adapters/bus/bus.ts';
import type { EventsRepository } from '../events/events.repository.ts';

/** The realtime bus's one channel: `{ accountIds, message }`, delivered by every process to its sockets. */
export const REALTIME_CHANNEL = 'realtime_events';

/** What the hub needs of a socket (a `ws` WebSocket). */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;

/** The event that carries a realtime message to sockets (decision 075). */
export const REALTIME_TOPIC = 'realtime.publish';

/**
 * The one way to tell sockets about a change: queued on the change's transaction, published on the
 * bus once it commits. `stream` keeps one conversation's events in order.
 */
export function queueRealtime(
  events: Pick<EventsRepository, 'emit'>,
  accountIds: readonly number[],
  message: RealtimeServerMessage,
  stream?: string,
): Promise<void> {
  if (accountIds.length === 0) return Promise.resolve();
  return events.emit(REALTIME_TOPIC, { accountIds, message } satisfies Envelope, { stream });
}

interface Envelope {
  accountIds: readonly number[];
  message: RealtimeServerMessage;
}

/**
 * The realtime hub (decision 065): a registry of this process's open sockets per account, and
 * delivery of events published by any process on the realtime bus (Redis with REDIS_URL,
 * in-process otherwise): chat's and notifications' events, queued with their change (decision 075).
 */
export function createRealtimeHub(deps: {
  /** Carries events between API processes. */
  bus: Bus;
  onError: (error: unknown) => void;
}) {
  const sockets = new Map<number, Set<RealtimeSocket>>();
  const stops: (() => Promise<void>)[] = [];

  function deliver(accountIds: readonly number[], message: RealtimeServerMessage): void {
    const text = JSON.stringify(message);
    for (const accountId of new Set(accountIds)) {
      for (const socket of sockets.get(accountId) ?? []) {
        if (socket.readyState !== OPEN) continue;
        try {
          socket.send(text);
        } catch (error) {
          deps.onError(error);
        }
      }
    }
  }

  return {
    async start(): Promise<void> {
      stops.push(
        await deps.bus.subscribe(REALTIME_CHANNEL, (payload) => {
          const { accountIds, message } = JSON.parse(payload) as Envelope;
          deliver(accountIds, message);
        }),
      );
    },

    /** Registers an authenticated socket of `accountId`; the answer removes it. */
    add(accountId: number, socket: RealtimeSocket): () => void {
      let set = sockets.get(accountId);
      if (!set) sockets.set(accountId, (set = new Set()));
      set.add(socket);
      return () => {
        set.delete(socket);
        if (set.size === 0 && sockets.get(accountId) === set) sockets.delete(accountId);
      };
    },

    /**
     * Sends `message` to every socket of `accountIds`, in every process: the realtime event's
     * handler. Throws when the bus does, so that the relay tries again.
     */
    async publish(accountIds: readonly number[], message: RealtimeServerMessage): Promise<void> {
      if (accountIds.length === 0) return;
      await deps.bus.publish(REALTIME_CHANNEL, JSON.stringify({ accountIds, message } satisfies Envelope));
    },

    /** How many sockets this process holds (for tests and health). */
    size(): number {
      let count = 0;
      for (const set of sockets.values()) count += set.size;
      return count;
    },

    /** Closes every socket ('going away': clients reconnect to another process) and stops listening. */
    async close(): Promise<void> {
      for (const set of sockets.values())
        for (const socket of set) socket.close(1001, 'server shutting down');
      sockets.clear();
      await Promise.all(stops.splice(0).map((stop) => stop().catch(() => undefined)));
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
