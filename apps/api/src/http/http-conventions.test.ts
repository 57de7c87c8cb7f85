import { installContractErrorMessages } from '@marketplace/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { NotFoundError, ValidationError } from '../shared/errors.ts';
import { authPlugin, createAccessTokens } from './auth.ts';
import { casingPlugin } from './casing.ts';
import { errorsPlugin } from './errors.ts';
import { salesChannelPlugin } from './sales-channel.ts';

/** `depth` objects nested in one another as JSON text (JSON.stringify itself overflows on deep ones). */
const nestedJson = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** The shared HTTP plugins on a tiny app with probe routes, so each convention is tested alone. */
async function buildProbeApp(): Promise<FastifyInstance> {
  installContractErrorMessages();
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(salesChannelPlugin);
  await app.register(casingPlugin);
  await app.register(authPlugin, { tokens: createAccessTokens('x'.repeat(32), 60) });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/probe',
    {
      schema: {
        body: z.object({
          title: z.string().max(5),
          price: z.object({ amount: z.number() }),
          apartmentNumber: z.string().optional(),
        }),
      },
    },
    async (request) => ({ region: request.region, received: request.body, nested_key: { inner_value: 1 } }),
  );
  routes.get(
    '/api/probe/query',
    { schema: { querystring: z.object({ postCode: z.string() }) } },
    async (request) => request.query,
  );
  routes.get('/api/probe/missing', async () => {
    throw new NotFoundError();
  });
  routes.get('/api/probe/form', async () => {
    throw new ValidationError(
      { 'address.postCode': 'This field is required.' },
      { formErrors: ['Form-level'] },
    );
  });
  routes.get('/api/probe/crash', async () => {
    throw new Error('relation "secret_table" does not exist');
  });
  routes.get('/api/probe/private', { preHandler: app.authenticate }, async (request) => request.principal);
  await app.ready();
  return app;
}

