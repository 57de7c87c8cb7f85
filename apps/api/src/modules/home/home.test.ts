import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer, createOfferPhotos } from '../../test/factories.ts';

describe('GET /api/home', () => {
  let t: TestApp;
  let newestId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const person = await createAccount(db, { firstName: 'Anna', lastName: 'Smith' });
    const company = await createAccount(db, {
      type: 'company',
      companyName: 'Acme Tools',
      firstName: null,
      lastName: null,
    });
    const category = await createCategory(db);
    for (let i = 0; i < 20; i++) {
      await createOffer(db, {
        accountId: i % 2 ? company.id : person.id,
        categoryId: category.id,
        publishedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    const newest = await createOffer(db, {
      accountId: person.id,
      categoryId: category.id,
      title: 'Newest bike',
      publishedAt: new Date(Date.UTC(2026, 5, 1)),
    });
    newestId = newest.id;
    await createOffer(db, {
      accountId: person.id,
      categoryId: category.id,
      status: 'draft',
      publishedAt: new Date(Date.UTC(2027, 0, 1)),
    });
    // Linked second photo first: the first photo is the one at position 0.
    await createOfferPhotos(db, newest, [
      { originalName: 'bike-2.jpg', storageKey: 'offers/a2', position: 1 },
      { originalName: 'bike.jpg', storageKey: 'offers/a1', position: 0 },
    ]);
  });
  afterAll(() => t.close());

  it('answers the 15 newest published offers, newest first, with the first photo', async () => {
    const response = await t.anonymous.get('/api/home');
    expect(response.statusCode).toBe(200);
    const { newestOffers } = response.json();
    expect(newestOffers).toHaveLength(15);
    expect(newestOffers[0]).toMatchObject({
      id: newestId,
      title: 'Newest bike',
      status: 'published',
      price: { amount: 1000, currency: 'USD' },
      image: {
        name: 'bike.jpg',
        small: '/media/offers/a1/small.webp',
        medium: '/media/offers/a1/medium.webp',
        big: '/media/offers/a1/big.webp',
      },
      account: { displayName: 'Anna Smith', type: 'person' },
    });
    expect(newestOffers.every((o: { status: string }) => o.status === 'published')).toBe(true);
  });

  it('lists companies with published offers for the company bar', async () => {
    const { companies } = (await t.anonymous.get('/api/home')).json();
    expect(companies).toEqual([
      { id: expect.any(Number), displayName: 'Acme Tools', avatar: null, offersCount: 10 },
    ]);
  });

  it('is empty in the other edition', async () => {
    const pl = (await t.anonymous.get('/api/home', { region: 'pl' })).json();
    expect(pl).toEqual({ newestOffers: [], popularCategories: [], companies: [] });
  });
});
