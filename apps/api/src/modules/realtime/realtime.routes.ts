import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  type Region,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
} from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { Principal, VerifiedToken } from '../../http/auth.ts';
import { createSameOriginGuard } from '../../http/same-origin.ts';
import { DomainError } from '../../shared/errors.ts';
import { externalUidOf } from './realtime.tokens.ts';
import type { RealtimeHub, RealtimeSocket } from './realtime.hub.ts';

/** How long a new socket has to send its `auth` message. */
export const AUTH_TIMEOUT_MS = 10_000;
/** How often the server pings every socket; one that has not answered the previous ping is dropped. */
export const HEARTBEAT_MS = 30_000;

/** What the route needs of a `ws` WebSocket, beyond what the hub uses. */
interface ServerSocket extends RealtimeSocket {
  ping(): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'pong' | 'close', listener: () => void): void;
}

function parse(data: Buffer, isBinary: boolean): RealtimeClientMessage | undefined {
  if (isBinary) return undefined;
  try {
    const value = JSON.parse(data.toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null) return undefined;
    const { type, token } = value as { type?: unknown; token?: unknown };
    if (type === 'ping') return { type };
    if (type === 'auth' && typeof token === 'string') return { type, token };
  } catch {
    // not JSON
  }
  return undefined;
}

/**
 * The realtime socket (decisions 065, 074) at REALTIME_PATH. Protocol: the client's first message
 * is `{type:'auth', token}` (the access token, or a conversation's accessToken; never in the URL,
 * which is logged); the server answers `{type:'ready', externalUid}`, or `{type:'error'}` and
 * closes with 4401 (also when no auth comes within 10 s, or when the token's session has ended).
 * Then `{type:'ping'}` gets `{type:'pong'}`, and the server pushes message, read and notification
 * events. Protocol-level pings every 30 s drop dead sockets. The hub ends a socket with 4401 when
 * its token expires or its session is revoked, and with 1012 after a bus gap (REALTIME_CLOSE).
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  deps: {
    hub: RealtimeHub;
    verifyToken: (token: string) => Promise<VerifiedToken | undefined>;
    /** Whether the token's account is active and its session not ended (sessions.isLive). */
    isSessionLive: (principal: Principal) => Promise<boolean>;
    publicOrigin: (region: Region) => string;
  },
) {
  const { hub } = deps;
  const alive = new Map<ServerSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        socket.terminate();
        alive.delete(socket);
        continue;
      }
      alive.set(socket, false);
      try {
        socket.ping();
      } catch {
        socket.terminate();
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  // Browsers always name the page's origin on a WebSocket handshake: a page of another site is
  // refused (cross-site WebSocket hijacking); clients that are no browser send none.
  const sameOrigin = createSameOriginGuard(deps.publicOrigin);

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    onRequest: sameOrigin,
    config: {
      answers: { 101: null, 403: 'ErrorBody', 426: 'ErrorBody' },
      docsDescription:
        'The realtime WebSocket. The first message is `{"type":"auth","token":…}` (never the URL, which is logged); see decision 065 for the messages.',
    },
    // A plain GET (no WebSocket handshake) is told what the endpoint needs.
    handler: async () => {
      throw new DomainError(426, 'Upgrade Required');
    },
    wsHandler: (raw, request) => {
      const socket = raw as unknown as ServerSocket;
      const send = (message: RealtimeServerMessage) => socket.send(JSON.stringify(message));
      let principal: Principal | undefined;
      let remove: (() => void) | undefined;
      let authenticating = false;

      const refuse = (message: string) => {
        send({ type: 'error', message });
        socket.close(REALTIME_CLOSE.unauthenticated, 'unauthenticated');
      };
      const authTimer = setTimeout(() => refuse('Unauthorized'), AUTH_TIMEOUT_MS);
      authTimer.unref();
      alive.set(socket, true);

      socket.on('pong', () => {
        if (alive.has(socket)) alive.set(socket, true);
      });
      socket.on('close', () => {
        clearTimeout(authTimer);
        alive.delete(socket);
        remove?.();
      });
      socket.on('message', (data, isBinary) => {
        const message = parse(data, isBinary);
        if (!principal) {
          if (authenticating) return;
          if (message?.type !== 'auth') return refuse('Unauthorized');
          authenticating = true;
          void deps
            .verifyToken(message.token)
            .then(async (verified) => {
              clearTimeout(authTimer);
              // A token of one edition is worth nothing in the other.
              if (!verified || verified.region !== request.region) return refuse('Unauthorized');
              if (socket.readyState !== 1) return;
              // Registered before its session is checked: a revocation committed meanwhile ends it.
              // Until the check passes it hears nothing: what the hub sends meanwhile is held, and
              // dropped if the session is over (a logged-out token must not hear the account).
              let held: string[] = [];
              let confirmed = false;
              remove = hub.add(
                {
                  get readyState() {
                    return socket.readyState;
                  },
                  send: (text) => (confirmed ? socket.send(text) : held.push(text)),
                  // A revocation that reaches it before the check ends it as any refusal does.
                  close: (code, reason) =>
                    !confirmed && code === REALTIME_CLOSE.unauthenticated
                      ? refuse('Unauthorized')
                      : socket.close(code, reason),
                },
                {
                  accountId: verified.accountId,
                  familyId: verified.familyId ?? null,
                  expiresAt: verified.expiresAt,
                },
              );
              // A token outlives its session's logout (it is checked by signature): not here.
              if (!(await deps.isSessionLive(verified))) {
                remove();
                held = [];
                return refuse('Unauthorized');
              }
              if (socket.readyState !== 1) return;
              principal = verified;
              send({ type: 'ready', externalUid: externalUidOf(verified.accountId) });
              confirmed = true;
              for (const text of held) socket.send(text);
              held = [];
            })
            .catch((error: unknown) => {
              request.log.warn({ err: error }, 'realtime: authentication failed');
              socket.close(1011, 'internal error');
            });
          return;
        }
        if (message?.type === 'ping') send({ type: 'pong' });
      });
    },
  });
}
