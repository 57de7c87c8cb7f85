import { MESSAGES } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, basketLines, events, offers, refreshTokens } from '../../db/schema/index.ts';
import { createAdmin } from '../../test/admin.ts';
import { login, PASSWORD, registerUser, type TestUser } from '../../test/accounts.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createCategory, createOffer } from '../../test/factories.ts';
import { outboxOf } from '../../test/outbox.ts';

/** The console's users: search, one page per account, block and unblock (issue 25, decision 087). */
describe('/api/admin/users', () => {
  let t: TestApp;
  let admin: Caller;
  let secondAdmin: Caller;
  let categoryId: number;

  beforeAll(async () => {
    // The relay is off: the test sees each event after the commit, and runs them with drainEvents.
    t = await buildTestApp({ env: { EVENT_RELAY: 'false' } });
    admin = await createAdmin(t.database.db, 'us');
    secondAdmin = await createAdmin(t.database.db, 'us');
    categoryId = (await createCategory(t.database.db)).id;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const block = (target: { id: number }, reason: unknown = 'Sells counterfeits.', as: Caller = admin) =>
    t.as(as).post(`/api/admin/users/${target.id}/block`, { reason });
  const unblock = (target: { id: number }, reason = 'Appeal accepted.') =>
    t.as(admin).post(`/api/admin/users/${target.id}/unblock`, { reason });
  const searchIds = async () =>
    ((await t.anonymous.post('/api/search/offers', {})).json().items as { id: number }[]).map(
      (item) => item.id,
    );
  const refresh = (user: TestUser) =>
    t.anonymous.post('/api/sessions/refresh', '', {
      headers: { cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      region: user.region,
    });
  const searchUsers = (q: string) =>
    t
      .as(admin)
      .get(`/api/admin/users?q=${encodeURIComponent(q)}`)
      .then((r) => r.json());

  it('finds accounts of the edition by username, e-mail, phone or name, case-insensitively', async () => {
    const user = await registerUser(t, 'us');
    await db()
      .update(accounts)
      .set({ firstName: 'Zelda', lastName: 'Quartermaine' })
      .where(eq(accounts.id, user.id));
    const ids = async (q: string) => (await searchUsers(q)).items.map((item: { id: number }) => item.id);
    expect(await ids(user.username.toUpperCase())).toContain(user.id);
    expect(await ids(user.email.toUpperCase())).toContain(user.id);
    expect(await ids('zelda quarter')).toContain(user.id);
    expect(await ids(user.phone.slice(-6))).toContain(user.id);
    expect(await ids('%')).not.toContain(user.id);
    const item = (await searchUsers(user.username)).items[0];
    expect(item).toMatchObject({ id: user.id, username: user.username, status: 'active', role: 'user' });
    expect(item).not.toHaveProperty('passwordHash');
    // The other edition's accounts never show.
    const polish = await registerUser(t, 'pl');
    expect(await ids(polish.username)).toEqual([]);
    expect((await t.as(admin).get(`/api/admin/users/${polish.id}`)).statusCode).toBe(404);
    // Bounded input: a long query is cut to nothing harmful; a page that is no integer is refused (issue 34).
    expect((await t.as(admin).get(`/api/admin/users?q=${'a'.repeat(500)}`)).statusCode).toBe(200);
    expect((await t.as(admin).get('/api/admin/users?page=abc')).statusCode).toBe(400);
  });

  it('shows an account with its offers, orders, reports and conversations, never its secrets', async () => {
    const user = await registerUser(t, 'us');
    const other = await registerUser(t, 'us');
    const offer = await createOffer(db(), { accountId: user.id, categoryId, title: 'Red bicycle' });
    const othersOffer = await createOffer(db(), { accountId: other.id, categoryId, title: 'Blue lamp' });
    await t.as(other).post(`/api/offers/${offer.id}/report`, { reason: 'spam', description: '' });
    await t.as(user).post(`/api/offers/${othersOffer.id}/report`, { reason: 'fraud', description: '' });
    const response = await t.as(admin).get(`/api/admin/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.account).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      block: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt|refresh/i);
    expect(body.offers.map((o: { id: number }) => o.id)).toContain(offer.id);
    expect(body.reportsAgainst[0]).toMatchObject({
      offer: { id: offer.id, title: 'Red bicycle' },
      reporter: { id: other.id },
    });
    expect(body.reportsMade[0]).toMatchObject({
      offer: { id: othersOffer.id, title: 'Blue lamp' },
      reason: 'fraud',
    });
    expect(body).toMatchObject({ orders: [], disputes: [], conversations: [] });
  });

  it('blocks a seller: no sign-in, sessions and sockets end, token refused, offers gone, baskets emptied, told', async () => {
    const seller = await registerUser(t, 'us');
    const secondSession = await login(t, 'us', seller.username, PASSWORD);
    const buyer = await registerUser(t, 'us');
    const offer = await createOffer(db(), { accountId: seller.id, categoryId, quantity: 3 });
    const draft = await createOffer(db(), { accountId: seller.id, categoryId, status: 'draft' });
    expect((await t.as(buyer).post('/api/basket/items', { offer_id: offer.id })).statusCode).toBe(200);
    expect(await searchIds()).toContain(offer.id);

    const response = await block(seller);
    expect(response.statusCode).toBe(200);
    expect(response.json().account).toMatchObject({
      status: 'blocked',
      block: { reason: 'Sells counterfeits.' },
    });

    // The access token is refused at once, the refresh sessions are revoked, and sign-in says why.
    expect((await t.as(seller).get('/api/accounts/my')).statusCode).toBe(401);
    expect((await t.as(secondSession).get('/api/accounts/my')).statusCode).toBe(401);
    expect((await refresh(seller)).statusCode).toBe(401);
    const signIn = await t.anonymous.post('/api/sessions/create', {
      username: seller.username,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ code: 403, message: MESSAGES.accountBlocked });
    const tokens = await db().select().from(refreshTokens).where(eq(refreshTokens.accountId, seller.id));
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
    // The sockets end once the block commits: the revocation is an event of its transaction.
    const revocations = (await db().select().from(events).where(eq(events.topic, 'realtime.revoke'))).map(
      (event) => event.payload,
    );
    expect(revocations).toContainEqual(expect.objectContaining({ accountId: seller.id, familyId: null }));

    // The offers leave search and cannot be bought or put in a basket; other baskets drop them.
    expect(await searchIds()).not.toContain(offer.id);
    const add = await t.as(buyer).post('/api/basket/items', { offer_id: offer.id });
    expect(add.statusCode).toBe(400);
    expect(add.json().message).toBe(MESSAGES.cannotAddToBasket);
    await t.drainEvents();
    expect(await db().select().from(basketLines).where(eq(basketLines.offerId, offer.id))).toEqual([]);
    const [draftRow] = await db().select().from(offers).where(eq(offers.id, draft.id));
    expect(draftRow!.status).toBe('draft');

    const mail = (await outboxOf(t, seller.email))[0]!;
    expect(mail.subject).toBe('Your Marketplace account has been blocked');
    expect(mail.text).toContain('Sells counterfeits.');
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'account.block'));
    expect(entry).toMatchObject({
      subjectId: seller.id,
      reason: 'Sells counterfeits.',
      before: { status: 'active' },
      after: { status: 'blocked', suspendedOfferIds: [offer.id] },
    });

    // Blocked twice: told so, nothing changes.
    const again = await block(seller);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.accountAlreadyBlocked);

    // Unblock: sign-in works again and the offer is back in search (the removed basket line is not).
    const unblocked = await unblock(seller);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json().account).toMatchObject({ status: 'active', block: null });
    expect(await searchIds()).toContain(offer.id);
    expect((await t.as(buyer).get('/api/basket')).json().items).toEqual([]);
    expect((await login(t, 'us', seller.username, PASSWORD)).id).toBe(seller.id);
    expect((await outboxOf(t, seller.email))[0]!.subject).toBe('Your Marketplace account has been unblocked');
    expect((await unblock(seller)).json().message).toBe(MESSAGES.accountNotBlocked);
  });

  it('validates the reason, and never blocks an administrator or oneself', async () => {
    const user = await registerUser(t, 'us');
    for (const body of [{}, { reason: '' }, { reason: '  ' }, { reason: 12 }, { reason: 'x'.repeat(1001) }]) {
      const response = await t.as(admin).post(`/api/admin/users/${user.id}/block`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.children.reason.errors).toHaveLength(1);
    }
    const self = await block(admin);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(MESSAGES.cannotBlockAdministrator);
    expect((await block(secondAdmin)).statusCode).toBe(403);
    expect((await t.as(admin).get(`/api/admin/users/${user.id}`)).json().account.status).toBe('active');
  });

  it('blocks once when two administrators block the same account at once', async () => {
    const user = await registerUser(t, 'us');
    await createOffer(db(), { accountId: user.id, categoryId });
    const answers = await Promise.all([block(user, 'One.'), block(user, 'Two.', secondAdmin)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const entries = (await db().select().from(auditLog).where(eq(auditLog.action, 'account.block'))).filter(
      (entry) => entry.subjectId === user.id,
    );
    expect(entries).toHaveLength(1);
  });
});
