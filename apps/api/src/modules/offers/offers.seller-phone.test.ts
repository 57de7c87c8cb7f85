import { MESSAGES } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';
import { SELLER_PHONE_REVEAL_LIMIT } from './offers.service.ts';

const PHONE = '+13055550106';
const HOUR = 60 * 60 * 1000;

describe("the seller's phone on an offer", () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-03-10T10:00:00Z'));
  let sellerId: number;
  const ids: Record<'published' | 'draft' | 'closed' | 'noPhone' | 'polish', number> = {
    published: 0,
    draft: 0,
    closed: 0,
    noPhone: 0,
    polish: 0,
  };
  let ip = 0;
  /** A client address of its own, so each test starts with a full quota. */
  const freshIp = () => `198.51.100.${++ip}`;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    const db = t.database.db;
    const seller = await createAccount(db, { phone: PHONE });
    sellerId = seller.id;
    const silent = await createAccount(db, { phone: null });
    const category = await createCategory(db);
    const offer = (values: Parameters<typeof createOffer>[1]) =>
      createOffer(db, values).then((row) => row.id);
    ids.published = await offer({ accountId: seller.id, categoryId: category.id });
    ids.draft = await offer({ accountId: seller.id, categoryId: category.id, status: 'draft' });
    ids.closed = await offer({ accountId: seller.id, categoryId: category.id, status: 'closed' });
    ids.noPhone = await offer({ accountId: silent.id, categoryId: category.id });
    const polishSeller = await createAccount(db, { region: 'pl', phone: '+48600700800' });
    const polishCategory = await createCategory(db, { region: 'pl' });
    ids.polish = await offer({ region: 'pl', accountId: polishSeller.id, categoryId: polishCategory.id });
  });
  afterAll(() => t.close());

  /** Asks for the phone as `caller` (anonymously unless given) from `remoteAddress`. */
  const reveal = (id: number, remoteAddress: string, caller: Caller | null = null) =>
    t.as(caller).get(`/api/offers/${id}/phone`, { remoteAddress });

  it('is masked in the offer for everyone but the seller', async () => {
    const guest = await t.anonymous.get(`/api/offers/${ids.published}`);
    expect(guest.json().account.phone).toBe('+1•••••••106');
    expect(guest.body).not.toContain('3055550106');

    const owner = await t.as({ id: sellerId, region: 'us' }).get(`/api/offers/${ids.published}`);
    expect(owner.json().account.phone).toBe(PHONE);

    const polish = await t.anonymous.get(`/api/offers/${ids.polish}`, { region: 'pl' });
    expect(polish.json().account.phone).toBe('+48••••••800');
    expect((await t.anonymous.get(`/api/offers/${ids.noPhone}`)).json().account.phone).toBeNull();
  });

  it('is revealed in full on request, to guests too, and never cached by others', async () => {
    const response = await reveal(ids.published, freshIp());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ phone: PHONE });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect((await reveal(ids.noPhone, freshIp())).json()).toEqual({ phone: null });
  });

  it('is revealed for published offers of the edition only', async () => {
    const from = freshIp();
    for (const id of [ids.draft, ids.closed, ids.polish, 999_999]) {
      const response = await reveal(id, from);
      expect(response.statusCode, `offer ${id}`).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: MESSAGES.notFound });
    }
    // Not even to the seller: their own number comes with the offer.
    const owner = await reveal(ids.draft, freshIp(), { id: sellerId, region: 'us' });
    expect(owner.statusCode).toBe(404);
  });

  it('is revealed at most 30 times an hour per client address, misses included', async () => {
    const from = freshIp();
    for (let i = 0; i < SELLER_PHONE_REVEAL_LIMIT.max; i++) {
      // Walking ids spends the quota as finding numbers does.
      const response = await reveal(i % 2 ? ids.published : 500_000 + i, from);
      expect(response.statusCode).not.toBe(429);
    }
    const refused = await reveal(ids.published, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, message: MESSAGES.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);

    expect((await reveal(ids.published, freshIp())).statusCode).toBe(200);
    clock.advance(HOUR);
    expect((await reveal(ids.published, from)).statusCode).toBe(200);
  });

  it('is revealed at most 30 times an hour per signed-in account, on any address', async () => {
    const visitor = await createAccount(t.database.db);
    for (let i = 0; i < SELLER_PHONE_REVEAL_LIMIT.max; i++)
      expect((await reveal(ids.published, freshIp(), visitor)).statusCode).toBe(200);
    expect((await reveal(ids.published, freshIp(), visitor)).statusCode).toBe(429);
    expect((await reveal(ids.published, freshIp())).statusCode).toBe(200);
  });
});
