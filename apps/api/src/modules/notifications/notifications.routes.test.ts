import type { NotificationDto, NotificationIdentityDto, Region } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, notifications } from '../../db/schema/index.ts';
import { refreshCookieOf, registerUser, type TestUser } from '../../test/accounts.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';
import { payInSandbox, placeOrder } from '../../test/orders.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('notifications API', () => {
  const clock = createTestClock();
  let t: TestApp;
  let seller: Caller;
  let buyer: Caller;
  let categoryId: number;

  const caller = async (region: Region = 'us'): Promise<Caller> => ({
    id: (await createAccount(t.database.db, { region })).id,
    region,
  });
  const list = async (who: Caller, query = '') => {
    const response = await t.as(who).get(`/api/notifications${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: NotificationDto[]; total: number; unreadCount: number };
  };
  /** Stores a notification as the modules do, `minutesAgo` before the clock's now. */
  const store = async (who: Caller, minutesAgo: number, data: Record<string, string | number> = {}) => {
    const [row] = await t.database.db
      .insert(notifications)
      .values({
        region: who.region,
        accountId: who.id,
        kind: 'orderconfirmed',
        data: { orderId: 1000 + minutesAgo, ...data },
        createdAt: new Date(clock().getTime() - minutesAgo * 60_000),
      })
      .returning();
    return row!;
  };

  /** A paid order of one piece of a new product of `seller`, bought by `buyer`. */
  async function paidOrder() {
    const offer = await createOffer(t.database.db, {
      accountId: seller.id,
      categoryId,
      quantity: 5,
      priceAmount: 2500,
      deliveryMethod: 'pickup',
    });
    const placed = (await placeOrder(t, buyer, [{ product: offer.id }])).json();
    const paid = await payInSandbox(t, buyer, placed.payment.gatewayData.clientSecret);
    expect(paid.json()).toEqual({ status: 'succeeded' });
    return placed.order.orderId as number;
  }

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    [seller, buyer] = [await caller(), await caller()];
    categoryId = (await createCategory(t.database.db)).id;
  });
  afterAll(() => t.close());

  describe('targets and data of every kind, through the modules that notify', () => {
    it('tells the seller an order was paid, and the buyer it was confirmed', async () => {
      const orderId = await paidOrder();
      const sold = await list(seller);
      expect(sold.items[0]).toEqual({
        id: expect.any(Number),
        notificationId: `orderpaid:${orderId}`,
        data: { type: 'orderpaid', orderId },
        readAt: null,
        createdAt: clock().toISOString(),
      });
      expect((await list(buyer)).items.filter((n) => n.data.orderId === orderId)).toEqual([]);

      expect((await t.as(seller).post(`/api/orders/${orderId}/confirm`)).statusCode).toBe(200);
      const bought = await list(buyer);
      expect(bought.items[0]).toMatchObject({
        notificationId: `orderconfirmed:${orderId}`,
        data: { type: 'orderconfirmed', orderId },
        readAt: null,
      });
      // The seller is not told about their own confirmation.
      expect((await list(seller)).items.map((n) => n.data.type)).not.toContain('orderconfirmed');
    });

    it('tells the buyer the seller canceled their order, but not when they canceled it themselves', async () => {
      const orderId = await paidOrder();
      expect((await t.as(seller).post(`/api/orders/${orderId}/cancel`)).statusCode).toBe(200);
      expect((await list(buyer)).items[0]).toMatchObject({
        notificationId: `ordercanceled:${orderId}`,
        data: { type: 'ordercanceled', orderId },
      });

      const own = await paidOrder();
      expect((await t.as(buyer).post(`/api/orders/${own}/cancel`)).statusCode).toBe(200);
      const told = (await list(buyer)).items.filter((n) => n.data.orderId === own);
      expect(told).toEqual([]);
      expect(
        (await list(seller)).items.filter((n) => n.data.orderId === own).map((n) => n.data.type),
      ).toEqual(['orderpaid']);
    });

    it('tells the owner their offer expires soon, with its id and title', async () => {
      const owner = await caller();
      const offer = await createOffer(t.database.db, {
        accountId: owner.id,
        categoryId,
        title: 'Garden chairs',
        expiredAt: new Date(clock().getTime() + 2 * DAY),
      });
      expect(await t.runJob('notify-expiring-offers')).toBeGreaterThanOrEqual(1);
      const page = await list(owner);
      expect(page.items).toEqual([
        {
          id: expect.any(Number),
          notificationId: `expiringoffer:${offer.id}:${offer.expiredAt!.getTime()}`,
          data: {
            type: 'expiringoffer',
            offerId: offer.id,
            offerTitle: 'Garden chairs',
            expiredAt: offer.expiredAt!.toISOString(),
          },
          readAt: null,
          createdAt: clock().toISOString(),
        },
      ]);
      expect(page.unreadCount).toBe(1);
    });

    it('answers notification-<id> for a notification stored without a dedupe key', async () => {
      const who = await caller();
      const row = await store(who, 1);
      expect((await list(who)).items[0]!.notificationId).toBe(`notification-${row.id}`);
    });
  });

  describe('paging', () => {
    let reader: Caller;
    beforeAll(async () => {
      reader = await caller();
      // 20 notifications, one a minute: minute 0 is the newest.
      for (let minute = 19; minute >= 0; minute -= 1) await store(reader, minute);
    });

    it('answers 15 newest first by default, then the rest with skip', async () => {
      const first = await list(reader);
      expect(first.items).toHaveLength(15);
      expect(first.total).toBe(20);
      expect(first.unreadCount).toBe(20);
      expect(first.items.map((n) => n.data.orderId)).toEqual(
        Array.from({ length: 15 }, (_, minute) => 1000 + minute),
      );
      const rest = await list(reader, '?skip=15&limit=15');
      expect(rest.items.map((n) => n.data.orderId)).toEqual([1015, 1016, 1017, 1018, 1019]);
      expect((await list(reader, '?skip=40')).items).toEqual([]);
      expect((await list(reader, '?limit=3&skip=2')).items.map((n) => n.data.orderId)).toEqual([
        1002, 1003, 1004,
      ]);
    });

    it('refuses what the document forbids with the field’s error, an empty value meaning the default (issue 34)', async () => {
      for (const query of ['?limit=0', '?limit=1000', '?limit=x', '?limit=-3', '?limit=2.5', '?limit=null']) {
        const refused = await t.as(reader).get(`/api/notifications${query}`);
        expect(refused.statusCode, query).toBe(400);
        expect(refused.json().errors.children.limit.errors, query).toHaveLength(1);
      }
      for (const query of ['?skip=-1', '?skip=x', '?skip=1e999', '?skip=7245336605831362&limit=15']) {
        const refused = await t.as(reader).get(`/api/notifications${query}`);
        expect(refused.statusCode, query).toBe(400);
        expect(refused.json().errors.children.skip.errors, query).toHaveLength(1);
      }
      expect((await list(reader, '?limit=')).items).toHaveLength(15);
      expect((await list(reader, '?skip=')).items[0]!.data.orderId).toBe(1000);
      expect((await list(reader, '?limit=100')).items).toHaveLength(20);
      expect((await t.as(reader).get('/api/notifications?limit=1&limit=2')).statusCode).toBe(400);
    });
  });

  describe('marking read', () => {
    it('marks all unread read (keeping the time of those read before), and one at a time', async () => {
      const reader = await caller();
      const [a, b, c] = [await store(reader, 3), await store(reader, 2), await store(reader, 1)];
      const other = await caller();
      const others = await store(other, 1);

      expect((await t.as(reader).post(`/api/notifications/${a.id}/read`)).statusCode).toBe(204);
      let page = await list(reader);
      expect(page.unreadCount).toBe(2);
      expect(page.items.find((n) => n.id === a.id)!.readAt).toBe(clock().toISOString());
      // Another's notification is not found, and stays unread.
      expect((await t.as(reader).post(`/api/notifications/${others.id}/read`)).statusCode).toBe(404);
      expect((await t.as(reader).post('/api/notifications/999999/read')).statusCode).toBe(404);
      expect((await t.as(reader).post('/api/notifications/x/read')).statusCode).toBe(400);
      expect((await list(other)).unreadCount).toBe(1);

      const firstRead = clock().toISOString();
      clock.advance(60_000);
      expect((await t.as(reader).post('/api/notifications/mark-all-read')).statusCode).toBe(204);
      page = await list(reader);
      expect(page.unreadCount).toBe(0);
      expect(page.total).toBe(3);
      expect(Object.fromEntries(page.items.map((n) => [n.id, n.readAt]))).toEqual({
        [a.id]: firstRead,
        [b.id]: clock().toISOString(),
        [c.id]: clock().toISOString(),
      });
      // Marking again changes nothing; the other user's stay unread.
      expect((await t.as(reader).post('/api/notifications/mark-all-read')).statusCode).toBe(204);
      expect((await t.as(reader).post(`/api/notifications/${a.id}/read`)).statusCode).toBe(204);
      expect((await list(reader)).items.find((n) => n.id === a.id)!.readAt).toBe(firstRead);
      expect((await list(other)).unreadCount).toBe(1);
    });
  });

  describe('who may read', () => {
    let user: TestUser;
    let identity: NotificationIdentityDto;
    const query = (id: Partial<NotificationIdentityDto>) =>
      `project_id=${encodeURIComponent(id.projectId ?? '')}&user_id=${encodeURIComponent(id.userId ?? '')}&user_hmac=${encodeURIComponent(id.userHmac ?? '')}`;

    beforeAll(async () => {
      user = await registerUser(t, 'us');
      const session = await t.anonymous.post('/api/sessions/refresh', undefined, {
        headers: { cookie: user.cookie },
      });
      expect(session.statusCode, session.body).toBe(200);
      user = { ...user, cookie: refreshCookieOf(session) };
      identity = session.json().notificationIdentity;
      expect(identity).toMatchObject({ projectId: 'marketplace-us', userId: String(user.id) });
      await store(user, 1);
    });

    it('accepts the session identity without a token, for the list and the marking', async () => {
      const page = await t.anonymous.get(`/api/notifications?${query(identity)}&limit=5`);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({ total: 1, unreadCount: 1 });
      const withToken = await t.as(user).get(`/api/notifications?${query(identity)}`);
      expect(withToken.statusCode).toBe(200);
      const id = page.json().items[0].id;
      expect((await t.anonymous.post(`/api/notifications/${id}/read?${query(identity)}`)).statusCode).toBe(
        204,
      );
      expect((await t.anonymous.post(`/api/notifications/mark-all-read?${query(identity)}`)).statusCode).toBe(
        204,
      );
      expect((await list(user)).unreadCount).toBe(0);
    });

    it('refuses a mismatching identity even with a valid token, and asks for one or the other', async () => {
      const other = await caller();
      const wrongHmac = { ...identity, userHmac: `${identity.userHmac.slice(0, -2)}AA` };
      const othersUser = { ...identity, userId: String(other.id) };
      const otherEdition = { ...identity, projectId: 'marketplace-pl' };
      for (const bad of [wrongHmac, othersUser, otherEdition, { ...identity, userHmac: '' }]) {
        expect((await t.anonymous.get(`/api/notifications?${query(bad)}`)).statusCode).toBe(403);
        expect((await t.as(user).get(`/api/notifications?${query(bad)}`)).statusCode).toBe(403);
        expect((await t.as(user).post(`/api/notifications/mark-all-read?${query(bad)}`)).statusCode).toBe(
          403,
        );
      }
      // A valid identity, but of someone other than the token's account.
      expect((await t.as(other).get(`/api/notifications?${query(identity)}`)).statusCode).toBe(403);
      // Only part of the identity is a mismatching one.
      expect(
        (await t.anonymous.get(`/api/notifications?user_id=${user.id}&user_hmac=${identity.userHmac}`))
          .statusCode,
      ).toBe(403);
      // On the other edition, the identity's project is not that edition's.
      expect(
        (await t.anonymous.get(`/api/notifications?${query(identity)}`, { region: 'pl' })).statusCode,
      ).toBe(403);
      expect((await t.anonymous.get('/api/notifications')).statusCode).toBe(401);
      expect((await t.anonymous.post('/api/notifications/mark-all-read')).statusCode).toBe(401);
      expect((await t.anonymous.post('/api/notifications/1/read')).statusCode).toBe(401);
      expect(
        (await t.anonymous.get('/api/notifications', { headers: { authorization: 'Bearer nope' } }))
          .statusCode,
      ).toBe(401);
    });

    it("refuses an identity past its lifetime (the access token's) with 403; the next session has a fresh one", async () => {
      clock.advance(t.env.ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
      expect((await t.anonymous.get(`/api/notifications?${query(identity)}`)).statusCode).toBe(403);
      expect((await t.as(user).get(`/api/notifications?${query(identity)}`)).statusCode).toBe(403);
      // Its expiry is signed: moving it on breaks the HMAC.
      const [, mac] = identity.userHmac.split('.');
      const stretched = { ...identity, userHmac: `${Math.floor(clock().getTime() / 1000) + 600}.${mac}` };
      expect((await t.anonymous.get(`/api/notifications?${query(stretched)}`)).statusCode).toBe(403);

      const session = await t.anonymous.post('/api/sessions/refresh', undefined, {
        headers: { cookie: user.cookie },
      });
      expect(session.statusCode, session.body).toBe(200);
      identity = session.json().notificationIdentity;
      expect((await t.anonymous.get(`/api/notifications?${query(identity)}`)).statusCode).toBe(200);
    });

    it('refuses the identity of a blocked account', async () => {
      await t.database.db.update(accounts).set({ status: 'blocked' }).where(eq(accounts.id, user.id));
      expect((await t.anonymous.get(`/api/notifications?${query(identity)}`)).statusCode).toBe(403);
      await t.database.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, user.id));
    });
  });

  describe('isolation', () => {
    it("never shows another user's notifications nor another edition's", async () => {
      const [me, stranger] = [await caller(), await caller()];
      const mine = await store(me, 1);
      await store(stranger, 1);
      // The same account id's notifications stored for the other edition are not shown here.
      await t.database.db.insert(notifications).values({
        region: 'pl',
        accountId: me.id,
        kind: 'orderpaid',
        data: { orderId: 1 },
        createdAt: clock(),
      });
      const page = await list(me);
      expect(page.items.map((n) => n.id)).toEqual([mine.id]);
      expect(page).toMatchObject({ total: 1, unreadCount: 1 });

      // A Polish user sees only the Polish edition's, and a US token is worth nothing there.
      const pole = await caller('pl');
      const polish = await store(pole, 1);
      expect((await list(pole)).items.map((n) => n.id)).toEqual([polish.id]);
      expect((await t.as(me).get('/api/notifications', { region: 'pl' })).statusCode).toBe(401);
      // Marking all read on one edition leaves the other's unread.
      expect((await t.as(me).post('/api/notifications/mark-all-read')).statusCode).toBe(204);
      const [other] = await t.database.db.select().from(notifications).where(eq(notifications.region, 'pl'));
      expect(other).toBeDefined();
      const stillUnread = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.accountId, me.id));
      expect(stillUnread.find((row) => row.region === 'pl')!.readAt).toBe(null);
    });
  });
});
