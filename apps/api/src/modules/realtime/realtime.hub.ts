import { REALTIME_CLOSE, type RealtimeServerMessage } from '@marketplace/contract';
import type { Bus } from '../../adapters/bus/bus.ts';
import type { EventLog } from '../events/index.ts';

/** The realtime bus's one channel: events and revocations (`Envelope`), handled by every process for its sockets. */
export const REALTIME_CHANNEL = 'realtime_events';

/** What the hub needs of a socket (a `ws` WebSocket). */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;
/** setTimeout's longest wait; a later expiry ends the socket early, and its client reconnects. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The event that carries a realtime message to sockets (decision 075). */
export const REALTIME_TOPIC = 'realtime.publish';

/**
 * The one way to tell sockets about a change: queued on the change's transaction, published on the
 * bus once it commits. `stream` keeps one conversation's events in order.
 */
export function queueRealtime(
  events: EventLog,
  accountIds: readonly number[],
  message: RealtimeServerMessage,
  stream?: string,
): Promise<void> {
  if (accountIds.length === 0) return Promise.resolve();
  return events.emit(REALTIME_TOPIC, { accountIds, message } satisfies Envelope, { stream });
}

/** The event that ends the sockets of ended sessions, in every process (decisions 074, 075). */
export const REVOKE_TOPIC = 'realtime.revoke';

/** Ends the sockets of `familyId` (or with null all the account's but `exceptFamilyId`'s) once the change commits. */
export function queueRevocation(
  events: EventLog,
  accountId: number,
  familyId: string | null,
  exceptFamilyId?: string,
): Promise<void> {
  return events.emit(REVOKE_TOPIC, { accountId, familyId, ...(exceptFamilyId ? { exceptFamilyId } : {}) });
}

/** Who a socket belongs to: its account, the session its token came from, and when that token expires. */
export interface SocketSession {
  accountId: number;
  /** The refresh-token family; null for a token signed outside a session. */
  familyId: string | null;
  /** ms since the epoch. */
  expiresAt: number;
}

/** Which of an account's sockets end: one session's (`familyId`), or all but `exceptFamilyId`'s. */
interface Revocation {
  accountId: number;
  familyId: string | null;
  exceptFamilyId?: string;
}

/** What travels on the realtime channel: an event for some accounts' sockets, or a revocation. */
type Envelope = { accountIds: readonly number[]; message: RealtimeServerMessage } | { revoke: Revocation };

interface Entry extends SocketSession {
  socket: RealtimeSocket;
  expiry: NodeJS.Timeout;
}

/**
 * The realtime hub (decisions 065, 074): a registry of this process's open sockets per account,
 * delivery of events published by any process, and the end of sockets whose session ended. Chat's
 * and notifications' events (queued with their change, decision 075) and revocations travel on the
 * realtime bus (Redis with REDIS_URL, in-process otherwise). When it reports a gap, events may have
 * been lost: every socket is ended with REALTIME_CLOSE.catchUp, and its client reconnects and
 * catches up from the API.
 */
export function createRealtimeHub(deps: {
  /** Carries events between API processes. */
  bus: Bus;
  onError: (error: unknown) => void;
}) {
  const sockets = new Map<number, Set<Entry>>();
  const stops: (() => Promise<void>)[] = [];

  function deliver(accountIds: readonly number[], message: RealtimeServerMessage): void {
    const text = JSON.stringify(message);
    for (const accountId of new Set(accountIds)) {
      for (const { socket } of sockets.get(accountId) ?? []) {
        if (socket.readyState !== OPEN) continue;
        try {
          socket.send(text);
        } catch (error) {
          deps.onError(error);
        }
      }
    }
  }

  function forget(entry: Entry): void {
    clearTimeout(entry.expiry);
    const set = sockets.get(entry.accountId);
    if (!set?.delete(entry) || set.size > 0) return;
    sockets.delete(entry.accountId);
  }

  /** Ends a socket: it hears nothing more from here on (closing takes the client's answer). */
  function end(entry: Entry, code: number, reason: string): void {
    forget(entry);
    try {
      entry.socket.close(code, reason);
    } catch (error) {
      deps.onError(error);
    }
  }

  function endAll(code: number, reason: string): void {
    for (const set of [...sockets.values()]) for (const entry of [...set]) end(entry, code, reason);
  }

  function endRevoked({ accountId, familyId, exceptFamilyId }: Revocation): void {
    for (const entry of [...(sockets.get(accountId) ?? [])]) {
      if (familyId !== null && entry.familyId !== familyId) continue;
      if (exceptFamilyId !== undefined && entry.familyId === exceptFamilyId) continue;
      end(entry, REALTIME_CLOSE.unauthenticated, 'session ended');
    }
  }

  const catchUp = () => endAll(REALTIME_CLOSE.catchUp, 'events may have been lost');

  return {
    async start(): Promise<void> {
      stops.push(
        await deps.bus.subscribe(REALTIME_CHANNEL, (payload) => {
          const envelope = JSON.parse(payload) as Envelope;
          if ('revoke' in envelope) endRevoked(envelope.revoke);
          else deliver(envelope.accountIds, envelope.message);
        }),
      );
      // Both when the bus goes down (no socket hears what it misses) and when it is back (a socket
      // opened meanwhile missed it too).
      const stopGaps = deps.bus.onGap(catchUp);
      stops.push(async () => stopGaps());
    },

    /**
     * Registers an authenticated socket of `session`, ended when its token expires (its client
     * reconnects with a fresh one); the answer removes it.
     */
    add(socket: RealtimeSocket, session: SocketSession): () => void {
      const entry: Entry = {
        ...session,
        socket,
        expiry: setTimeout(
          () => end(entry, REALTIME_CLOSE.unauthenticated, 'token expired'),
          Math.min(Math.max(session.expiresAt - Date.now(), 0), MAX_TIMER_MS),
        ),
      };
      entry.expiry.unref();
      let set = sockets.get(session.accountId);
      if (!set) sockets.set(session.accountId, (set = new Set()));
      set.add(entry);
      return () => forget(entry);
    },

    /**
     * Sends `message` to every socket of `accountIds`, in every process: the realtime event's
     * handler. Throws when the bus does, so that the relay tries again.
     */
    async publish(accountIds: readonly number[], message: RealtimeServerMessage): Promise<void> {
      if (accountIds.length === 0) return;
      await deps.bus.publish(REALTIME_CHANNEL, JSON.stringify({ accountIds, message } satisfies Envelope));
    },

    /**
     * Ends the sockets of an account's ended sessions in every process (REALTIME_CLOSE.unauthenticated):
     * `familyId`'s, or with null all of them but `exceptFamilyId`'s; this process's at once. The
     * revocation event's handler (queued with what ended them: logout, password change, a block);
     * throws when the bus does, so that the relay tries again.
     */
    async revoke(accountId: number, familyId: string | null, exceptFamilyId?: string): Promise<void> {
      const revocation: Revocation = { accountId, familyId, ...(exceptFamilyId ? { exceptFamilyId } : {}) };
      endRevoked(revocation);
      await deps.bus.publish(REALTIME_CHANNEL, JSON.stringify({ revoke: revocation } satisfies Envelope));
    },

    /** How many sockets this process holds (for tests and health). */
    size(): number {
      let count = 0;
      for (const set of sockets.values()) count += set.size;
      return count;
    },

    /** Closes every socket ('going away': clients reconnect to another process) and stops listening. */
    async close(): Promise<void> {
      endAll(REALTIME_CLOSE.goingAway, 'server shutting down');
      await Promise.all(stops.splice(0).map((stop) => stop().catch(() => undefined)));
    },
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
