import { REGIONS, type Region } from '@marketplace/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerUser, registrationPayload, type TestUser } from '../test/accounts.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createAccount, createCategory, createCategoryField, createOffer } from '../test/factories.ts';
import {
  bodyArbitrary,
  changedAt,
  jsonBody,
  listApiRoutes,
  pathParam,
  pathsOf,
  queryString,
  SINGLE_CHANGES,
  type Json,
  type RawBody,
  type Route,
} from '../test/hostile-requests.ts';

/**
 * Whatever a client sends to any JSON endpoint, the answer is below 500 and every error has the
 * documented body. Reproducible: the seed is fixed (FUZZ_SEED and FUZZ_RUNS override it and the
 * number of requests), and a failure prints the seed and the shrunk request.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

/** A valid request body of a route, as the spec's client sends it. */
interface Payload {
  /** `METHOD /url/:param` as registered. */
  route: string;
  url: string;
  region: Region;
  body: Json;
}

interface Fixtures {
  user: TestUser;
  category: number;
  ownOffer: number;
  othersOffer: number;
}

function validPayloads(region: Region, { user, category, ownOffer, othersOffer }: Fixtures): Payload[] {
  const address =
    region === 'pl'
      ? { street: 'Marszałkowska 1', city: 'Warszawa', post_code: '00-001', state: 'mazowieckie' }
      : { street: '1 Main St', apartment_number: '2', city: 'Austin', post_code: '73301', state: 'TX' };
  const offer = {
    type: 'product',
    status: 'published',
    category,
    title: 'Bike',
    description: 'Red, barely used.',
    attributes: { colour: 'red', gears: 21 },
    images: [],
    price: { amount: 1000 },
    proposal_floor: { amount: 600 },
    quantity: 1,
    delivery: { method: 'courier', price: { amount: 500 } },
    address: { ...address, geo_coordinate: { lat: 40.1, lon: region === 'pl' ? 20.1 : -90.1 } },
    product: { price_from: 1000, free: false },
  };
  const payout =
    region === 'pl'
      ? { holder: 'Anna Nowak', account: { iban: 'PL61109010140000071219812874' } }
      : { holder: 'Ann Stone', account: { account_number: '123456789', routing_number: '021000021' } };
  const uuid = '7d444840-9dc0-11d1-b245-5ffdce74fad2';
  const card = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };
  const payloads: [route: string, body: Json, url?: string][] = [
    ['POST /api/accounts/register', registrationPayload(region, region === 'pl' ? 'company' : 'person')],
    ['POST /api/sessions/create', { username: user.username, password: PASSWORD }],
    ['POST /api/sessions/sign-in-code', { username: user.username }],
    ['POST /api/short-codes/confirm', { code: '123456', uuid }],
    ['POST /api/short-codes/resend', { uuid }],
    ['POST /api/accounts/forgotten-password', { email: user.email, phone: user.phone }],
    [
      'POST /api/accounts/:id/reset-password',
      { new_password: { first: 'Another-pass-55', second: 'Another-pass-55' } },
      `/api/accounts/${user.id}/reset-password?signature=abc&expires=9999999999`,
    ],
    [
      'POST /api/accounts/my/edit-contact-data',
      {
        account: { first_name: 'Eve', last_name: 'Stone', company_name: 'Acme', vat_id: '5260250274' },
        address,
      },
    ],
    ['POST /api/accounts/my/update-phone', { phone: user.phone }],
    ['POST /api/accounts/my/update-email', { email: `changed.${user.email}` }],
    [
      'POST /api/accounts/my/update-password',
      { old_password: PASSWORD, new_password: { first: PASSWORD, second: PASSWORD } },
    ],
    ['POST /api/accounts/my/update-payout', payout],
    // Not the password: a valid request that must not delete the account the other requests use.
    ['POST /api/accounts/my/delete', { password: 'Not-the-password-1!' }],
    ['POST /api/offers', offer],
    ['POST /api/offers/:id', offer, `/api/offers/${ownOffer}`],
    [
      'POST /api/offers/:id/report',
      { reason: 'fraud', description: 'Fake.' },
      `/api/offers/${othersOffer}/report`,
    ],
    [
      'POST /api/search/offers',
      {
        phrase: 'bike',
        category,
        sort: { field: 'price', order: 'asc' },
        filters: {
          price: { from: 1, to: 100_000 },
          delivery: 'courier',
          account_type: 'business',
          attributes: { colour: 'red', gears: { from: 1, to: 30 } },
        },
        geo_distance: { lat: 40.1, lon: -90.1, distance: 10 },
        page: 2,
      },
    ],
    [
      'POST /api/search/users/:id/offers',
      { sort: { field: 'price', order: 'asc' } },
      `/api/search/users/${user.id}/offers`,
    ],
    ['POST /api/stats/store-offers-visits', { data: [{ offer_id: othersOffer, visits: 1 }] }],
    [
      'POST /api/offers/:id/buy-features',
      { features: { offer_period_extension: true } },
      `/api/offers/${ownOffer}/buy-features`,
    ],
    // Saved searches (issue 28, decision 096).
    [
      'POST /api/saved-searches',
      {
        name: 'Red bikes',
        alerts: 'daily',
        query: {
          phrase: 'bike',
          category,
          sort: { field: 'price', order: 'asc' },
          filters: {
            price: { from: 1, to: 100_000 },
            attributes: { colour: 'red', gears: { from: 1, to: 30 } },
          },
          geo_distance: { lat: 40.1, lon: -90.1, distance: 10 },
        },
      },
    ],
    ['PATCH /api/saved-searches/:id', { name: 'Bikes', alerts: 'off' }, '/api/saved-searches/1'],
    ['POST /api/contact', { subject: 'general', email_address: user.email, message: 'Hello.' }],
    ['POST /api/basket/items', { offer_id: othersOffer, quantity: 1 }],
    ['POST /api/basket/merge', { items: [{ offer_id: othersOffer, quantity: 1 }] }],
    ['POST /api/cards', { data: { payment_method_id: 'pm_0123456789abcdef' } }],
    [
      'POST /api/orders',
      { shipping_address: address, basket: { products: [{ product: othersOffer, quantity: 1 }] } },
    ],
    [
      'POST /api/orders/:id/shipment-link',
      { shipment_link: 'https://track.example/1' },
      '/api/orders/1/shipment-link',
    ],
    ['POST /api/orders/:id/dispute', { description: 'Not as described.' }, '/api/orders/1/dispute'],
    ['POST /api/reviews/account/:id', { rate: 5, comment: 'Great seller.' }, '/api/reviews/account/1'],
    ['POST /api/reviews/offer/:id', { rate: 4, comment: 'Good work.' }, `/api/reviews/offer/${othersOffer}`],
    [
      'POST /api/reviews/order-product/:orderProductId',
      { rate: 3, comment: 'As described.' },
      '/api/reviews/order-product/1',
    ],
    [
      'POST /api/reviews/dispute/:reviewId',
      { description: 'This never happened.' },
      '/api/reviews/dispute/1',
    ],
    ['POST /api/payment-sandbox/confirm', { client_secret: 'pi_0123_secret_4567', card }],
    ['POST /api/payment-sandbox/payment-methods', { card }],
    ['POST /api/conversations/message-sent', { conversation_id: 1, message: 'Is it still available?' }],
    ['POST /api/conversations/contact-administration', { message: 'Hello, I need help.' }],
    // Making an offer on a price (issue 28).
    ['POST /api/price-proposals', { offer_id: othersOffer, amount: 600 }],
    ['POST /api/price-proposals/:id/counter', { amount: 700 }, '/api/price-proposals/1/counter'],
    // The console's moderation and users (issue 25, decisions 087 and 088).
    ['POST /api/admin/reports/:id/dismiss', { reason: 'Not a problem.' }, '/api/admin/reports/1/dismiss'],
    ['POST /api/admin/reports/:id/close-offer', { reason: 'Scam.' }, '/api/admin/reports/1/close-offer'],
    ['POST /api/admin/users/:id/block', { reason: 'Fraud.' }, `/api/admin/users/${user.id}/block`],
    ['POST /api/admin/users/:id/unblock', { reason: 'Appeal.' }, `/api/admin/users/${user.id}/unblock`],
    [
      'POST /api/admin/disputes/orders/:id/refund',
      { reason: 'Not delivered.', amount: 100 },
      '/api/admin/disputes/orders/1/refund',
    ],
    [
      'POST /api/admin/disputes/orders/:id/reject',
      { reason: 'Delivered.' },
      '/api/admin/disputes/orders/1/reject',
    ],
    [
      'POST /api/admin/disputes/reviews/:id/keep',
      { reason: 'Fair review.' },
      '/api/admin/disputes/reviews/1/keep',
    ],
    [
      'POST /api/admin/disputes/reviews/:id/remove',
      { reason: 'Abusive.' },
      '/api/admin/disputes/reviews/1/remove',
    ],
    [
      'POST /api/admin/support/:conversationId/messages',
      { message: 'How can we help?' },
      '/api/admin/support/1/messages',
    ],
    // The console's catalog (decision 091).
    [
      'POST /api/admin/categories',
      { name: 'Tents', parent_id: category, offer_type: 'product', position: 2 },
    ],
    [
      'POST /api/admin/categories/:id/fields',
      {
        name: 'size',
        title: 'Size',
        type: 'enum',
        enum_values: ['S', 'M'],
        required: true,
        default: 'S',
        unit: null,
      },
      `/api/admin/categories/${category}/fields`,
    ],
    // Safe to trade (decisions 132, 133, 135).
    [
      'POST /api/conversations/:id|:userId/report',
      { reason: 'scam', comment: 'Asked for BLIK.' },
      '/api/conversations/1/report',
    ],
    [
      'POST /api/admin/account-reports/:id/dismiss',
      { reason: 'Not a problem.' },
      '/api/admin/account-reports/1/dismiss',
    ],
    ['POST /api/admin/account-reports/:id/block', { reason: 'Fraud.' }, '/api/admin/account-reports/1/block'],
    [
      'POST /api/admin/offer-reviews/:id/reject',
      { reason: 'Stolen photo.' },
      `/api/admin/offer-reviews/${ownOffer}/reject`,
    ],
    ['POST /api/admin/hold-words', { phrase: 'pay by courier link' }],
    [
      'POST /api/admin/safety/rules',
      {
        name: 'Signal',
        kind: 'move_off_site',
        match: 'phrases',
        pattern: 'signal app',
        testSentenceEn: 'Write me on the signal app',
        testSentencePl: 'Napisz na signal app',
        enabled: true,
      },
    ],
    [
      'POST /api/admin/safety/blocked-domains',
      { domain: 'scam-pay.example.com', note: 'Phishing.', bothEditions: false },
    ],
    ['POST /api/admin/page-groups', { title: 'Help', position: 1 }],
    [
      'POST /api/admin/pages',
      {
        title: 'Shipping',
        slug: 'shipping',
        content: '<p>Fast.</p>',
        group_id: null,
        position: 1,
        published: true,
      },
    ],
    ['POST /api/admin/pages/preview', { content: '<p>Fast.</p>' }],
    [
      'POST /api/admin/advertisements',
      {
        area: 'web_top',
        image_file_id: uuid,
        alt: 'Sale',
        reference_url: 'https://shop.example/',
        category_ids: [category],
        position: 1,
        active: true,
      },
    ],
  ];
  return payloads.map(([route, body, url]) => ({ route, body, region, url: url ?? route.split(' ')[1]! }));
}

