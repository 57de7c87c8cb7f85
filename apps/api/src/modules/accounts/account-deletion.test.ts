import { DELETED_ACCOUNT_NAME, MESSAGES } from '@marketplace/contract';
import { and, eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  basketLines,
  dataExports,
  events,
  favourites,
  files,
  notifications,
  offerFeaturePurchases,
  offers,
  orderProducts,
  orders,
  refreshTokens,
  reviewDisputes,
  reviews,
  sandboxPaymentMethods,
  savedCards,
  shortCodes,
} from '../../db/schema/index.ts';
import { login, PASSWORD, registrationPayload, registerUser, type TestUser } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCategory, createOffer, createPayment } from '../../test/factories.ts';
import { sandboxCard } from '../../test/orders.ts';
import { outboxOf } from '../../test/outbox.ts';
import { multipart } from '../../test/uploads.ts';

/** Delete my account (issue 24; decision 078). */
describe('POST /api/accounts/my/delete', () => {
  let t: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    // The relay is off: the test sees each event after the commit, and runs them with drainEvents.
    t = await buildTestApp({ env: { EVENT_RELAY: 'false' } });
    categoryId = (await createCategory(t.database.db)).id;
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const deleteAccount = (user: TestUser, password = PASSWORD) =>
    t.as(user).post('/api/accounts/my/delete', { password });
  const refresh = (user: TestUser) =>
    t.anonymous.post('/api/sessions/refresh', '', {
      headers: { cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      region: user.region,
    });
  const accountRow = async (id: number) =>
    (await db().select().from(accounts).where(eq(accounts.id, id)))[0]!;
  const offerOf = (user: TestUser) => createOffer(db(), { accountId: user.id, categoryId, quantity: 5 });
  const searchIds = async () =>
    ((await t.anonymous.post('/api/search/offers', {})).json().items as { id: number }[]).map(
      (item) => item.id,
    );
  const eventsOf = async (topic: string) => db().select().from(events).where(eq(events.topic, topic));

  /** An order between two accounts, as the orders module leaves it in `status`. */
  async function insertOrder(
    buyer: { id: number },
    seller: { id: number },
    values: Partial<typeof orders.$inferInsert> = {},
  ) {
    const [order] = await db()
      .insert(orders)
      .values({
        region: 'us',
        buyerId: buyer.id,
        sellerId: seller.id,
        amount: 1500,
        currency: 'USD',
        status: 'completed',
        paymentDueAt: new Date(Date.now() - 60 * 60_000),
        shipStreet: '9 Elm St',
        shipCity: 'Austin',
        shipState: 'TX',
        shipPostCode: '73301',
        ...values,
      })
      .returning();
    const [product] = await db()
      .insert(orderProducts)
      .values({
        orderId: order!.id,
        title: 'Lamp',
        unitPrice: 1500,
        quantity: 1,
        deliveryMethod: 'courier',
        deliveryPrice: 0,
      })
      .returning();
    return { order: order!, product: product! };
  }

  it('needs a signed-in user and the password', async () => {
    expect((await t.anonymous.post('/api/accounts/my/delete', { password: PASSWORD })).statusCode).toBe(401);
    const user = await registerUser(t);
    const missing = await t.as(user).post('/api/accounts/my/delete', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.children.password.errors).toEqual([MESSAGES.required]);
    const wrongType = await t.as(user).post('/api/accounts/my/delete', { password: 12 });
    expect(wrongType.statusCode).toBe(400);
  });

  it('refuses a wrong password with a field error and changes nothing', async () => {
    const user = await registerUser(t);
    const offer = await offerOf(user);
    const before = await accountRow(user.id);

    const response = await deleteAccount(user, 'Not-The-Password-1');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.children.password.errors).toEqual([MESSAGES.wrongPassword]);

    expect(await accountRow(user.id)).toEqual(before);
    expect(await searchIds()).toContain(offer.id);
    expect((await t.as(user).get('/api/accounts/my')).statusCode).toBe(200);
    expect((await refresh(user)).statusCode).toBe(200);
  });

  it('refuses while an order is open, as buyer or seller, or disputed, naming each; nothing changes', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const offer = await offerOf(user);
    const { order: sale } = await insertOrder(other, user, { status: 'paid' });
    const { order: purchase } = await insertOrder(user, other, {
      status: 'not_paid',
      paymentDueAt: new Date(Date.now() + 10 * 60_000),
    });
    const { order: disputed } = await insertOrder(other, user, {
      status: 'confirmed',
      disputedAt: new Date(),
      disputeDescription: 'Broken.',
    });
    // Not open: completed, canceled, and unpaid past its deadline (its own step cancels it).
    await insertOrder(other, user);
    await insertOrder(user, other, { status: 'canceled' });
    await insertOrder(user, other, { status: 'failed', paymentDueAt: new Date(Date.now() - 60_000) });
    const before = await accountRow(user.id);

    const response = await deleteAccount(user);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 409,
      message: MESSAGES.accountDeletionBlocked,
      errors: {
        errors: [
          `Your sale, order ${sale.id}, is still open.`,
          `Your purchase, order ${purchase.id}, is still open.`,
          `The dispute of order ${disputed.id} is still open.`,
        ],
      },
    });
    // Nothing changed: the offers closed in the refused unit of work are open again.
    expect(await accountRow(user.id)).toEqual(before);
    expect(await searchIds()).toContain(offer.id);
    expect((await refresh(user)).statusCode).toBe(200);
    expect(await eventsOf('realtime.revoke')).toEqual([]);
  });

  it('refuses while a review dispute involves the account, as reviewer or as the disputing seller', async () => {
    const reviewer = await registerUser(t);
    const seller = await registerUser(t);
    const [review] = await db()
      .insert(reviews)
      .values({ region: 'us', target: 'account', reviewerId: reviewer.id, accountId: seller.id, rate: 1 })
      .returning();
    await db()
      .insert(reviewDisputes)
      .values({ reviewId: review!.id, accountId: seller.id, description: 'Unfair.' });
    for (const user of [reviewer, seller]) {
      const response = await deleteAccount(user);
      expect(response.statusCode).toBe(409);
      expect(response.json().errors.errors).toEqual(['A dispute of a review is still open.']);
      expect((await accountRow(user.id)).deletedAt).toBeNull();
    }
  });

  it('closes the account at once: offers, basket, favourites, cards, avatar, codes, notifications, sessions', async () => {
    const user = await registerUser(t);
    const secondSession = await login(t, 'us', user.username, PASSWORD);
    const other = await registerUser(t);
    const offer = await offerOf(user);
    const draft = await createOffer(db(), {
      accountId: user.id,
      categoryId,
      status: 'draft',
      street: '1 Hidden Rd',
    });
    const othersOffer = await offerOf(other);

    // Another user's basket holds the offer; the user's own basket and favourites hold the other's.
    expect((await t.as(other).post('/api/basket/items', { offer_id: offer.id })).statusCode).toBe(200);
    expect((await t.as(user).post('/api/basket/items', { offer_id: othersOffer.id })).statusCode).toBe(200);
    expect((await t.as(user).post(`/api/favourites/${othersOffer.id}`)).statusCode).toBeLessThan(300);
    // A saved card, an avatar, a pending e-mail change code, a notification, a pending paid extra.
    const method = (
      await t.as(user).post('/api/payment-sandbox/payment-methods', { card: sandboxCard() })
    ).json();
    expect((await t.as(user).post('/api/cards', { data: { payment_method_id: method.id } })).statusCode).toBe(
      201,
    );
    const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const avatar = await t
      .as(user)
      .post(
        '/api/accounts/my/upload-avatar',
        multipart({ field: 'upload_avatar_form[avatar]', filename: 'me.jpg', body: jpeg }),
      );
    expect(avatar.statusCode).toBe(200);
    const avatarUrl: string = avatar.json().avatar;
    expect((await t.anonymous.get(avatarUrl, { region: null })).statusCode).toBe(200);
    expect(
      (await t.as(user).post('/api/accounts/my/update-email', { email: 'new.address@example.com' }))
        .statusCode,
    ).toBe(200);
    await db().insert(notifications).values({ region: 'us', accountId: user.id, kind: 'expiringoffer' });
    const extraPayment = await createPayment(db(), { accountId: user.id, provider: 'sandbox' });
    await db().insert(offerFeaturePurchases).values({
      region: 'us',
      offerId: offer.id,
      accountId: user.id,
      feature: 'highlight',
      amount: 499,
      paymentId: extraPayment.id,
    });
    await t.drainEvents();
    expect(await searchIds()).toContain(offer.id);

    const response = await deleteAccount(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});

    // Its access tokens (both sessions') stop at once; no refresh works.
    for (const session of [user, secondSession]) {
      expect((await t.as(session).get('/api/accounts/my')).statusCode).toBe(401);
      expect((await t.as(session).get('/api/basket')).statusCode).toBe(401);
      expect((await refresh(session)).statusCode).toBe(401);
    }
    expect(await db().select().from(refreshTokens).where(eq(refreshTokens.accountId, user.id))).toSatisfy(
      (rows: { revokedAt: Date | null }[]) => rows.every((row) => row.revokedAt !== null),
    );

    // Offers closed (drafts too, the street forgotten): gone from search, and from the other's basket.
    expect(await searchIds()).not.toContain(offer.id);
    expect((await t.anonymous.get(`/api/offers/${offer.id}`)).statusCode).toBe(404);
    const [closedDraft] = await db().select().from(offers).where(eq(offers.id, draft.id));
    expect(closedDraft).toMatchObject({ status: 'closed', street: null, apartmentNumber: null });
    const othersBasket = (await t.as(other).get('/api/basket')).json();
    expect(othersBasket.items).toEqual([]);
    expect(othersBasket.removedOfferIds).toEqual([offer.id]);

    // Its own basket, favourites, cards, codes and notifications are gone; its pending extra canceled.
    expect(await db().select().from(basketLines).where(eq(basketLines.accountId, user.id))).toEqual([]);
    expect(await db().select().from(favourites).where(eq(favourites.accountId, user.id))).toEqual([]);
    expect(await db().select().from(savedCards).where(eq(savedCards.accountId, user.id))).toEqual([]);
    expect(await db().select().from(shortCodes).where(eq(shortCodes.accountId, user.id))).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.accountId, user.id))).toEqual([]);
    const [purchase] = await db()
      .select()
      .from(offerFeaturePurchases)
      .where(eq(offerFeaturePurchases.accountId, user.id));
    expect(purchase!.status).toBe('canceled');

    // What follows the commit is an event each: sockets, the card at the provider (once), the
    // avatar's files, the extra's payment.
    const forget = await eventsOf('payment.forget-cards');
    expect(forget.map((event) => event.payload)).toEqual([
      { accountId: user.id, paymentMethodIds: [method.id] },
    ]);
    expect((await eventsOf('realtime.revoke')).map((event) => event.payload)).toContainEqual({
      accountId: user.id,
      familyId: null,
    });
    expect((await eventsOf('payment.cancel')).map((event) => event.payload)).toContainEqual({
      paymentId: extraPayment.id,
    });
    // The provider still holds the card until the event runs, then not.
    const methodsAtProvider = () =>
      db().select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.accountId, user.id));
    expect(await methodsAtProvider()).toHaveLength(1);
    await t.drainEvents();
    expect(await methodsAtProvider()).toEqual([]);
    expect(await eventsOf('payment.forget-cards')).toEqual([]);
    expect(
      await db()
        .select()
        .from(files)
        .where(and(eq(files.ownerAccountId, user.id), eq(files.kind, 'avatar'))),
    ).toEqual([]);
    expect((await t.anonymous.get(avatarUrl, { region: null })).statusCode).toBe(404);

    // Personal data erased; the row stays for the orders, payments and reviews that name it.
    const row = await accountRow(user.id);
    expect(row).toMatchObject({
      status: 'blocked',
      username: DELETED_ACCOUNT_NAME.us,
      email: '',
      phone: null,
      firstName: null,
      lastName: null,
      companyName: null,
      vatId: null,
      birthDay: null,
      street: null,
      apartmentNumber: null,
      city: null,
      state: null,
      postCode: null,
      avatarFileId: null,
      payoutHolder: null,
      payoutIban: null,
      payoutAccountNumber: null,
      payoutRoutingNumber: null,
      lastLoggedInAt: null,
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.passwordHash).not.toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toContain(user.email);
    expect((await t.anonymous.get(`/api/profile/${user.id}`)).statusCode).toBe(404);
  });

  it('keeps orders, reviews and messages for the other side, shown from a deleted account', async () => {
    const seller = await registerUser(t);
    const buyer = await registerUser(t);
    const elsewhere = await registerUser(t);
    const { order } = await insertOrder(buyer, seller);
    // The seller, as a buyer elsewhere, reviewed that seller; the buyer reviewed the seller.
    await db().insert(reviews).values({
      region: 'us',
      target: 'account',
      reviewerId: seller.id,
      accountId: elsewhere.id,
      rate: 4,
      comment: 'Fine.',
    });
    await db().insert(reviews).values({
      region: 'us',
      target: 'account',
      reviewerId: buyer.id,
      accountId: seller.id,
      rate: 5,
      comment: 'Great.',
    });
    const started = await t.as(buyer).post(`/api/conversations/${seller.id}`);
    const conversationId: number = started.json().id;
    for (const [who, text] of [
      [buyer, 'Is it still there?'],
      [seller, 'Yes, it is.'],
    ] as const) {
      const sent = await t
        .as(who)
        .post('/api/conversations/message-sent', { conversation_id: conversationId, message: text });
      expect(sent.statusCode).toBe(201);
    }

    expect((await deleteAccount(seller)).statusCode).toBe(200);

    // The buyer still sees the order whole, the seller shown as a deleted account, the address kept.
    const seen = await t.as(buyer).get(`/api/orders/bought/${order.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      orderId: order.id,
      status: 'completed',
      seller: { id: seller.id, username: DELETED_ACCOUNT_NAME.us, email: '', phone: null },
      shippingAddress: { street: '9 Elm St', city: 'Austin' },
      amount: 1500,
    });
    expect(JSON.stringify(seen.json())).not.toContain(seller.email);

    // Reviews stay: the one it wrote, from a deleted account; the one about it, on its page.
    const written = (await t.anonymous.get(`/api/reviews/account/${elsewhere.id}`)).json().reviews.items;
    expect(written).toMatchObject([
      { comment: 'Fine.', reviewer: { id: null, name: DELETED_ACCOUNT_NAME.us, avatarUrl: null } },
    ]);
    // The reviews about it stay too; their page goes with its profile, as for any closed account.
    const about = await db().select().from(reviews).where(eq(reviews.accountId, seller.id));
    expect(about).toMatchObject([{ reviewerId: buyer.id, comment: 'Great.' }]);
    expect((await t.anonymous.get(`/api/reviews/account/${seller.id}`)).statusCode).toBe(404);

    // The conversation stays for the buyer, the seller's messages from a deleted account; no new message.
    const conversation = (await t.as(buyer).get(`/api/conversations/${conversationId}`)).json();
    expect(conversation.messages.items.map((message: { message: string }) => message.message)).toEqual([
      'Is it still there?',
      'Yes, it is.',
    ]);
    expect(conversation.participants).toContainEqual(
      expect.objectContaining({ externalUid: `u${seller.id}`, name: DELETED_ACCOUNT_NAME.us }),
    );
    expect(conversation.subjectName).toBe(DELETED_ACCOUNT_NAME.us);
    // It says so, in the conversation and in the inbox, so that no message box is offered.
    expect(conversation.counterpartDeleted).toBe(true);
    const inbox = (await t.as(buyer).get('/api/conversations')).json();
    expect(inbox.items).toContainEqual(
      expect.objectContaining({ id: conversationId, counterpartDeleted: true }),
    );
    const refused = await t
      .as(buyer)
      .post('/api/conversations/message-sent', { conversation_id: conversationId, message: 'Hello?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 409, message: MESSAGES.recipientDeleted });
    expect((await t.as(buyer).post(`/api/conversations/${seller.id}`)).statusCode).toBe(404);
  });

  it('cannot sign in, reset its password, or hold its name: both are free to register again', async () => {
    const user = await registerUser(t, 'pl');
    expect((await deleteAccount(user)).statusCode).toBe(200);

    // Login answers as a wrong password does, by username and by e-mail.
    for (const name of [user.username, user.email]) {
      const response = await t.anonymous.post(
        '/api/sessions/create',
        { username: name, password: PASSWORD },
        { region: 'pl' },
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: MESSAGES.invalidCredentials });
    }
    // A reset link is never sent (the answer is the same as for any address).
    const reset = await t.anonymous.post(
      '/api/accounts/forgotten-password',
      { email: user.email },
      { region: 'pl' },
    );
    expect(reset.statusCode).toBe(200);
    await t.drainEvents();
    expect(
      (await outboxOf(t, user.email)).filter((message) => /hasło|password/i.test(message.subject)),
    ).toEqual([]);
    expect((await accountRow(user.id)).username).toBe(DELETED_ACCOUNT_NAME.pl);

    // The same username and e-mail register a new account.
    const payload = registrationPayload('pl');
    payload.account.data.username = user.username;
    payload.account.data.email = user.email;
    const registered = await t.anonymous.post('/api/accounts/register', payload, {
      region: 'pl',
      remoteAddress: '198.51.100.24',
    });
    expect(registered.statusCode).toBe(200);
    // A second deleted account of the edition shares the deleted-account name.
    const another = await registerUser(t, 'pl');
    expect((await deleteAccount(another)).statusCode).toBe(200);
    expect((await accountRow(another.id)).username).toBe(DELETED_ACCOUNT_NAME.pl);
  });

  it('deletes its data archives at once, their files after the commit', async () => {
    const user = await registerUser(t);
    expect((await t.as(user).post('/api/accounts/my/data-exports')).statusCode).toBe(201);
    await t.drainEvents();
    const [archive] = await db().select().from(dataExports).where(eq(dataExports.accountId, user.id));
    expect(archive!.status).toBe('ready');
    expect(existsSync(join(t.env.MEDIA_DIR, archive!.storageKey))).toBe(true);

    expect((await deleteAccount(user)).statusCode).toBe(200);
    expect(await db().select().from(dataExports).where(eq(dataExports.accountId, user.id))).toEqual([]);
    await t.drainEvents();
    expect(existsSync(join(t.env.MEDIA_DIR, archive!.storageKey))).toBe(false);
  });

  it('deletes once when two requests race, answering no 500', async () => {
    const user = await registerUser(t);
    await offerOf(user);
    const responses = await Promise.all([deleteAccount(user), deleteAccount(user)]);
    for (const response of responses) expect([200, 401]).toContain(response.statusCode);
    expect(responses.some((response) => response.statusCode === 200)).toBe(true);
    const forget = (await eventsOf('payment.forget-cards')).filter(
      (event) => (event.payload as { accountId: number }).accountId === user.id,
    );
    expect(forget).toHaveLength(1);
    expect((await accountRow(user.id)).deletedAt).toBeInstanceOf(Date);
  });
});
