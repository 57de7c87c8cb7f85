import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, registrationPayload, type TestUser } from '../test/accounts.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createCategory, createCategoryField, createOffer } from '../test/factories.ts';

const NUL = '\u0000';

/** The documented validation body with one field error at `path`. */
function invalidAt(...path: string[]) {
  let node: object = { errors: ['This value is not valid.'] };
  for (const segment of path.reverse()) node = { children: { [segment]: node } };
  return { code: 400, message: 'Validation Failed', errors: node };
}

describe('U+0000 in any text (PostgreSQL cannot store it)', () => {
  let t: TestApp;
  let us: TestUser;
  let pl: TestUser;
  let category: number;
  let offerId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    category = (await createCategory(t.database.db, { name: 'Bikes' })).id;
    await createCategoryField(t.database.db, { categoryId: category, name: 'colour' });
    [us, pl] = [await registerUser(t, 'us'), await registerUser(t, 'pl')];
    const seller = await registerUser(t, 'us');
    offerId = (await createOffer(t.database.db, { accountId: seller.id, categoryId: category })).id;
  });
  afterAll(() => t.close());

  const offer = (overrides: object) => ({
    status: 'draft',
    category,
    title: 'Bike',
    description: 'Red.',
    attributes: { colour: 'red' },
    price: { amount: 100 },
    address: { street: '1 Main St', city: 'Austin', state: 'TX', post_code: '73301' },
    ...overrides,
  });

  it('answers 400 with the field error where the character was sent (camelCase path, as every field error)', async () => {
    const registration = registrationPayload('us');
    (registration.account.data as Record<string, unknown>).first_name = `Bob${NUL}`;
    const cases: [string, object, unknown][] = [
      ['/api/accounts/register', registration, invalidAt('account', 'data', 'firstName')],
      ['/api/sessions/create', { username: `a${NUL}b`, password: 'whatever1' }, invalidAt('username')],
    ];
    for (const [url, payload, expected] of cases) {
      const response = await t.anonymous.post(url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(expected);
    }
  });

  it('checks offers: title, description, attribute keys and values, street', async () => {
    for (const [payload, path] of [
      [offer({ title: `Bike${NUL}` }), ['title']],
      [offer({ description: `Red${NUL}` }), ['description']],
      [offer({ attributes: { [`col${NUL}our`]: 'red' } }), ['attributes', `col${NUL}our`]],
      [offer({ attributes: { colour: `red${NUL}` } }), ['attributes', 'colour']],
      [offer({ address: { ...offer({}).address, street: `1 Main${NUL}` } }), ['address', 'street']],
    ] as const) {
      const response = await t.as(us).post('/api/offers', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidAt(...path));
    }
    expect((await t.as(us).post('/api/offers', offer({}))).statusCode).toBe(201);
  });

  it('checks account settings and reports', async () => {
    const contact = await t.as(us).post('/api/accounts/my/edit-contact-data', {
      account: { first_name: 'Eve', last_name: `Stone${NUL}` },
      address: { street: '1 Main St', city: 'Austin', state: 'TX', post_code: '73301' },
    });
    expect(contact.json()).toEqual(invalidAt('account', 'lastName'));
    const payout = await t.as(pl).post('/api/accounts/my/update-payout', {
      holder: `Anna${NUL}`,
      account: { iban: 'PL61109010140000071219812874' },
    });
    expect(payout.json()).toEqual(invalidAt('holder'));
    const report = await t.as(us).post(`/api/offers/${offerId}/report`, {
      reason: 'fraud',
      description: `Fake${NUL}`,
    });
    expect(report.json()).toEqual(invalidAt('description'));
  });

  it('checks path parameters, query parameters and their names', async () => {
    const page = await t.anonymous.get('/api/pages/a%00b');
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual(invalidAt('slug'));
    const outbox = await t.anonymous.get('/api/dev/outbox?recipient=a%00b', { region: null });
    expect(outbox.json()).toEqual(invalidAt('recipient'));
    const offers = await t.as(us).get('/api/offers/mine?page%00_no=1');
    expect(offers.json()).toEqual(invalidAt(`page${NUL}No`));
  });

  it('checks plain text bodies too', async () => {
    const text = await t.anonymous.post('/api/sessions/create', `a${NUL}`, {
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors.errors).toEqual(['This value is not valid.']);
  });
});
