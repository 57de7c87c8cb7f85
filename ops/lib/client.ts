import type { RealtimeServerMessage } from '@marketplace/contract';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { waitFor } from './processes.ts';

/**
 * A user of the marketplace as seen from outside: plain HTTP to one address (nginx, or one API
 * process), the US edition in X-Sales-Channel, the client's own address in X-Forwarded-For.
 */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  /** The API process that answered, as nginx names it (`127.0.0.1:port`), when behind nginx. */
  upstream: string | null;
  ms: number;
  headers: Headers;
}

let clients = Math.floor(Math.random() * 50_000);
/** A client address of its own (the benchmarking range 198.18.0.0/15), so per-client limits of runs never meet. */
export const newClientAddress = () => {
  clients += 1;
  return `198.${18 + (Math.floor(clients / 62_500) % 2)}.${Math.floor(clients / 250) % 250}.${clients % 250}`;
};

export function createClient(origin: string, clientAddress = newClientAddress()) {
  async function call<T = unknown>(
    method: string,
    path: string,
    {
      token,
      body,
      headers = {},
      timeoutMs = 30_000,
    }: {
      token?: string;
      body?: unknown;
      headers?: Record<string, string>;
      timeoutMs?: number;
    } = {},
  ): Promise<Answer<T>> {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        'x-sales-channel': 'us',
        'x-forwarded-for': clientAddress,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return {
      status: response.status,
      body: parsed as T,
      // nginx lists every process it tried ("a, b" when a refused): the last one answered.
      upstream: response.headers.get('x-upstream')?.split(', ').at(-1) ?? null,
      ms: performance.now() - started,
      headers: response.headers,
    };
  }
  return {
    origin,
    clientAddress,
    call,
    get: <T = unknown>(path: string, token?: string) => call<T>('GET', path, { token }),
    post: <T = unknown>(path: string, body?: unknown, token?: string, headers?: Record<string, string>) =>
      call<T>('POST', path, { body, token, headers }),
  };
}

export type Client = ReturnType<typeof createClient>;

function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status)
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
}

export interface User {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
}

let people = 0;
/** Registers a person, confirms the e-mail with the code from the outbox, signs in. */
export async function registerUser(client: Client, kind: string): Promise<User> {
  people += 1;
  const stamp = `${Date.now().toString(36)}${people}${Math.floor(Math.random() * 1000)}`;
  const username = `${kind}_${stamp}`.slice(0, 30);
  const email = `${kind}.${stamp}@example.com`;
  const password = `Ops-pass-${stamp}`;
  const digits = String(Date.now() + people).slice(-4);
  const registered = await client.post<{ uuid: string }>('/api/accounts/register', {
    auth_type: 'email',
    account: {
      type: 'person',
      data: {
        username,
        email,
        phone: `+1201555${digits}`,
        password,
        first_name: 'Ops',
        last_name: 'Tester',
        birth_day: '1985-06-15',
      },
      address: { street: 'Main Street 1', city: 'New York', post_code: '10001', state: 'NY' },
    },
  });
  expectStatus(registered, 200, `register ${username}`);
  let code = '';
  await waitFor(`the confirmation code of ${email}`, async () => {
    const outbox = await client.get<{ items: { text: string }[] }>(
      `/api/dev/outbox?recipient=${encodeURIComponent(email)}`,
    );
    code = /\b(\d{6})\b/.exec(outbox.body.items?.[0]?.text ?? '')?.[1] ?? '';
    return code !== '';
  });
  const confirmed = await client.post('/api/short-codes/confirm', { code, uuid: registered.body.uuid });
  expectStatus(confirmed, 200, `confirm ${username}`);
  const { token, id } = await signIn(client, username, password);
  return { id, username, email, password, token };
}

export async function signIn(client: Client, username: string, password: string) {
  const session = await client.post<{ token: string; user: { id: number } }>('/api/sessions/create', {
    username,
    password,
  });
  expectStatus(session, 200, `sign in ${username}`);
  return { token: session.body.token, id: session.body.user.id };
}

interface CategoryNode {
  id: number;
  offerType: string;
  children: CategoryNode[];
}

