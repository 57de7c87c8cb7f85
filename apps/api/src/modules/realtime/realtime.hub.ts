import { REALTIME_CLOSE, type RealtimeServerMessage } from '@marketplace/contract';
import type { Bus } from '../../adapters/bus/bus.ts';

/** The realtime bus's one channel: events and revocations (`Envelope`), handled by every process for its sockets. */
export const REALTIME_CHANNEL = 'realtime_events';
/** The database announces every stored notification here (migration 0018's trigger), after commit. */
export const NOTIFICATION_CHANNEL = 'notification_created';

/** What the hub needs of a socket (a `ws` WebSocket). */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;
/** setTimeout's longest wait; a later expiry ends the socket early, and its client reconnects. */
const MAX_TIMER_MS = 2 ** 31 - 1;

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
 * delivery of events published by any process, and the end of sockets whose session ended. Chat
 * events and revocations travel on the realtime bus (Redis with REDIS_URL, in-process otherwise);
 * notifications are heard on the database's own bus, which every process listens to, so each
 * delivers them to its own sockets. When either bus reports a gap, events may have been lost: every
 * socket is ended with REALTIME_CLOSE.catchUp, and its client reconnects and catches up from the API.
 */
export function createRealtimeHub(deps: {
  /** Carries events between API processes. */
  bus: Bus;
  /** The database's LISTEN/NOTIFY (adapters/bus/create-bus.ts). */
  databaseBus: Bus;
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

  /** To every process (this one too); never throws. */
  async function broadcast(envelope: Envelope): Promise<void> {
    try {
      await deps.bus.publish(REALTIME_CHANNEL, JSON.stringify(envelope));
    } catch (error) {
      deps.onError(error);
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
        await deps.databaseBus.subscribe(NOTIFICATION_CHANNEL, (payload) => {
          const accountId = Number(payload);
          if (Number.isInteger(accountId)) deliver([accountId], { type: 'notification' });
        }),
      );
      // Both when a bus goes down (no socket hears what it misses) and when it is back (a socket
      // opened meanwhile missed it too).
      for (const bus of [deps.bus, deps.databaseBus]) {
        const stop = bus.onGap(catchUp);
        stops.push(async () => stop());
      }
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
     * Sends `message` to every socket of `accountIds`, in every process. Called after the commit;
     * never throws (a lost event is made up by the client's catch-up on its next fetch).
     */
    async publish(accountIds: readonly number[], message: RealtimeServerMessage): Promise<void> {
      if (accountIds.length === 0) return;
      await broadcast({ accountIds, message });
    },

    /**
     * Ends the sockets of an account's ended sessions in every process (REALTIME_CLOSE.unauthenticated):
     * `familyId`'s, or with null all of them but `exceptFamilyId`'s. Called after the commit of what
     * ended them (logout, password change, a block); never throws. This process's end at once.
     */
    async revoke(accountId: number, familyId: string | null, exceptFamilyId?: string): Promise<void> {
      const revocation: Revocation = { accountId, familyId, ...(exceptFamilyId ? { exceptFamilyId } : {}) };
      endRevoked(revocation);
      await broadcast({ revoke: revocation });
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
