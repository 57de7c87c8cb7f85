import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCategory, createOffer } from '../../test/factories.ts';

describe('favourites', () => {
  let t: TestApp;
  let seller: TestUser;
  let fan: TestUser;
  let offerId: number;
  let draftId: number;
  let ownId: number;
  let polishId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    [seller, fan] = [await registerUser(t, 'us'), await registerUser(t, 'us')];
    const db = t.database.db;
    const category = await createCategory(db);
    offerId = (await createOffer(db, { accountId: seller.id, categoryId: category.id, title: 'Red bike' }))
      .id;
    draftId = (await createOffer(db, { accountId: seller.id, categoryId: category.id, status: 'draft' })).id;
    ownId = (await createOffer(db, { accountId: fan.id, categoryId: category.id })).id;
    const polishSeller = await registerUser(t, 'pl');
    const polishCategory = await createCategory(db, { region: 'pl' });
    polishId = (
      await createOffer(db, { region: 'pl', accountId: polishSeller.id, categoryId: polishCategory.id })
    ).id;
  });
  afterAll(() => t.close());

  it('adds a published offer of someone else once, however often it is added', async () => {
    const first = await t.as(fan).post(`/api/favourites/${offerId}`);
    expect(first.statusCode).toBe(200);
    const again = await t.as(fan).post(`/api/favourites/${offerId}`);
    expect(again.json()).toEqual(first.json());
    const list = (await t.as(fan).get('/api/favourites')).json();
    expect(list.pagination.totalItems).toBe(1);
    expect(list.items[0]).toMatchObject({
      favoriteId: first.json().favoriteId,
      offerId,
      offer: { title: 'Red bike' },
    });
  });

  it.each([
    ['its own offer', () => ownId],
    ['an unpublished offer', () => draftId],
    ['an offer of the other edition', () => polishId],
    ['an offer that does not exist', () => 999_999],
  ])('refuses %s with 400 and the spec message', async (_name, id) => {
    const response = await t.as(fan).post(`/api/favourites/${id()}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: "You can't add this offer to favorites" });
  });

  it('checks which of the given offers are favourites (ids[] as the spec client sends them)', async () => {
    const response = await t.as(fan).get(`/api/favourites/check?ids[]=${offerId}&ids[]=${ownId}`);
    expect(response.json()).toEqual({ checkFavourites: [{ favoriteId: expect.any(Number), offerId }] });
    expect(
      (await t.as(fan).get(`/api/favourites/check?ids=${offerId},${ownId}`)).json().checkFavourites,
    ).toHaveLength(1);
  });

  it('needs a signed-in user and removes only own favourites', async () => {
    expect((await t.anonymous.get('/api/favourites')).statusCode).toBe(401);
    const { favoriteId } = (await t.as(fan).post(`/api/favourites/${offerId}`)).json();
    expect((await t.as(seller).delete(`/api/favourites/${favoriteId}`)).statusCode).toBe(404);
    expect((await t.as(fan).delete(`/api/favourites/${favoriteId}`)).statusCode).toBe(204);
    expect((await t.as(fan).get('/api/favourites')).json().items).toEqual([]);
  });
});