/** Below 500; an error answers `{ code, message }` (and `errors` for validation) with its status. */
function expectDocumentedAnswer(response: LightMyRequestResponse, request: string) {
  const answer = `${request} answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  expect(response.statusCode, answer).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const body = response.json();
  const unexpectedKeys = Object.keys(body).filter((key) => !['code', 'message', 'errors'].includes(key));
  expect(unexpectedKeys, answer).toEqual([]);
  expect(body.code, answer).toBe(response.statusCode);
  expect(typeof body.message, answer).toBe('string');
}

interface FuzzRequest {
  route: Route;
  /** Values for the route's path parameters, in order (URL-encoded). */
  params: string[];
  query: string;
  body: RawBody | undefined;
  auth: 'none' | 'own' | 'other-edition' | 'garbage';
  region: Region | 'none' | 'unknown';
  /** Requests come from many addresses, so rate limits per address do not hide the code behind them. */
  client: number;
}

const remoteAddress = (client: number) => `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;

describe('hostile requests to every JSON endpoint', () => {
  let t: TestApp;
  const users = {} as Record<Region, TestUser>;
  let routes: Route[];
  let payloads: Payload[];

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    users.us = await registerUser(t, 'us');
    users.pl = await registerUser(t, 'pl', 'company');
    payloads = [];
    for (const region of REGIONS) {
      const category = await createCategory(db, { region, name: `Bikes ${region}` });
      await createCategoryField(db, { categoryId: category.id, name: 'colour', enumValues: ['red', 'blue'] });
      await createCategoryField(db, { categoryId: category.id, name: 'gears', type: 'integer' });
      const seller = await createAccount(db, { region });
      const offer = (accountId: number) => createOffer(db, { region, accountId, categoryId: category.id });
      payloads.push(
        ...validPayloads(region, {
          user: users[region],
          category: category.id,
          ownOffer: (await offer(users[region].id)).id,
          othersOffer: (await offer(seller.id)).id,
        }),
      );
    }
    routes = listApiRoutes(t.app);
  });
  afterAll(() => t.close());

  it('finds the API routes and has a valid payload for every route that reads a JSON body', () => {
    expect(routes.length).toBeGreaterThan(40);
    const withPayload = new Set(payloads.map((payload) => payload.route));
    // Bodies the routes ignore, and the multipart uploads (tested in uploads.test.ts).
    const withoutBody = [
      'POST /api/offers/:id/publish',
      'POST /api/offers/:id/close',
      'POST /api/saved-searches/:id/run',
      'POST /api/favourites/:offerId|:favoriteId',
      'POST /api/sessions/refresh',
      'POST /api/files/images',
      'POST /api/accounts/my/upload-avatar',
      'POST /api/orders/:id/finalize',
      'POST /api/orders/:id/payment',
      'POST /api/orders/:id/confirm',
      'POST /api/orders/:id/cancel',
      'POST /api/orders/:id/complete',
      'POST /api/cards/setup',
      'POST /api/conversations/:id|:userId',
      'POST /api/conversations/:id|:userId/:offerId',
      'POST /api/notifications/mark-all-read',
      'POST /api/notifications/:id/read',
      'POST /api/accounts/my/data-exports',
      'POST /api/accounts/my/data-exports/:id/download-link',
      'POST /api/admin/images',
      'POST /api/price-proposals/:id/accept',
      'POST /api/price-proposals/:id/decline',
      'POST /api/payouts',
      'POST /api/payouts/stripe/webhook',
      'POST /api/admin/finance/payouts/:id/retry',
      'POST /api/admin/finance/reconciliation',
      'POST /api/admin/offer-reviews/:id/approve',
    ];
    const missing = routes
      .filter((route) => route.method === 'POST')
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !withPayload.has(route) && !withoutBody.includes(route));
    expect(missing).toEqual([]);
  });

  it('answers every single-field change of valid payloads below 500', async () => {
    let client = 0;
    for (const { route, url, region, body } of payloads) {
      for (const path of pathsOf(body)) {
        for (const [label, change] of SINGLE_CHANGES) {
          if (path.length === 0 && label === 'removed') continue;
          const response = await t.as(users[region]).post(url, jsonBody(changedAt(body, path, change)).text, {
            headers: { 'content-type': 'application/json' },
            region,
            remoteAddress: remoteAddress(++client),
          });
          expectDocumentedAnswer(
            response,
            `${route} (${region}) with ${path.join('.') || 'the body'} ${label}`,
          );
        }
      }
    }
  }, 240_000);

  it(`answers ${RUNS} random hostile requests below 500`, async () => {
    const bodiesByRoute = new Map<string, Json[]>();
    for (const { route, body } of payloads)
      bodiesByRoute.set(route, [...(bodiesByRoute.get(route) ?? []), body]);
    const allBodies = payloads.map((payload) => payload.body);
    // Routes with payloads take more requests: their changed bodies reach deepest.
    const route = fc.oneof(
      ...routes.map((route) => ({
        weight: bodiesByRoute.has(`${route.method} ${route.url}`) ? 3 : 1,
        arbitrary: fc.constant(route),
      })),
    );
    const request: fc.Arbitrary<FuzzRequest> = route.chain((route) =>
      fc.record({
        route: fc.constant(route),
        params: fc.array(pathParam, { minLength: 3, maxLength: 3 }),
        query: queryString,
        body:
          route.method === 'GET'
            ? fc.constant(undefined)
            : bodyArbitrary(bodiesByRoute.get(`${route.method} ${route.url}`) ?? allBodies),
        auth: fc.constantFrom<FuzzRequest['auth']>('none', 'own', 'own', 'own', 'other-edition', 'garbage'),
        region: fc.oneof(
          { weight: 8, arbitrary: fc.constantFrom(...REGIONS) },
          { weight: 1, arbitrary: fc.constantFrom('none' as const, 'unknown' as const) },
        ),
        client: fc.nat({ max: 1 << 24 }),
      }),
    );

    const send = (request: FuzzRequest) => {
      let param = 0;
      const path = request.route.url.replace(/:[^/]+/g, () => request.params[param++]!);
      const url = request.query ? `${path}?${request.query}` : path;
      const edition: Region = request.region === 'pl' ? 'pl' : 'us';
      const token = {
        none: undefined,
        own: users[edition].token,
        'other-edition': users[edition === 'us' ? 'pl' : 'us'].token,
        garbage: 'not.a.token',
      }[request.auth];
      return t.anonymous.send(request.route.method as 'GET' | 'POST' | 'DELETE', url, request.body?.text, {
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(request.region === 'unknown' ? { 'x-sales-channel': 'xx' } : {}),
          ...(request.body ? { 'content-type': request.body.contentType } : {}),
        },
        region: request.region === 'us' || request.region === 'pl' ? request.region : null,
        remoteAddress: remoteAddress(request.client),
      });
    };

    await fc.assert(
      fc.asyncProperty(request, async (request) => {
        const response = await send(request);
        expectDocumentedAnswer(response, `${request.route.method} ${request.route.url}`);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  }, 240_000);
});
