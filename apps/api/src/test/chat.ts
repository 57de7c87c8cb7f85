import { REALTIME_PATH, type Region, type RealtimeServerMessage } from '@marketplace/contract';
import type { TestApp, Caller } from './build-test-app.ts';
import { eventually } from './eventually.ts';
import { createAccount } from './factories.ts';

/** An active account of `region` to call the API as. */
export async function chatUser(
  t: TestApp,
  region: Region = 'us',
  overrides: { role?: 'user' | 'admin'; firstName?: string; lastName?: string } = {},
): Promise<Caller> {
  const account = await createAccount(t.database.db, { region, status: 'active', ...overrides });
  return { id: account.id, region };
}

/** A conversation started (or found) between `from` and `to`, optionally about an offer. */
export async function startConversation(t: TestApp, from: Caller, to: Caller, offerId?: number) {
  const response = await t
    .as(from)
    .post(offerId ? `/api/conversations/${to.id}/${offerId}` : `/api/conversations/${to.id}`);
  if (response.statusCode >= 300) throw new Error(`start: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number; accessToken: string }>();
}

export function sendMessage(t: TestApp, from: Caller, conversationId: number, message: string) {
  return t.as(from).post('/api/conversations/message-sent', { conversation_id: conversationId, message });
}

/** What a test client does with the realtime socket: collects what the server pushes. */
export interface TestSocket {
  received: RealtimeServerMessage[];
  closeCode?: number;
  send(message: unknown): void;
  /** Waits for a pushed message matching `predicate`; answers it. */
  next<T extends RealtimeServerMessage>(predicate: (message: RealtimeServerMessage) => boolean): Promise<T>;
  close(): void;
}

/** Opens the realtime socket on `t` (in-memory, `app.injectWS`), optionally authenticating with `token`. */
export async function openSocket(
  t: TestApp,
  {
    region = 'us',
    token,
    headers = {},
  }: { region?: Region; token?: string; headers?: Record<string, string> } = {},
): Promise<TestSocket> {
  const received: RealtimeServerMessage[] = [];
  const ws = await t.app.injectWS(REALTIME_PATH, { headers: { 'x-sales-channel': region, ...headers } });
  const socket: TestSocket = {
    received,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    async next(predicate) {
      let found: RealtimeServerMessage | undefined;
      await eventually(() => (found = received.find(predicate)) !== undefined);
      return found as never;
    },
    close: () => ws.terminate(),
  };
  ws.on('message', (data: Buffer) => received.push(JSON.parse(data.toString())));
  ws.on('close', (code: number) => (socket.closeCode = code));
  if (token) {
    socket.send({ type: 'auth', token });
    await socket.next((message) => message.type === 'ready' || message.type === 'error');
  }
  return socket;
}

/** A signed access token for `caller` (what the web holds after login). */
export function accessTokenOf(t: TestApp, caller: Caller, role: 'user' | 'admin' = 'user') {
  return t.app.accessTokens.sign({ accountId: caller.id, region: caller.region, role });
}