describe('HTTP conventions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildProbeApp();
  });
  afterAll(() => app.close());

  const post = (payload: unknown, headers: Record<string, string> = { 'x-sales-channel': 'us' }) =>
    app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('reads snake_case input and answers camelCase', async () => {
    const response = await post({ title: 'Bike', price: { amount: 100 }, apartment_number: '4B' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      region: 'us',
      received: { title: 'Bike', price: { amount: 100 }, apartmentNumber: '4B' },
      nestedKey: { innerValue: 1 },
    });
  });

  it('reads snake_case query parameters', async () => {
    const response = await app.inject({
      url: '/api/probe/query?post_code=00-001',
      headers: { 'x-sales-channel': 'us' },
    });
    expect(response.json()).toEqual({ postCode: '00-001' });
  });

  it('ignores unknown fields', async () => {
    const response = await post({ title: 'Bike', price: { amount: 1 }, unknown_field: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().received).not.toHaveProperty('unknownField');
  });

  it('answers field errors nested like the form, in the spec wording', async () => {
    const response = await post({ title: 'Too long title', price: { amount: 'abc' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message: 'Validation Failed',
      errors: {
        children: {
          title: { errors: ['This value is too long.'] },
          price: { children: { amount: { errors: ['This value must be a number'] } } },
        },
      },
    });
  });

  it('says which required field is missing', async () => {
    const response = await post({ price: { amount: 1 } });
    expect(response.json().errors.children.title.errors).toEqual(['This field is required.']);
  });

  it('answers bad JSON with a 400 in the documented format', async () => {
    const response = await post('{"title": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: 'The request body is not valid JSON.' });
  });

  it('takes JSON nested 32 levels deep and refuses deeper with the invalid-JSON 400', async () => {
    const withExtra = (depth: number) =>
      `{"title":"Bike","price":{"amount":1},"extra":${nestedJson(depth - 1)}}`;
    expect((await post(withExtra(32))).statusCode).toBe(200);
    for (const body of [withExtra(33), nestedJson(10_000), `[${nestedJson(10_000)}]`]) {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, message: 'The request body is not valid JSON.' });
    }
  });

  it('takes the edition from X-Sales-Channel, Sales-Channel, then the Host', async () => {
    const body = { title: 'a', price: { amount: 1 } };
    expect((await post(body, { 'x-sales-channel': 'pl' })).json().region).toBe('pl');
    expect((await post(body, { 'sales-channel': 'PL' })).json().region).toBe('pl');
    expect((await post(body, { host: 'pl.localhost:8080' })).json().region).toBe('pl');
    expect((await post(body, { host: 'us.example.com' })).json().region).toBe('us');
  });

  it('refuses an unknown or missing sales channel with 400', async () => {
    const body = { title: 'a', price: { amount: 1 } };
    for (const headers of [{ 'x-sales-channel': 'de' }, { host: 'localhost:8080' }] as Record<
      string,
      string
    >[]) {
      const response = await post(body, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, message: expect.stringContaining('sales channel') });
    }
  });

  it('turns domain errors into their status and message', async () => {
    const response = await app.inject({ url: '/api/probe/missing', headers: { 'x-sales-channel': 'us' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: 'Not Found' });
  });

  it('puts form-level messages in errors.errors and field messages under children', async () => {
    const response = await app.inject({ url: '/api/probe/form', headers: { 'x-sales-channel': 'us' } });
    expect(response.json()).toEqual({
      code: 400,
      message: 'Validation Failed',
      errors: {
        errors: ['Form-level'],
        children: { address: { children: { postCode: { errors: ['This field is required.'] } } } },
      },
    });
  });

  it('never leaks internals from an unexpected error', async () => {
    const response = await app.inject({ url: '/api/probe/crash', headers: { 'x-sales-channel': 'us' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, message: 'Internal Server Error' });
    expect(response.body).not.toContain('secret_table');
  });

  it('guards routes with a bearer token of the same edition', async () => {
    const tokens = createAccessTokens('x'.repeat(32), 60);
    const token = await tokens.sign({ accountId: 7, region: 'us', role: 'user' });
    const call = (headers: Record<string, string>) => app.inject({ url: '/api/probe/private', headers });
    expect((await call({ 'x-sales-channel': 'us' })).statusCode).toBe(401);
    expect((await call({ 'x-sales-channel': 'us', authorization: 'Bearer nonsense' })).statusCode).toBe(401);
    expect((await call({ 'x-sales-channel': 'pl', authorization: `Bearer ${token}` })).statusCode).toBe(401);
    const ok = await call({ 'x-sales-channel': 'us', authorization: `Bearer ${token}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ accountId: 7, region: 'us', role: 'user' });
  });

  it('refuses a token once it expires, though its check was remembered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const tokens = createAccessTokens('y'.repeat(32), 60);
      const token = await tokens.sign({ accountId: 7, region: 'us', role: 'user' });
      await expect(tokens.verify(token)).resolves.toMatchObject({ accountId: 7 });
      await expect(tokens.verify(token)).resolves.toMatchObject({ accountId: 7 });
      vi.setSystemTime(Date.now() + 61_000);
      await expect(tokens.verify(token)).rejects.toThrow();
      // A token of another secret is never taken for a remembered one.
      const other = createAccessTokens('z'.repeat(32), 60);
      await expect(
        other.verify(await tokens.sign({ accountId: 8, region: 'us', role: 'user' })),
      ).rejects.toThrow();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API paths with the documented 404', async () => {
    const response = await t.anonymous.get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: 'Not Found' });
  });

  it('reports health and readiness without a sales channel', async () => {
    expect((await t.anonymous.get('/api/health', { region: null })).json()).toEqual({ status: 'ok' });
    const ready = await t.anonymous.get('/api/ready', { region: null });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok' });
  });

  it('answers a URL Fastify cannot route (bad escape, too long parameter) in the documented format', async () => {
    const badEscape = await t.anonymous.get('/api/offers/%');
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json()).toEqual({ code: 400, message: expect.any(String) });
    const tooLong = await t.anonymous.get(`/api/offers/${'1'.repeat(500)}`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ code: 414, message: expect.any(String) });
  });

  it('refuses a deeply nested JSON body on a real route without overflowing', async () => {
    const response = await t.anonymous.post('/api/sessions/create', nestedJson(10_000), {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: 'The request body is not valid JSON.' });
  });

  it('echoes a request id', async () => {
    const response = await t.anonymous.get('/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });
});
