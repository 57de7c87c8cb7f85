import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCategory, createOffer } from '../../test/factories.ts';

describe('offer takedown reports', () => {
  let t: TestApp;
  let seller: TestUser;
  let reporter: TestUser;
  let offerIds: number[];
  beforeAll(async () => {
    t = await buildTestApp();
    [seller, reporter] = [await registerUser(t, 'us'), await registerUser(t, 'us')];
    const category = await createCategory(t.database.db);
    offerIds = [];
    for (let i = 0; i < 12; i++)
      offerIds.push((await createOffer(t.database.db, { accountId: seller.id, categoryId: category.id })).id);
  });
  afterAll(() => t.close());

  const report = (
    user: TestUser | null,
    offerId: number,
    payload: object = { reason: 'fraud', description: 'Asks for payment outside.' },
  ) => t.as(user).post(`/api/offers/${offerId}/report`, payload, { region: 'us' });

  it('stores one open report per reporter and offer', async () => {
    expect((await report(reporter, offerIds[0]!)).statusCode).toBe(201);
    const again = await report(reporter, offerIds[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported this offer.');
  });

  it('validates the reason and the description length, and needs a signed-in user', async () => {
    expect((await report(null, offerIds[1]!)).statusCode).toBe(401);
    const bad = await report(reporter, offerIds[1]!, { reason: 'dislike', description: 'x'.repeat(1001) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors.children).sort()).toEqual(['description', 'reason']);
    expect((await report(seller, offerIds[1]!)).json().message).toBe('You cannot report this offer.');
  });

  it('limits a reporter to ten reports an hour', async () => {
    const spammer = await registerUser(t, 'us');
    for (let i = 0; i < 10; i++) expect((await report(spammer, offerIds[i]!)).statusCode).toBe(201);
    const limited = await report(spammer, offerIds[10]!);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
