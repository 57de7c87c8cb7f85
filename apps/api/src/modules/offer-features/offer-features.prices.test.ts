import { FEATURE_PRICES, MESSAGES } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/admin.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('paid-extra prices per edition (GET/PUT /api/admin/feature-prices)', () => {
  let t: TestApp;
  let admin: Caller;
  let owner: Caller;
  let category: number;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.database.db, 'us');
    owner = { id: (await createAccount(t.database.db)).id, region: 'us' };
    category = (await createCategory(t.database.db, { name: 'Bikes' })).id;
  });
  afterAll(() => t.close());

  const prices = { price_for_highlight: 650, price_for_extra_images: 300, price_for_period_extension: 450 };

  it('starts from today’s prices, seeded per edition', async () => {
    expect((await t.as(admin).get('/api/admin/feature-prices')).json()).toEqual(FEATURE_PRICES.us);
    expect((await t.anonymous.get('/api/offers/feature-prices', { region: 'pl' })).json()).toEqual(
      FEATURE_PRICES.pl,
    );
  });

  it('sets the edition’s prices: the public prices and the next purchase use them, audited', async () => {
    const set = await t.as(admin).put('/api/admin/feature-prices', prices);
    expect(set.statusCode).toBe(200);
    const expected = { priceForHighlight: 650, priceForExtraImages: 300, priceForPeriodExtension: 450 };
    expect(set.json()).toEqual(expected);
    expect((await t.anonymous.get('/api/offers/feature-prices')).json()).toEqual(expected);
    // The other edition keeps its own.
    expect((await t.anonymous.get('/api/offers/feature-prices', { region: 'pl' })).json()).toEqual(
      FEATURE_PRICES.pl,
    );
    const offer = await createOffer(t.database.db, {
      accountId: owner.id,
      categoryId: category,
      publishedAt: new Date(Date.now() - DAY_MS),
      expiredAt: new Date(Date.now() + 10 * DAY_MS),
    });
    const bought = await t
      .as(owner)
      .post(`/api/offers/${offer.id}/buy-features`, { features: { highlight: true } });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json().amount).toBe(650);
    const [entry] = (await t.as(admin).get('/api/admin/audit-log?action=feature_prices.update')).json().items;
    expect(entry).toMatchObject({ before: FEATURE_PRICES.us, after: expected });
  });

  it('refuses prices that are not whole positive minor units within the bound', async () => {
    const response = await t.as(admin).put('/api/admin/feature-prices', {
      price_for_highlight: 0,
      price_for_extra_images: 1.5,
      price_for_period_extension: 100_000_000,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.children).toEqual({
      priceForHighlight: { errors: [MESSAGES.invalidValue] },
      priceForExtraImages: { errors: [MESSAGES.invalidValue] },
      priceForPeriodExtension: { errors: [MESSAGES.invalidValue] },
    });
    const missing = await t.as(admin).put('/api/admin/feature-prices', {});
    expect(Object.keys(missing.json().errors.children)).toHaveLength(3);
  });

  it('of two changes at once, the prices are one or the other, each audited', async () => {
    const a = { ...prices, price_for_highlight: 700 };
    const b = { ...prices, price_for_highlight: 800 };
    const answers = await Promise.all([
      t.as(admin).put('/api/admin/feature-prices', a),
      t.as(admin).put('/api/admin/feature-prices', b),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const now = (await t.anonymous.get('/api/offers/feature-prices')).json().priceForHighlight;
    expect([700, 800]).toContain(now);
    const entries = (await t.as(admin).get('/api/admin/audit-log?action=feature_prices.update')).json().items;
    expect(entries[0].after.priceForHighlight).toBe(now);
  });
});
