import { MAX_ID } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../test/admin.ts';
import { buildTestApp, type Caller, type TestApp } from '../test/build-test-app.ts';
import { createAccount } from '../test/factories.ts';
import { listApiRoutes, type Route } from '../test/hostile-requests.ts';

/**
 * Ids are PostgreSQL integers (int4): a number past MAX_ID reaching a query fails in the database.
 * In a path such an id names no record (404, like any unknown id); in a body or a query it is the
 * field's error (docs/decisions/070).
 */
const PAST_MAX = [String(MAX_ID + 1), '99999999999999999999'];
const NOT_FOUND = { code: 404, message: 'Not Found' };

/** Routes whose path parameter is not a record's id, with what they answer instead. */
const OTHER_PARAMETERS: Record<string, object> = {
  // The reset link's parts are checked together: any bad part is the spec's 'Invalid link.'.
  'POST /api/accounts/:id/reset-password': { code: 400, message: 'Invalid link.' },
  // A UUID.
  'DELETE /api/files/images/:fileId': {
    code: 400,
    message: 'Validation Failed',
    errors: { children: { fileId: { errors: ['This value is not valid.'] } } },
  },
  // A slug; no page has it.
  'GET /api/pages/:slug': NOT_FOUND,
};

describe('ids past what their column holds', () => {
  let t: TestApp;
  let user: { id: number; region: 'us' };
  let admin: Caller;
  let routes: Route[];
  // The administration's routes (decision 084) are asked by an administrator: anyone else stops at the guard.
  const callerOf = (route: Route) => (route.url.startsWith('/api/admin/') ? admin : user);

  beforeAll(async () => {
    t = await buildTestApp();
    user = { id: (await createAccount(t.database.db)).id, region: 'us' };
    admin = await createAdmin(t.database.db, 'us');
    routes = listApiRoutes(t.app).filter((route) => route.url.includes('/:'));
  });
  afterAll(() => t.close());

  it('answers 404 on every route with an id in its path, as a read does for the largest id', async () => {
    expect(routes.length).toBeGreaterThan(30);
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const route of routes) {
      // The largest id names nothing either (a write with an empty body stops at the body first).
      for (const id of route.method === 'GET' ? [String(MAX_ID), ...PAST_MAX] : PAST_MAX) {
        const request = `${route.method} ${route.url.replace(/:[^/]+/g, id)}`;
        const response = await t
          .as(callerOf(route))
          .send(route.method, route.url.replace(/:[^/]+/g, id), route.method === 'GET' ? undefined : {});
        answers[request] = { status: response.statusCode, body: response.json() };
        const answer = OTHER_PARAMETERS[`${route.method} ${route.url}`] ?? NOT_FOUND;
        expected[request] = { status: (answer as { code: number }).code, body: answer };
      }
    }
    expect(answers).toEqual(expected);
  });

  it('answers 400 with the field error for an id in a body or a query', async () => {
    const id = MAX_ID + 1;
    const invalid = { errors: ['This value is not valid.'] };
    const cases: [method: string, url: string, body: object | undefined, errors: object][] = [
      ['POST', '/api/basket/items', { offer_id: id, quantity: 1 }, { offerId: invalid }],
      [
        'POST',
        '/api/basket/merge',
        { items: [{ offer_id: id, quantity: 1 }] },
        { items: { children: { 0: { children: { offerId: invalid } } } } },
      ],
      [
        'POST',
        '/api/orders',
        { shipping_address: null, basket: { products: [{ product: id, quantity: 1 }] } },
        { basket: { children: { products: { children: { 0: { children: { product: invalid } } } } } } },
      ],
      [
        'POST',
        '/api/conversations/message-sent',
        { conversation_id: id, message: 'Hello' },
        { conversationId: invalid },
      ],
      ['GET', `/api/conversations/1?after=${id}`, undefined, { after: invalid }],
      ['POST', '/api/price-proposals', { offer_id: id, amount: 100 }, { offerId: invalid }],
      ['GET', `/api/price-proposals?conversation_id=${id}`, undefined, { conversationId: invalid }],
      [
        'POST',
        '/api/stats/store-offers-visits',
        { data: [{ offer_id: id, visits: 1 }] },
        { data: { children: { 0: { children: { offerId: invalid } } } } },
      ],
      ['POST', '/api/offers', { status: 'draft', category: id }, { category: invalid }],
      ['POST', '/api/search/offers', { category: id }, { category: invalid }],
    ];
    for (const [method, url, body, errors] of cases) {
      const response = await t.as(user).send(method, url, body);
      expect({ request: `${method} ${url}`, body: response.json() }).toEqual({
        request: `${method} ${url}`,
        body: { code: 400, message: 'Validation Failed', errors: { children: errors } },
      });
    }
  });
});
