import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
} from '@marketplace/contract';

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code?: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

/** `connecting` until the server said `ready`; `waiting` between a drop and the next try. */
export type RealtimeStatus = 'idle' | 'connecting' | 'ready' | 'waiting';

export interface RealtimeClientOptions {
  url: string;
  /** The access token the app holds now (read at every connect: it is refreshed meanwhile). */
  getToken: () => string | null;
  /** Every server message once the socket is authenticated. */
  onMessage: (message: RealtimeServerMessage) => void;
  /** The server said `ready`; `reconnected` when an earlier connection of this client was ready. */
  onReady?: (externalUid: string, reconnected: boolean) => void;
  onStatus?: (status: RealtimeStatus) => void;
  /**
   * The server refused the token (an `error` before `ready`) or ended its session's socket (close
   * 4401: expired, logged out, revoked): refresh it before the next try.
   */
  onAuthRefused?: () => Promise<unknown>;
  createSocket?: SocketFactory;
  /** Backoff: first delay, cap (ms); the delay doubles per failed try and gets 0-50 % jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  pingIntervalMs?: number;
  /** No `ready` (or no pong) within this time after connect (or a ping): the socket is dropped. */
  timeoutMs?: number;
  random?: () => number;
}

export interface RealtimeClient {
  /** Opens the socket (if not open) and keeps it open, reconnecting, until `stop`. */
  start(): void;
  /** Closes the socket and stops reconnecting (logout). */
  stop(): void;
  readonly status: RealtimeStatus;
}

/** The socket's address: the page's own origin (the API serves the web app), ws or wss. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`;
}

const OPEN = 1;
const CONNECTING = 0;

/** The delay before try number `attempt` (0-based): base * 2^attempt capped, plus up to 50 % jitter. */
export function backoffDelay(attempt: number, base: number, max: number, random: () => number): number {
  const exponential = Math.min(max, base * 2 ** Math.min(attempt, 20));
  return Math.round(exponential * (0.5 + random() * 0.5));
}

function parse(data: unknown): RealtimeServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null && 'type' in value
      ? (value as RealtimeServerMessage)
      : null;
  } catch {
    return null;
  }
}

/**
 * One realtime connection (spec 001 "Chat"; the server's REALTIME_PATH): opens a WebSocket, sends
 * `{type:'auth', token}` first, counts as ready when the server answers `ready`, pings every
 * `pingIntervalMs`, and after any drop reconnects with capped exponential backoff and jitter. A
 * token the server refuses, or whose socket it ends as unauthenticated, is refreshed
 * (`onAuthRefused`) before the next try.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const {
    url,
    getToken,
    onMessage,
    onReady,
    onStatus,
    onAuthRefused,
    createSocket = (target) => new WebSocket(target) as unknown as SocketLike,
    baseDelayMs = 1_000,
    maxDelayMs = 30_000,
    pingIntervalMs = 25_000,
    timeoutMs = 10_000,
    random = Math.random,
  } = options;

  let socket: SocketLike | null = null;
  let running = false;
  let attempt = 0;
  let everReady = false;
  let status: RealtimeStatus = 'idle';
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    onStatus?.(next);
  };

  const send = (message: RealtimeClientMessage) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const clearTimers = () => {
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    clearTimeout(deadline);
    retryTimer = pingTimer = deadline = undefined;
  };

  /** Drops the current socket without letting its close event schedule anything. */
  const discard = () => {
    const current = socket;
    socket = null;
    if (!current) return;
    current.onopen = current.onmessage = current.onclose = current.onerror = null;
    if (current.readyState === OPEN || current.readyState === CONNECTING) current.close(1000, 'client');
  };

  const expectWithin = (ms: number) => {
    clearTimeout(deadline);
    deadline = setTimeout(() => dropped(), ms);
  };

  function scheduleRetry(before?: Promise<unknown>) {
    if (!running) return;
    setStatus('waiting');
    const delay = backoffDelay(attempt, baseDelayMs, maxDelayMs, random);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (!before) return connect();
      // Whatever the refresh answers, try again: a failed one ends the session (and stop()).
      before.catch(() => undefined).finally(connect);
    }, delay);
  }

  function dropped(refresh?: Promise<unknown>) {
    clearTimers();
    discard();
    scheduleRetry(refresh);
  }

  function connect() {
    if (!running) return;
    const token = getToken();
    if (!token) return dropped();
    setStatus('connecting');
    let ready = false;
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      send({ type: 'auth', token });
      expectWithin(timeoutMs);
    };
    current.onmessage = (event) => {
      const message = parse(event.data);
      if (!message) return;
      if (message.type === 'ready') {
        ready = true;
        attempt = 0;
        clearTimeout(deadline);
        clearInterval(pingTimer);
        pingTimer = setInterval(() => {
          send({ type: 'ping' });
          expectWithin(timeoutMs);
        }, pingIntervalMs);
        setStatus('ready');
        const reconnected = everReady;
        everReady = true;
        onReady?.(message.externalUid, reconnected);
        return;
      }
      if (message.type === 'pong') {
        clearTimeout(deadline);
        return;
      }
      if (!ready) {
        if (message.type === 'error') dropped(onAuthRefused?.());
        return;
      }
      onMessage(message);
    };
    current.onerror = () => undefined;
    // Any close is followed by a new connection, whose `ready` makes the screens catch up (a
    // server-side bus gap closes with REALTIME_CLOSE.catchUp for that); an ended session's token
    // is refreshed first.
    current.onclose = (event) => {
      if (socket !== current) return;
      dropped(event.code === REALTIME_CLOSE.unauthenticated ? onAuthRefused?.() : undefined);
    };
  }

  return {
    start() {
      if (running) return;
      running = true;
      attempt = 0;
      connect();
    },
    stop() {
      running = false;
      clearTimers();
      discard();
      everReady = false;
      setStatus('idle');
    },
    get status() {
      return status;
    },
  };
}
