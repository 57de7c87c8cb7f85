import { REALTIME_CLOSE, type RealtimeServerMessage } from '@marketplace/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, createRealtimeClient, type SocketLike } from './realtime-client.ts';

/** A WebSocket the test drives: open, answer, drop. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: RealtimeServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The connection ends: lost (1006), or closed by the server with its code. */
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setUp(overrides: { token?: () => string | null; onAuthRefused?: () => Promise<unknown> } = {}) {
  const sockets: FakeSocket[] = [];
  const onMessage = vi.fn();
  const onReady = vi.fn();
  const client = createRealtimeClient({
    url: 'ws://us.localhost/api/realtime',
    getToken: overrides.token ?? (() => 'token-1'),
    onMessage,
    onReady,
    ...(overrides.onAuthRefused ? { onAuthRefused: overrides.onAuthRefused } : {}),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    baseDelayMs: 1_000,
    maxDelayMs: 8_000,
    pingIntervalMs: 25_000,
    timeoutMs: 5_000,
    // No jitter in the test's numbers: the delay is the top of its range.
    random: () => 1,
  });
  const latest = () => sockets.at(-1)!;
  return { client, sockets, latest, onMessage, onReady };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('realtime client', () => {
  it('authenticates with the first message and delivers pushed events once ready', () => {
    const { client, latest, onMessage, onReady } = setUp();
    client.start();
    expect(latest().url).toBe('ws://us.localhost/api/realtime');
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    expect(client.status).toBe('connecting');
    latest().receive({ type: 'ready', externalUid: 'u7' });
    expect(client.status).toBe('ready');
    expect(onReady).toHaveBeenCalledWith('u7', false);
    const message = {
      type: 'message',
      message: {
        id: 1,
        conversationId: 2,
        authorExternalUid: 'u8',
        message: 'Hi',
        createdAt: '',
        proposal: null,
      },
    } as const;
    latest().receive(message);
    latest().receive({ type: 'notification' });
    expect(onMessage.mock.calls.map(([event]) => event)).toEqual([message, { type: 'notification' }]);
  });

  it('pings every 25 s and drops a socket whose pong does not come', () => {
    const { client, sockets, latest } = setUp();
    client.start();
    latest().open();
    latest().receive({ type: 'ready', externalUid: 'u7' });
    vi.advanceTimersByTime(25_000);
    expect(latest().sent.at(-1)).toEqual({ type: 'ping' });
    latest().receive({ type: 'pong' });
    vi.advanceTimersByTime(25_000);
    expect(latest().sent.filter((m) => (m as { type: string }).type === 'ping')).toHaveLength(2);
    // No pong this time: dropped after the timeout, and tried again after the backoff.
    vi.advanceTimersByTime(5_000);
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(client.status).toBe('waiting');
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects with exponential backoff capped at the maximum, and says when it is back', () => {
    const { client, sockets, latest, onReady } = setUp();
    client.start();
    latest().open();
    latest().receive({ type: 'ready', externalUid: 'u7' });

    latest().drop();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
      latest().drop();
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);

    // A connection that gets ready resets the backoff and reports the reconnection.
    vi.advanceTimersByTime(8_000);
    latest().open();
    latest().receive({ type: 'ready', externalUid: 'u7' });
    expect(onReady).toHaveBeenLastCalledWith('u7', true);
    latest().drop();
    const before = sockets.length;
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(before + 1);
  });

  it('puts 50 to 100 % jitter on the delay', () => {
    expect(backoffDelay(0, 1_000, 30_000, () => 0)).toBe(500);
    expect(backoffDelay(3, 1_000, 30_000, () => 0.5)).toBe(6_000);
    expect(backoffDelay(10, 1_000, 30_000, () => 1)).toBe(30_000);
  });

  it('refreshes a refused token before trying again, with the new token', async () => {
    let token = 'expired';
    const refresh = vi.fn(async () => {
      token = 'fresh';
    });
    const { client, sockets, latest, onMessage } = setUp({ token: () => token, onAuthRefused: refresh });
    client.start();
    latest().open();
    latest().receive({ type: 'error', message: 'Unauthorized' });
    expect(refresh).toHaveBeenCalledOnce();
    expect(onMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: 'fresh' }]);
  });

  it('reconnects after the server ends the socket for a catch-up, and says it is a reconnection', () => {
    const { client, sockets, latest, onReady } = setUp();
    client.start();
    latest().open();
    latest().receive({ type: 'ready', externalUid: 'u7' });
    // A bus between the server's processes dropped: events may have been lost.
    latest().drop(REALTIME_CLOSE.catchUp);
    expect(client.status).toBe('waiting');
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    latest().open();
    latest().receive({ type: 'ready', externalUid: 'u7' });
    // The screens catch up from the API on this (useRealtimeReconnected).
    expect(onReady).toHaveBeenLastCalledWith('u7', true);
  });

  it('refreshes the token before reconnecting when the server ends the session’s socket', async () => {
    let token = 'about-to-expire';
    const refresh = vi.fn(async () => {
      token = 'fresh';
    });
    const { client, sockets, latest } = setUp({ token: () => token, onAuthRefused: refresh });
    client.start();
    latest().open();
    latest().receive({ type: 'ready', externalUid: 'u7' });
    // The token expired, or its session ended (logout, password change elsewhere, blocked).
    latest().drop(REALTIME_CLOSE.unauthenticated);
    expect(refresh).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: 'fresh' }]);
  });

  it('closes on stop and does not come back', () => {
    const { client, sockets, latest } = setUp();
    client.start();
    latest().open();
    latest().receive({ type: 'ready', externalUid: 'u7' });
    client.stop();
    expect(latest().closedWith).toBe(1000);
    expect(client.status).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('waits without a token and tries again later', () => {
    let token: string | null = null;
    const { client, sockets, latest } = setUp({ token: () => token });
    client.start();
    expect(sockets).toHaveLength(0);
    token = 'late';
    vi.advanceTimersByTime(1_000);
    latest().open();
    expect(latest().sent).toEqual([{ type: 'auth', token: 'late' }]);
  });
});
