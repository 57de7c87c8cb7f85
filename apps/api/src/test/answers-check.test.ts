import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnswersCheck } from './answers-check.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';

/** The guard every API test runs under (decision 116): a wrong answer fails the test that got it. */
describe('answers checked against the API document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const answer = (method: string, url: string, status: number, body: unknown) => {
    const check = createAnswersCheck(() => t.app);
    const request = { id: 'r1', method, routeOptions: { url } } as unknown as FastifyRequest;
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    const reply = {
      statusCode: status,
      getHeader: (name: string) => headers[name],
    } as unknown as FastifyReply;
    void check.onSend(request, reply, body === undefined ? undefined : JSON.stringify(body));
    return check.take('r1');
  };

  it('passes an answer the document describes', () => {
    expect(
      answer('GET', '/api/favourites/check', 200, { checkFavourites: [{ favoriteId: 1, offerId: 2 }] }),
    ).toBeUndefined();
    expect(answer('DELETE', '/api/basket', 204, undefined)).toBeUndefined();
    expect(answer('GET', '/api/offers/:id', 404, { code: 404, message: 'Not Found' })).toBeUndefined();
    // Fastify's parameter name may differ from the document's merged path's (`{offerId}`).
    expect(answer('DELETE', '/api/favourites/:favoriteId', 204, undefined)).toBeUndefined();
  });

  it('names the route, the status and the schema’s complaint for a wrong one', () => {
    expect(answer('GET', '/api/favourites/check', 418, {})).toMatch(
      /^GET \/api\/favourites\/check answered 418, a status its document does not list/,
    );
    expect(answer('GET', '/api/favourites/check', 200, { checkFavourites: [{ favoriteId: '1' }] })).toMatch(
      /answered 200 with a body its document's schema refuses: .*favoriteId must be number/,
    );
    expect(answer('GET', '/api/favourites/check', 200, { checkFavourites: [], leaked: true })).toMatch(
      /must NOT have additional properties/,
    );
    expect(answer('GET', '/api/offers/:id', 404, { error: 'nope' })).toMatch(
      /must have required property 'code'/,
    );
    expect(answer('DELETE', '/api/basket', 204, { items: [] })).toMatch(
      /with a body, where its document says none/,
    );
  });

  it('makes the test app’s request reject, so the test that got it fails', async () => {
    await expect(t.anonymous.get('/api/sales-channel')).resolves.toMatchObject({ statusCode: 200 });
    // A document that leaves out a status the route really answers: the request that got it rejects.
    // (The real document lists every answer, so the test takes one out for the length of a request.)
    const responses = (
      t.app.swagger() as unknown as {
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      }
    ).paths['/api/sales-channel']!.get!.responses;
    const ok = responses['200'];
    delete responses['200'];
    try {
      await expect(t.anonymous.get('/api/sales-channel')).rejects.toThrow(
        /Answer not as documented \(\/api\/docs\): GET \/api\/sales-channel answered 200/,
      );
    } finally {
      responses['200'] = ok;
    }
  });
});
