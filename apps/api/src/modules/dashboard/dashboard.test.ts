import type { DashboardDto } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerReports, orders, reviewDisputes, reviews } from '../../db/schema/index.ts';
import { createAdmin } from '../../test/admin.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { chatUser } from '../../test/chat.ts';
import { createAccount, createCategory, createOffer, createPayment } from '../../test/factories.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-20T15:00:00Z');
const daysAgo = (days: number, hour = 12) => new Date(Date.UTC(2026, 10, 20 - days, hour));

/** `GET /api/admin/dashboard` (issue 25, decision 090). */
describe('the administration dashboard', () => {
  const clock = createTestClock(NOW);
  let t: TestApp;
  let admin: Caller;
  let plAdmin: Caller;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    admin = await createAdmin(t.database.db, 'us');
    plAdmin = await createAdmin(t.database.db, 'pl');
  });
  afterAll(() => t.close());

  const dashboard = async (as: Caller = admin) => {
    const response = await t.as(as).get('/api/admin/dashboard');
    expect(response.statusCode).toBe(200);
    return response.json<DashboardDto>();
  };

  it('answers zeros and 30 zero-filled UTC days, today last, on an empty edition', async () => {
    const empty = await dashboard(plAdmin);
    expect(empty.currency).toBe('PLN');
    expect(empty.needsDecision).toEqual({
      orderDisputes: { count: 0, oldestAt: null },
      reviewDisputes: { count: 0, oldestAt: null },
      reports: { count: 0, oldestAt: null },
      support: { count: 0, oldestAt: null },
    });
    expect(empty.days).toHaveLength(30);
    expect(empty.days[0]!.day).toBe('2026-10-22');
    expect(empty.days.at(-1)).toEqual({
      day: '2026-11-20',
      accounts: 0,
      offers: 0,
      orders: 0,
      ordersValue: 0,
      extrasRevenue: 0,
    });
  });

  it('counts what waits for a decision, with the oldest, and sums each UTC day of the edition', async () => {
    const db = t.database.db;
    // Accounts made without a date are made at the real time, after this test's clock: not counted.
    const seller = await createAccount(db, { createdAt: daysAgo(40) });
    const buyer = await createAccount(db, { createdAt: daysAgo(3, 23) });
    await createAccount(db, { createdAt: daysAgo(3, 1) });
    // Not counted: unconfirmed, too old, and the other edition.
    await createAccount(db, { createdAt: daysAgo(3), status: 'inactive' });
    await createAccount(db, { createdAt: daysAgo(30) });
    await createAccount(db, { createdAt: daysAgo(3), region: 'pl' });
    const categoryId = (await createCategory(db)).id;
    const offer = await createOffer(db, { accountId: seller.id, categoryId, publishedAt: daysAgo(0, 1) });
    await createOffer(db, {
      accountId: seller.id,
      categoryId,
      status: 'closed',
      publishedAt: daysAgo(29, 0),
    });
    await createOffer(db, { accountId: seller.id, categoryId, publishedAt: daysAgo(30, 23) });

    const order = (values: Partial<typeof orders.$inferInsert>) =>
      db.insert(orders).values({
        region: 'us',
        buyerId: buyer.id,
        sellerId: seller.id,
        amount: 1000,
        currency: 'USD',
        paymentDueAt: NOW,
        ...values,
      });
    await order({ status: 'confirmed', paidAt: daysAgo(2), amount: 2500, disputedAt: daysAgo(1) });
    await order({ status: 'paid', paidAt: daysAgo(2), amount: 1500, disputedAt: daysAgo(0, 9) });
    // A canceled order was paid that day too; a settled dispute, and an unpaid order, wait for nothing.
    await order({ status: 'canceled', paidAt: daysAgo(5), amount: 700, disputedAt: daysAgo(4) });
    await order({ status: 'not_paid' });
    // A dispute an administrator rejected: the order goes on, and waits for no one.
    await order({
      status: 'confirmed',
      paidAt: daysAgo(9),
      amount: 100,
      disputedAt: daysAgo(8),
      disputeDecidedAt: daysAgo(7),
    });

    const [review] = await db
      .insert(reviews)
      .values({ region: 'us', target: 'account', reviewerId: buyer.id, accountId: seller.id, rate: 1 })
      .returning();
    await db.insert(reviewDisputes).values({
      reviewId: review!.id,
      accountId: seller.id,
      description: 'Unfair',
      createdAt: daysAgo(6),
    });
    // A review dispute already decided waits for no one either.
    const [keptReview] = await db
      .insert(reviews)
      .values({ region: 'us', target: 'account', reviewerId: seller.id, accountId: buyer.id, rate: 2 })
      .returning();
    await db.insert(reviewDisputes).values({
      reviewId: keptReview!.id,
      accountId: buyer.id,
      description: 'Unfair too',
      createdAt: daysAgo(10),
      decidedAt: daysAgo(9),
    });
    await db.insert(offerReports).values([
      { region: 'us', offerId: offer.id, reporterAccountId: buyer.id, reason: 'spam', createdAt: daysAgo(8) },
      {
        region: 'us',
        offerId: offer.id,
        reporterAccountId: seller.id,
        reason: 'spam',
        status: 'resolved',
        createdAt: daysAgo(20),
      },
    ]);
    await createPayment(db, {
      accountId: seller.id,
      amount: 499,
      status: 'succeeded',
      succeededAt: daysAgo(1),
    });
    await createPayment(db, {
      accountId: seller.id,
      amount: 299,
      status: 'succeeded',
      succeededAt: daysAgo(1, 2),
    });
    await createPayment(db, {
      accountId: seller.id,
      amount: 999,
      status: 'refunded',
      succeededAt: daysAgo(1),
    });
    await createPayment(db, { accountId: seller.id, amount: 199, status: 'pending' });

    const user = await chatUser(t);
    clock.advance(-2 * DAY);
    await t.as(user).post('/api/conversations/contact-administration', { message: 'Help' });
    clock.advance(2 * DAY);

    const seen = await dashboard();
    expect(seen.currency).toBe('USD');
    expect(seen.needsDecision).toEqual({
      orderDisputes: { count: 2, oldestAt: daysAgo(1).toISOString() },
      reviewDisputes: { count: 1, oldestAt: daysAgo(6).toISOString() },
      reports: { count: 1, oldestAt: daysAgo(8).toISOString() },
      support: { count: 1, oldestAt: new Date(NOW.getTime() - 2 * DAY).toISOString() },
    });
    const day = (ago: number) => seen.days[29 - ago]!;
    expect(day(3).accounts).toBe(2);
    expect(seen.days.reduce((sum, each) => sum + each.accounts, 0)).toBe(2);
    expect(day(0).offers).toBe(1);
    expect(day(29).offers).toBe(1);
    expect(seen.days.reduce((sum, each) => sum + each.offers, 0)).toBe(2);
    expect(day(2)).toMatchObject({ orders: 2, ordersValue: 4000 });
    expect(day(5)).toMatchObject({ orders: 1, ordersValue: 700 });
    expect(day(1).extrasRevenue).toBe(798);
    expect(seen.days.reduce((sum, each) => sum + each.extrasRevenue, 0)).toBe(798);

    // Nothing of it reaches the other edition.
    const polish = await dashboard(plAdmin);
    expect(polish.needsDecision.orderDisputes.count).toBe(0);
    expect(polish.days.reduce((sum, each) => sum + each.accounts, 0)).toBe(1);
  });
});
