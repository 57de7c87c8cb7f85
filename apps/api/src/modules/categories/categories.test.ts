import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';

describe('GET /api/sales-channel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const seller = await createAccount(db);
    const electronics = await createCategory(db, { name: 'Electronics', position: 1 });
    const phones = await createCategory(db, { name: 'Phones', parentId: electronics.id });
    const laptops = await createCategory(db, { name: 'Laptops', parentId: electronics.id });
    await createCategory(db, { name: 'Jobs', offerType: 'job_offer', position: 2 });
    await createOffer(db, { accountId: seller.id, categoryId: phones.id });
    await createOffer(db, { accountId: seller.id, categoryId: phones.id });
    await createOffer(db, { accountId: seller.id, categoryId: laptops.id });
    await createOffer(db, { accountId: seller.id, categoryId: laptops.id, status: 'draft' });
    await createOffer(db, { accountId: seller.id, categoryId: laptops.id, status: 'closed' });

    const polishSeller = await createAccount(db, { region: 'pl' });
    const polish = await createCategory(db, { region: 'pl', name: 'Elektronika' });
    await createOffer(db, { region: 'pl', accountId: polishSeller.id, categoryId: polish.id });
  });
  afterAll(() => t.close());

  it('answers the category tree with published-offer counts rolled up to parents', async () => {
    const response = await t.anonymous.get('/api/sales-channel');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual(['Electronics', 'Jobs']);
    const [electronics, jobs] = body.categories;
    expect(electronics).toMatchObject({ offersCount: 3, parentId: null, offerType: 'product' });
    expect(
      electronics.children.map((c: { name: string; offersCount: number }) => [c.name, c.offersCount]),
    ).toEqual([
      ['Phones', 2],
      ['Laptops', 1],
    ]);
    expect(electronics.children[0].path.map((p: { name: string }) => p.name)).toEqual([
      'Electronics',
      'Phones',
    ]);
    expect(jobs).toMatchObject({ offersCount: 0, offerType: 'job_offer' });
    expect(body.menu).toHaveLength(2);
  });

  it('answers the region settings of the edition', async () => {
    const us = (await t.anonymous.get('/api/sales-channel')).json();
    expect(us.region).toMatchObject({ region: 'us', currency: 'USD', phonePrefix: '+1', language: 'en' });
    const pl = (await t.anonymous.get('/api/sales-channel', { region: 'pl' })).json();
    expect(pl.region).toMatchObject({ region: 'pl', currency: 'PLN', phonePrefix: '+48', language: 'pl' });
  });

  it('never shows one edition the categories of the other', async () => {
    const pl = (await t.anonymous.get('/api/sales-channel', { region: 'pl' })).json();
    expect(pl.categories.map((c: { name: string }) => c.name)).toEqual(['Elektronika']);
    expect(pl.categories[0].offersCount).toBe(1);
  });
});