/** The first product category without children, with values for its required custom fields. */
export async function productCategory(client: Client) {
  const channel = await client.get<{ categories: CategoryNode[] }>('/api/sales-channel');
  const leaves = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.flatMap((node) => (node.children.length > 0 ? leaves(node.children) : [node]));
  const category = leaves(channel.body.categories).find((node) => node.offerType === 'product')!;
  const form = await client.get<{
    properties: { name: string; type: string; required: boolean; enum?: string[] }[];
  }>(`/api/category/${category.id}/custom-form-fields`);
  const attributes = Object.fromEntries(
    form.body.properties
      .filter((field) => field.required)
      .map((field) => [field.name, field.enum?.[0] ?? (field.type === 'string' ? 'Any' : 1)]),
  );
  return { id: category.id, attributes };
}

export type Category = Awaited<ReturnType<typeof productCategory>>;

/** A draft product offer's body: picked up, location hidden (no geocoding). */
export const draftOffer = (category: Category, title: string, price = 1500, quantity = 3) => ({
  type: 'product',
  status: 'draft',
  category: category.id,
  title,
  description: 'Checked by the operations tests; in good condition.',
  attributes: category.attributes,
  price: { amount: price },
  quantity,
  delivery: { method: 'pickup' },
  hide_location: true,
});

export async function publishedOffer(
  client: Client,
  seller: User,
  category: Category,
  title: string,
  quantity = 3,
) {
  const created = await client.post<{ id: number }>(
    '/api/offers',
    draftOffer(category, title, 1500, quantity),
    seller.token,
  );
  expectStatus(created, 201, 'create an offer');
  const published = await client.post(`/api/offers/${created.body.id}/publish`, undefined, seller.token);
  expectStatus(published, 200, 'publish the offer');
  return created.body.id;
}

export const TEST_CARD = {
  number: '4242424242424242',
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 2,
  cvc: '123',
};

/** Orders one piece of `offerId` (with an Idempotency-Key) and pays it with the sandbox's card. */
export async function buy(client: Client, buyer: User, offerId: number, idempotencyKey = randomUUID()) {
  const created = await client.post<{
    order: { orderId: number };
    payment: { gatewayData: { clientSecret: string } };
  }>(
    '/api/orders',
    {
      shipping_address: {
        street: 'Main Street 1',
        apartment_number: '4',
        city: 'New York',
        post_code: '10001',
        state: 'NY',
      },
      basket: { products: [{ product: offerId, quantity: 1 }] },
    },
    buyer.token,
    { 'idempotency-key': idempotencyKey },
  );
  if (created.status !== 201) return { created, paid: undefined };
  const paid = await client.post<{ status: string }>(
    '/api/payment-sandbox/confirm',
    { client_secret: created.body.payment.gatewayData.clientSecret, card: TEST_CARD },
    buyer.token,
  );
  return { created, paid, orderId: created.body.order.orderId };
}

/** The realtime socket of a signed-in user, collecting what the server pushes. */
export interface Socket {
  /** The API process behind it (nginx's X-Upstream on the upgrade answer), or null. */
  upstream: string | null;
  received: RealtimeServerMessage[];
  closed: boolean;
  next<T extends RealtimeServerMessage>(
    predicate: (message: RealtimeServerMessage) => boolean,
    timeoutMs?: number,
  ): Promise<T>;
  close(): void;
}

export async function openSocket(origin: string, token: string, clientAddress: string): Promise<Socket> {
  const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/realtime`, {
    headers: { 'x-sales-channel': 'us', 'x-forwarded-for': clientAddress },
  });
  const received: RealtimeServerMessage[] = [];
  let upstream: string | null = null;
  const socket: Socket = {
    get upstream() {
      return upstream;
    },
    received,
    closed: false,
    async next(predicate, timeoutMs = 15_000) {
      let found: RealtimeServerMessage | undefined;
      await waitFor('a realtime message', () => (found = received.find(predicate)) !== undefined, timeoutMs);
      return found as never;
    },
    close: () => ws.terminate(),
  };
  ws.on('upgrade', (response) => {
    const header = response.headers['x-upstream'];
    upstream = (Array.isArray(header) ? header[0] : header)?.split(', ').at(-1) ?? null;
  });
  ws.on('message', (data: Buffer) => received.push(JSON.parse(data.toString()) as RealtimeServerMessage));
  ws.on('close', () => (socket.closed = true));
  ws.on('error', () => (socket.closed = true));
  await new Promise<void>((done, fail) => {
    ws.once('open', () => done());
    ws.once('error', fail);
  });
  ws.send(JSON.stringify({ type: 'auth', token }));
  await socket.next((message) => message.type === 'ready');
  return socket;
}
