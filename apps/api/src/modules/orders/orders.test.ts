import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { basketLines, notifications, offers, orders, payments } from '../../db/schema/index.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';
import { ADDRESS, payInSandbox, placeOrder } from '../../test/orders.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('orders', () => {
  let t: TestApp;
  const clock = createTestClock();
  let seller: Caller;
  let buyer: Caller;
  let stranger: Caller;
  let categoryId: number;

  const product = (values: Partial<typeof offers.$inferInsert> = {}) =>
    createOffer(t.database.db, {
      accountId: seller.id,
      categoryId,
      quantity: 5,
      priceAmount: 2500,
      ...values,
    });
  const stockOf = async (offerId: number) =>
    (await t.database.db.select().from(offers).where(eq(offers.id, offerId)))[0]!.quantity;
  const orderRow = async (id: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const notificationsOf = (accountId: number) =>
    t.database.db.select().from(notifications).where(eq(notifications.accountId, accountId));
  const caller = async (region: 'us' | 'pl' = 'us'): Promise<Caller> => ({
    id: (await createAccount(t.database.db, { region })).id,
    region,
  });

  /** An order of one piece of a new courier product, paid with the test card. */
  async function paidOrder(values: Partial<typeof offers.$inferInsert> = {}) {
    const offer = await product({ deliveryMethod: 'courier', deliveryPrice: 500, ...values });
    const placed = (await placeOrder(t, buyer, [{ product: offer.id }])).json();
    const paid = await payInSandbox(t, buyer, placed.payment.gatewayData.clientSecret);
    expect(paid.json()).toEqual({ status: 'succeeded' });
    return { offer, orderId: placed.order.orderId as number };
  }

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    [seller, buyer, stranger] = [await caller(), await caller(), await caller()];
    categoryId = (await createCategory(t.database.db)).id;
  });
  afterAll(() => t.close());
  // A buyer of its own for each test: what one buyer's unpaid orders hold is capped (orders.limits.ts).
  beforeEach(async () => {
    buyer = await caller();
  });

  describe('placing an order', () => {
    it('takes the stock, totals the lines with delivery, and answers the payment to confirm', async () => {
      const bike = await product({ title: 'Red bike', deliveryMethod: 'courier', deliveryPrice: 1500 });
      const lamp = await product({ title: 'Lamp', priceAmount: 1000, deliveryMethod: 'pickup' });
      const placed = await placeOrder(t, buyer, [{ product: bike.id, quantity: 2 }, { product: lamp.id }]);
      expect(placed.statusCode).toBe(201);
      const body = placed.json();
      expect(body).toEqual({
        order: {
          orderId: expect.any(Number),
          status: 'not_paid',
          amount: 2 * 2500 + 1500 + 1000,
          free: false,
        },
        payment: { gatewayData: { provider: 'sandbox', clientSecret: expect.stringMatching(/^pi_/) } },
      });
      expect([await stockOf(bike.id), await stockOf(lamp.id)]).toEqual([3, 4]);

      const bought = await t.as(buyer).get(`/api/orders/bought/${body.order.orderId}`);
      expect(bought.statusCode).toBe(200);
      expect(bought.json()).toMatchObject({
        orderId: body.order.orderId,
        status: 'not_paid',
        amount: 7500,
        currency: 'USD',
        products: [
          { productId: bike.id, title: 'Red bike', price: 2500, quantity: 2, deliveryPrice: 1500 },
          { productId: lamp.id, title: 'Lamp', price: 1000, quantity: 1, deliveryPrice: 0 },
        ],
        seller: { id: seller.id },
        buyer: { id: buyer.id },
        shippingAddress: { street: '1 Main St', city: 'Austin', postCode: '73301', state: 'TX' },
        shipmentLink: null,
        dispute: null,
        validUntil: new Date(clock().getTime() + 15 * MINUTE).toISOString(),
      });
      const sold = await t.as(seller).get(`/api/orders/sold/${body.order.orderId}`);
      expect(sold.json().buyer).toEqual({ id: buyer.id, username: expect.any(String), phone: null });
      // The other side's list does not hold it, nor does anyone else see it.
      expect((await t.as(seller).get(`/api/orders/bought/${body.order.orderId}`)).statusCode).toBe(404);
      expect((await t.as(stranger).get(`/api/orders/sold/${body.order.orderId}`)).statusCode).toBe(404);
      expect((await t.anonymous.get(`/api/orders/bought/${body.order.orderId}`)).statusCode).toBe(401);
    });

    it('keeps no address when every product is picked up, and needs one when any is sent', async () => {
      const pickup = await product({ deliveryMethod: 'pickup' });
      const placed = await placeOrder(t, buyer, [{ product: pickup.id }], { address: ADDRESS.us });
      expect(
        (await t.as(buyer).get(`/api/orders/bought/${placed.json().order.orderId}`)).json().shippingAddress,
      ).toBe(null);

      const sent = await product({ deliveryMethod: 'courier', deliveryPrice: 100 });
      const missing = await placeOrder(t, buyer, [{ product: sent.id }], { address: null });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.children.shippingAddress.errors).toEqual(['This field is required.']);
      const wrongState = await placeOrder(t, buyer, [{ product: sent.id }], {
        address: { street: 'x', city: 'y', post_code: '73301', state: 'mazowieckie' },
      });
      expect(wrongState.statusCode).toBe(400);
      expect(wrongState.json().errors.children.shippingAddress.children.state.errors).toEqual([
        'Choose a state from the list.',
      ]);
      expect(await stockOf(sent.id)).toBe(5);
    });

    it('refuses own offers, other sellers in one order, unbuyable offers and more than the stock, changing nothing', async () => {
      const mine = await createOffer(t.database.db, { accountId: buyer.id, categoryId, quantity: 3 });
      const other = await createOffer(t.database.db, { accountId: stranger.id, categoryId, quantity: 3 });
      const closed = await product({ status: 'closed' });
      const service = await product({ type: 'service' });
      const few = await product({ quantity: 2 });
      const before = (await t.database.db.select().from(orders)).length;

      const own = await placeOrder(t, buyer, [{ product: mine.id }]);
      expect(own.statusCode).toBe(400);
      expect(
        own.json().errors.children.basket.children.products.children['0'].children.product.errors,
      ).toEqual(["You can't buy this offer."]);
      const unbuyable = await placeOrder(t, buyer, [
        { product: few.id },
        { product: closed.id },
        { product: service.id },
      ]);
      expect(Object.keys(unbuyable.json().errors.children.basket.children.products.children)).toEqual([
        '1',
        '2',
      ]);
      const tooMany = await placeOrder(t, buyer, [{ product: few.id, quantity: 3 }]);
      expect(
        tooMany.json().errors.children.basket.children.products.children['0'].children.quantity.errors,
      ).toEqual(['The seller does not have that many pieces.']);
      const twoSellers = await placeOrder(t, buyer, [{ product: few.id }, { product: other.id }]);
      expect(twoSellers.statusCode).toBe(400);
      expect(twoSellers.json().errors.errors).toEqual(['An order holds the offers of one seller only.']);
      for (const body of [
        {},
        { basket: { products: [] } },
        { basket: { products: [{ product: 'x', quantity: -1 }] } },
      ]) {
        const bad = await t.as(buyer).post('/api/orders', body);
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toMatchObject({ code: 400, message: 'Validation Failed' });
      }
      expect((await t.database.db.select().from(orders)).length).toBe(before);
      expect([await stockOf(few.id), await stockOf(other.id), await stockOf(mine.id)]).toEqual([2, 3, 3]);
    });

    it('answers a retried submit with the same order and payment, once, and refuses the key for another order', async () => {
      const offer = await product();
      const key = 'checkout-7f3c9a';
      const first = await placeOrder(t, buyer, [{ product: offer.id, quantity: 2 }], { idempotencyKey: key });
      const retries = await Promise.all(
        [1, 2, 3].map(() =>
          placeOrder(t, buyer, [{ product: offer.id, quantity: 2 }], { idempotencyKey: key }),
        ),
      );
      for (const retry of retries) {
        expect(retry.statusCode).toBe(201);
        expect(retry.json()).toEqual(first.json());
      }
      expect(await stockOf(offer.id)).toBe(3);
      const other = await placeOrder(t, buyer, [{ product: offer.id, quantity: 1 }], { idempotencyKey: key });
      expect(other.statusCode).toBe(422);
      expect(other.json().message).toBe('This Idempotency-Key was already used for another request.');
      // The key is the buyer's own: another buyer's same key is another order.
      const elsewhere = await placeOrder(t, stranger, [{ product: offer.id }], { idempotencyKey: key });
      expect(elsewhere.json().order.orderId).not.toBe(first.json().order.orderId);
      const bad = await placeOrder(t, buyer, [{ product: offer.id }], { idempotencyKey: 'x'.repeat(256) });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('paying', () => {
    it('marks the order paid once, empties the basket of it and tells the seller; a decline first leaves it failed', async () => {
      const offer = await product({ deliveryMethod: 'courier', deliveryPrice: 500 });
      await t.as(buyer).post('/api/basket/items', { offer_id: offer.id });
      const placed = (await placeOrder(t, buyer, [{ product: offer.id }])).json();
      const secret = placed.payment.gatewayData.clientSecret;

      const declined = await payInSandbox(t, buyer, secret, '4000000000000002');
      expect(declined.json()).toMatchObject({
        status: 'requires_payment_method',
        error: { code: 'card_declined' },
      });
      expect((await orderRow(placed.order.orderId)).status).toBe('failed');
      // Paying again answers the same payment.
      const again = await t.as(buyer).post(`/api/orders/${placed.order.orderId}/payment`);
      expect(again.json()).toEqual({ payment: placed.payment });

      expect((await payInSandbox(t, buyer, secret)).json()).toEqual({ status: 'succeeded' });
      expect((await payInSandbox(t, buyer, secret)).json()).toEqual({ status: 'succeeded' });
      expect((await orderRow(placed.order.orderId)).status).toBe('paid');
      const told = (await notificationsOf(seller.id)).filter(
        (row) => row.data.orderId === placed.order.orderId,
      );
      expect(told.map((row) => row.kind)).toEqual(['orderpaid']);
      const basket = await t.database.db
        .select()
        .from(basketLines)
        .where(eq(basketLines.accountId, buyer.id));
      expect(basket.map((line) => line.offerId)).not.toContain(offer.id);
      // A replayed success through the provider's path changes nothing either.
      const [payment] = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.referenceId, placed.order.orderId));
      expect(
        await t.app.payments.applyEvent({
          type: 'succeeded',
          providerPaymentId: payment!.providerPaymentId!,
        }),
      ).toBe('ignored');
      expect((await t.as(buyer).post(`/api/orders/${placed.order.orderId}/payment`)).statusCode).toBe(409);
    });

    it('replaces an unpaid order of the same offers when the buyer checks out again, freeing its pieces', async () => {
      const last = await product({ quantity: 1 });
      const first = (
        await placeOrder(t, buyer, [{ product: last.id }], { idempotencyKey: 'visit-1' })
      ).json();
      const again = await placeOrder(t, buyer, [{ product: last.id }], { idempotencyKey: 'visit-2' });
      expect(again.statusCode).toBe(201);
      expect((await orderRow(first.order.orderId)).status).toBe('canceled');
      expect(await stockOf(last.id)).toBe(0);
      // The replaced order's payment is canceled with it, once the new order is committed.
      await t.drainEvents();
      expect((await payInSandbox(t, buyer, first.payment.gatewayData.clientSecret)).statusCode).toBe(409);
      // Another buyer's unpaid order is nobody else's to replace.
      expect((await placeOrder(t, stranger, [{ product: last.id }])).statusCode).toBe(400);
    });

    it('answers a submit replayed after paying with the paid order and its payment, taking nothing more', async () => {
      const offer = await product();
      const submit = () => placeOrder(t, buyer, [{ product: offer.id }], { idempotencyKey: 'after-paying' });
      const first = (await submit()).json();
      await payInSandbox(t, buyer, first.payment.gatewayData.clientSecret);
      const replay = (await submit()).json();
      expect(replay).toEqual({ ...first, order: { ...first.order, status: 'paid' } });
      expect(await stockOf(offer.id)).toBe(4);
    });

    it('finalises a free order without a card, and only a free one', async () => {
      const gift = await product({ priceAmount: 0, deliveryMethod: 'pickup' });
      const placed = await placeOrder(t, buyer, [{ product: gift.id }], { address: null });
      expect(placed.json()).toMatchObject({
        order: { amount: 0, free: true, status: 'not_paid' },
        payment: null,
      });
      const id = placed.json().order.orderId;
      expect((await t.as(stranger).post(`/api/orders/${id}/finalize`)).statusCode).toBe(404);
      expect((await t.as(seller).post(`/api/orders/${id}/finalize`)).statusCode).toBe(403);
      const finalized = await t.as(buyer).post(`/api/orders/${id}/finalize`);
      expect(finalized.statusCode).toBe(200);
      expect(finalized.json().status).toBe('paid');
      expect((await t.as(buyer).post(`/api/orders/${id}/finalize`)).json().status).toBe('paid');

      const priced = (await placeOrder(t, buyer, [{ product: (await product()).id }])).json();
      const refused = await t.as(buyer).post(`/api/orders/${priced.order.orderId}/finalize`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('This order is not free: pay it by card.');
    });
  });

  describe('the order state machine', () => {
    const ACTIONS = ['confirm', 'cancel', 'complete', 'shipment-link', 'dispute'] as const;
    const STATUSES = ['not_paid', 'paid', 'confirmed', 'completed', 'canceled', 'failed'] as const;
    /** What each side may do from each status (spec 001 section 4; decision 061). */
    const ALLOWED: Record<(typeof ACTIONS)[number], { buyer: string[]; seller: string[] }> = {
      confirm: { buyer: [], seller: ['paid'] },
      cancel: { buyer: ['not_paid', 'failed', 'paid'], seller: ['paid', 'confirmed'] },
      complete: { buyer: ['paid', 'confirmed'], seller: [] },
      'shipment-link': { buyer: [], seller: ['confirmed'] },
      dispute: { buyer: ['paid', 'confirmed'], seller: [] },
    };
    const bodyOf = (action: string) =>
      action === 'dispute'
        ? { description: 'Not as described.' }
        : action === 'shipment-link'
          ? { shipment_link: 'https://track.example/1' }
          : undefined;

    it('allows each transition only to its side from its statuses: 403 for the other side, 409 otherwise, 404 for strangers', async () => {
      const offer = await product({ quantity: 1000, deliveryMethod: 'courier', deliveryPrice: 100 });
      for (const action of ACTIONS) {
        for (const status of STATUSES) {
          for (const role of ['buyer', 'seller'] as const) {
            // A buyer per order: one buyer may submit only so many an hour (orders.limits.ts).
            const buyer = await caller();
            const placed = (await placeOrder(t, buyer, [{ product: offer.id }])).json();
            const id = placed.order.orderId;
            await t.database.db.update(orders).set({ status }).where(eq(orders.id, id));
            const who = role === 'buyer' ? buyer : seller;
            const answer = await t.as(who).post(`/api/orders/${id}/${action}`, bodyOf(action));
            const allowed = ALLOWED[action][role].includes(status);
            const sideMay = ALLOWED[action][role].length > 0;
            const expected = allowed ? 200 : sideMay ? 409 : 403;
            expect({ action, status, role, code: answer.statusCode }).toEqual({
              action,
              status,
              role,
              code: expected,
            });
            if (!allowed) expect((await orderRow(id)).status).toBe(status);
            expect(
              (await t.as(stranger).post(`/api/orders/${id}/${action}`, bodyOf(action))).statusCode,
            ).toBe(404);
          }
        }
      }
    });

    it('runs a purchase to the end: confirm, shipment link, received; the seller earns only completed orders', async () => {
      const { orderId } = await paidOrder();
      const earnedBefore = (await t.as(seller).get('/api/stats/my-profile')).json().stats.offers.earned;
      const confirmed = await t.as(seller).post(`/api/orders/${orderId}/confirm`);
      expect(confirmed.json()).toMatchObject({
        status: 'confirmed',
        validUntil: new Date(clock().getTime() + 14 * DAY).toISOString(),
      });
      expect(
        (await notificationsOf(buyer.id)).some(
          (n) => n.kind === 'orderconfirmed' && n.data.orderId === orderId,
        ),
      ).toBe(true);
      const link = await t
        .as(seller)
        .post(`/api/orders/${orderId}/shipment-link`, { shipment_link: ' https://t.example/9 ' });
      expect(link.json().shipmentLink).toBe('https://t.example/9');
      const tooLong = await t
        .as(seller)
        .post(`/api/orders/${orderId}/shipment-link`, { shipment_link: 'x'.repeat(501) });
      expect(tooLong.statusCode).toBe(400);
      expect(
        (await t.as(seller).post(`/api/orders/${orderId}/shipment-link`, { shipment_link: '' })).json()
          .shipmentLink,
      ).toBe('');
      expect((await t.as(buyer).get(`/api/orders/bought/${orderId}`)).json().shipmentLink).toBe('');
      expect((await t.as(seller).get('/api/stats/my-profile')).json().stats.offers.earned).toBe(earnedBefore);
      expect((await t.as(buyer).post(`/api/orders/${orderId}/complete`)).json().status).toBe('completed');
      expect((await t.as(seller).get('/api/stats/my-profile')).json().stats.offers.earned).toBe(
        earnedBefore + 3000,
      );
    });

    it("takes only an http(s) web address as the shipment link ('Invalid link.'), changing nothing otherwise", async () => {
      const { orderId } = await paidOrder();
      await t.as(seller).post(`/api/orders/${orderId}/confirm`);
      const good = 'https://tracking.example/parcel?id=PL1';
      expect(
        (await t.as(seller).post(`/api/orders/${orderId}/shipment-link`, { shipment_link: good })).json()
          .shipmentLink,
      ).toBe(good);
      for (const bad of [
        'not a url',
        'javascript:alert(1)',
        'JAVASCRIPT:alert(document.cookie)',
        'data:text/html,<script>alert(1)</script>',
        'ftp://tracking.example/1',
        'https://',
        'https://tracking example/1',
        'https://courier.example@evil.example/track',
        '//tracking.example/1',
        'tracking.example/1',
      ]) {
        const refused = await t
          .as(seller)
          .post(`/api/orders/${orderId}/shipment-link`, { shipment_link: bad });
        expect({ bad, body: refused.json() }).toEqual({
          bad,
          body: {
            code: 400,
            message: 'Validation Failed',
            errors: { children: { shipmentLink: { errors: ['Invalid link.'] } } },
          },
        });
      }
      expect((await t.as(buyer).get(`/api/orders/bought/${orderId}`)).json().shipmentLink).toBe(good);
      // Plain http is a web address too.
      expect(
        (
          await t
            .as(seller)
            .post(`/api/orders/${orderId}/shipment-link`, { shipment_link: 'http://x.example' })
        ).statusCode,
      ).toBe(200);
    });

    it('takes no shipment link on an order picked up', async () => {
      const { orderId } = await paidOrder({ deliveryMethod: 'pickup', deliveryPrice: null });
      await t.as(seller).post(`/api/orders/${orderId}/confirm`);
      const refused = await t
        .as(seller)
        .post(`/api/orders/${orderId}/shipment-link`, { shipment_link: 'https://t.example/1' });
      expect(refused.statusCode).toBe(409);
    });

    it('takes one dispute with a description of at most 300 characters', async () => {
      const { orderId } = await paidOrder();
      for (const description of ['', '   ', 'x'.repeat(301)]) {
        const bad = await t.as(buyer).post(`/api/orders/${orderId}/dispute`, { description });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors.children.description.errors).toHaveLength(1);
      }
      const disputed = await t
        .as(buyer)
        .post(`/api/orders/${orderId}/dispute`, { description: 'Broken on arrival.' });
      expect(disputed.json().dispute).toEqual({
        description: 'Broken on arrival.',
        createdAt: clock().toISOString(),
      });
      const twice = await t.as(buyer).post(`/api/orders/${orderId}/dispute`, { description: 'Again.' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('This order has already been disputed.');
    });

    it('gives the stock back and refunds the payment when a paid order is canceled', async () => {
      const { offer, orderId } = await paidOrder();
      expect(await stockOf(offer.id)).toBe(4);
      const canceled = await t.as(seller).post(`/api/orders/${orderId}/cancel`);
      expect(canceled.json().status).toBe('canceled');
      expect(await stockOf(offer.id)).toBe(5);
      expect(
        (await notificationsOf(buyer.id)).some(
          (n) => n.kind === 'ordercanceled' && n.data.orderId === orderId,
        ),
      ).toBe(true);
      await t.drainEvents();
      expect((await orderRow(orderId)).refundedAt).not.toBeNull();
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.referenceId, orderId));
      expect(payment!.status).toBe('refunded');
      await t.drainEvents();
      expect((await t.as(buyer).post(`/api/orders/${orderId}/cancel`)).statusCode).toBe(409);
    });
  });

  describe('timed steps', () => {
    it('cancels an order left unpaid for 15 minutes, returns its stock and refuses a late card', async () => {
      const offer = await product();
      const placed = (await placeOrder(t, buyer, [{ product: offer.id, quantity: 2 }])).json();
      clock.advance(14 * MINUTE);
      await t.drainEvents();
      expect((await orderRow(placed.order.orderId)).status).toBe('not_paid');
      clock.advance(MINUTE);
      await t.drainEvents();
      expect((await orderRow(placed.order.orderId)).status).toBe('canceled');
      expect(await stockOf(offer.id)).toBe(5);
      const late = await payInSandbox(t, buyer, placed.payment.gatewayData.clientSecret);
      expect(late.statusCode).toBe(409);
      expect((await orderRow(placed.order.orderId)).status).toBe('canceled');
    });

    it('reminds the buyer two days before completing a confirmed order by itself after 14 days, unless disputed', async () => {
      const done = await paidOrder();
      const disputed = await paidOrder();
      await t.as(seller).post(`/api/orders/${done.orderId}/confirm`);
      await t.as(seller).post(`/api/orders/${disputed.orderId}/confirm`);
      await t.as(buyer).post(`/api/orders/${disputed.orderId}/dispute`, { description: 'Never came.' });
      const reminders = async () =>
        (await notificationsOf(buyer.id))
          .filter((n) => n.kind === 'ordercompletesoon')
          .map((n) => n.data.orderId);

      clock.advance(12 * DAY - MINUTE);
      await t.drainEvents();
      expect(await reminders()).not.toContain(done.orderId);
      clock.advance(MINUTE);
      await t.drainEvents();
      await t.drainEvents();
      expect((await reminders()).filter((id) => id === done.orderId)).toHaveLength(1);
      expect(await reminders()).not.toContain(disputed.orderId);
      clock.advance(2 * DAY);
      await t.drainEvents();
      expect((await orderRow(done.orderId)).status).toBe('completed');
      expect((await orderRow(disputed.orderId)).status).toBe('confirmed');
    });
  });

  it('keeps each edition to itself', async () => {
    const { orderId } = await paidOrder();
    // The same account id signed in on the other edition (tokens carry their edition) sees nothing.
    const inPoland = { ...buyer, region: 'pl' as const };
    expect((await t.as(inPoland).get(`/api/orders/bought/${orderId}`)).statusCode).toBe(404);
    expect((await t.as(inPoland).get('/api/orders/bought')).json().items).toEqual([]);
    expect((await t.as(buyer).get(`/api/orders/bought/${orderId}`, { region: 'pl' })).statusCode).toBe(401);
  });

  it('takes a Polish order in złoty with a voivodeship and a normalised post code', async () => {
    const [plSeller, plBuyer] = [await caller('pl'), await caller('pl')];
    const plCategory = (await createCategory(t.database.db, { region: 'pl' })).id;
    const offer = await createOffer(t.database.db, {
      region: 'pl',
      accountId: plSeller.id,
      categoryId: plCategory,
      quantity: 2,
      priceAmount: 9900,
      deliveryMethod: 'courier',
      deliveryPrice: 1500,
    });
    const placed = await placeOrder(t, plBuyer, [{ product: offer.id }], {
      address: { street: 'Długa 5', city: 'Kraków', post_code: '30 001', state: 'małopolskie' },
    });
    expect(placed.statusCode).toBe(201);
    const order = (await t.as(plBuyer).get(`/api/orders/bought/${placed.json().order.orderId}`)).json();
    expect(order).toMatchObject({ amount: 11400, currency: 'PLN' });
    expect(order.shippingAddress).toMatchObject({ postCode: '30-001', state: 'małopolskie' });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.referenceId, order.orderId));
    expect(payment).toMatchObject({ currency: 'PLN', amount: 11400, region: 'pl' });
  });

  it('pages the lists newest first and reads a page past the end as an empty page', async () => {
    const lister = await caller();
    const offer = await product({ quantity: 100 });
    for (let i = 0; i < 11; i += 1) await placeOrder(t, lister, [{ product: offer.id }]);
    const first = (await t.as(lister).get('/api/orders/bought')).json();
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 11 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0].orderId).toBeGreaterThan(first.items[9].orderId);
    expect((await t.as(lister).get('/api/orders/bought?page=2')).json().items).toHaveLength(1);
    // A page the document does not allow (below 1) is refused (issue 34).
    expect((await t.as(lister).get('/api/orders/bought?page=0')).statusCode).toBe(400);
  });
});
