import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  notifications,
  orders,
  payments,
  payouts,
  sandboxPaymentIntents,
  sandboxPayouts,
} from '../../db/schema/index.ts';
import { reconcileBooks } from '../../finance.ts';
import { createAdmin } from '../../test/admin.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory } from '../../test/factories.ts';
import { paidSale } from '../../test/orders.ts';
import { PASSWORD, registerUser } from '../../test/accounts.ts';
import { outboxOf } from '../../test/outbox.ts';
import { payoutFailedMessage } from './payouts.messages.ts';

const HOUR = 3_600_000;
/** A US bank account the sandbox pays, and one its bank refuses (README, 'Sandbox bank accounts'). */
const GOOD_ACCOUNT = { accountNumber: '000123456789', routingNumber: '110000000' };
const FAILING_ACCOUNT = { accountNumber: '000111111116', routingNumber: '110000000' };

describe('payouts', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-11-10T12:00:00Z'));
  let seller: Caller;
  let buyer: Caller;
  let admin: Caller;
  let categoryId: number;

  /** A completed order of one 100.00 product with 10.00 delivery: 105.00 available to its seller. */
  const completedSale = (of: Caller = seller) =>
    paidSale(t, { seller: of, buyer, categoryId, completed: true });
  const givePayoutData = (of: Caller, account = GOOD_ACCOUNT, password?: string) =>
    t.as(of).post('/api/accounts/my/update-payout', {
      holder: 'Sam Seller',
      account,
      ...(password && { password }),
    });
  const balance = async (of: Caller = seller) => (await t.as(of).get('/api/payouts/balance')).json();

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    categoryId = (await createCategory(t.database.db)).id;
    admin = await createAdmin(t.database.db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    seller = { id: (await createAccount(t.database.db)).id, region: 'us' };
    buyer = { id: (await createAccount(t.database.db)).id, region: 'us' };
  });

  it('pays out the whole available balance: in payout first, then paid, each step in the history', async () => {
    await completedSale();
    expect(await balance()).toMatchObject({ available: 10_000 + 1_000 - 500, blocker: 'noPayoutData' });
    expect((await givePayoutData(seller)).statusCode).toBe(200);
    expect(await balance()).toMatchObject({ available: 10_500, blocker: null, minimum: 1_000 });

    const asked = await t.as(seller).post('/api/payouts');
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      amount: 10_500,
      status: 'pending',
      requestedBy: 'seller',
      destination: '6789',
    });
    // Sent after the commit (by this process's relay at once, or another's): drained to be sure.
    await t.drainEvents();
    expect(await balance()).toMatchObject({ available: 0, inPayout: 0, paidOut: 10_500 });
    const history = (await t.as(seller).get('/api/payouts/history')).json();
    expect(history.items.map((item: { kind: string }) => item.kind)).toEqual([
      'payoutPaid',
      'payout',
      'release',
      'sale',
    ]);
    expect(history.items[3]).toMatchObject({ gross: 11_000, commission: 500, pending: 10_500 });
    const list = (await t.as(seller).get('/api/payouts')).json();
    expect(list.items).toEqual([expect.objectContaining({ status: 'paid', paidAt: expect.any(String) })]);
    expect((await t.as(admin).post('/api/admin/finance/reconciliation')).json()).toMatchObject({
      ok: true,
      differences: [],
    });
  });

  it('gives a failed payout’s money back with the reason, and tells the seller by notification and e-mail', async () => {
    const registered = await registerUser(t);
    seller = registered;
    await completedSale();
    await givePayoutData(seller, FAILING_ACCOUNT);
    expect((await t.as(seller).post('/api/payouts')).statusCode).toBe(201);
    await t.drainEvents();
    expect(await balance()).toMatchObject({ available: 10_500, inPayout: 0, paidOut: 0 });
    const [payout] = (await t.as(seller).get('/api/payouts')).json().items;
    expect(payout).toMatchObject({ status: 'failed', failureReason: 'no_account' });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, seller.id));
    expect(told.map((row) => row.kind)).toContain('payoutfailed');
    const mail = await outboxOf(t, registered.email);
    const failedMail = mail.find((message) => message.subject === 'Your payout could not be sent');
    // The reason in plain words, never the provider's code.
    expect(failedMail?.text).toContain('(reason: there is no bank account with this number)');
    expect(failedMail?.text).not.toContain('no_account');
    // Once a day: the next try is the administrator's retry; the seller is told today's one failed.
    expect(await balance()).toMatchObject({ blocker: 'lastPayoutFailed' });
    const refused = await t.as(seller).post('/api/payouts');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Today's payout failed: check your bank account in your settings. The next payout can leave tomorrow.",
    );
    const retried = await t.as(admin).post(`/api/admin/finance/payouts/${payout.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ requestedBy: 'administrator', amount: 10_500 });
    expect((await t.as(admin).post(`/api/admin/finance/payouts/${payout.id}/retry`)).statusCode).toBe(409);
  });

  it('names a failure reason in plain words in each edition, any other code as the bank’s refusal', () => {
    const link = 'https://example.test/profile/balance';
    expect(payoutFailedMessage('pl', { amount: 10_500, reason: 'account_closed', link }).text).toContain(
      '(powód: rachunek bankowy jest zamknięty)',
    );
    expect(payoutFailedMessage('us', { amount: 10_500, reason: 'unknown', link }).text).toContain(
      '(reason: the bank did not accept it)',
    );
    expect(payoutFailedMessage('pl', { amount: 10_500, reason: 'something_new', link }).text).toContain(
      '(powód: bank jej nie przyjął)',
    );
  });

  it('refuses with the reason, changing nothing: no payout data, below the minimum, twice a day', async () => {
    const refused = await t.as(seller).post('/api/payouts');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Add your payout account in the settings first.');
    await givePayoutData(seller);
    expect((await t.as(seller).post('/api/payouts')).json().message).toBe(
      'Your available balance is below the payout minimum.',
    );
    await completedSale();
    expect((await t.as(seller).post('/api/payouts')).statusCode).toBe(201);
    await t.drainEvents();
    await completedSale();
    expect((await t.as(seller).post('/api/payouts')).json().message).toBe(
      'You can pay out once a day. Try again tomorrow.',
    );
    expect(await balance()).toMatchObject({ available: 10_500, blocker: 'alreadyToday' });
    expect(await t.database.db.select().from(payouts).where(eq(payouts.accountId, seller.id))).toHaveLength(
      1,
    );
  });

  it('sends one payout when a seller asks twice at once', async () => {
    await completedSale();
    await givePayoutData(seller);
    const answers = await Promise.all([t.as(seller).post('/api/payouts'), t.as(seller).post('/api/payouts')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    await t.drainEvents();
    expect(await balance()).toMatchObject({ available: 0, inPayout: 0, paidOut: 10_500 });
  });

  it('pays every seller whose balance reaches the minimum once a day, and no one twice', async () => {
    const other: Caller = { id: (await createAccount(t.database.db)).id, region: 'us' };
    await completedSale();
    await completedSale(other);
    await givePayoutData(seller);
    await givePayoutData(other);
    await t.runJob('daily-payouts');
    await t.runJob('daily-payouts');
    await t.drainEvents();
    expect(await balance(seller)).toMatchObject({ available: 0, paidOut: 10_500 });
    expect(await balance(other)).toMatchObject({ available: 0, paidOut: 10_500 });
    const rows = await t.database.db.select().from(payouts).where(eq(payouts.accountId, seller.id));
    expect(rows.map((row) => row.requestedBy)).toEqual(['schedule']);
  });

  it('holds payouts for 72 hours after the payout account is replaced', async () => {
    seller = await registerUser(t);
    await completedSale();
    await givePayoutData(seller);
    const replaced = await givePayoutData(
      seller,
      { accountNumber: '000987654321', routingNumber: '110000000' },
      PASSWORD,
    );
    expect(replaced.statusCode).toBe(200);
    expect(await balance()).toMatchObject({ blocker: 'payoutDataHold', holdUntil: expect.any(String) });
    expect((await t.as(seller).post('/api/payouts')).statusCode).toBe(409);
    clock.advance(72 * HOUR + 1);
    expect(await balance()).toMatchObject({ blocker: null, holdUntil: null });
  });

  it('writes a month’s statement as CSV', async () => {
    await completedSale();
    const month = clock().toISOString().slice(0, 7);
    const response = await t.as(seller).get(`/api/payouts/statement?month=${month}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = response.body.trim().split('\r\n');
    expect(header).toBe(
      'date,kind,order,payout,gross,commission,pending,available,in_payout,currency,reason',
    );
    expect(lines.map((line) => line.split(',')[1])).toEqual(['sale', 'release']);
    expect(lines[0]).toContain(',110.00,5.00,105.00,0.00,0.00,USD,');
    expect((await t.as(seller).get('/api/payouts/statement?month=2026-13')).statusCode).toBe(400);
    expect((await t.anonymous.get(`/api/payouts/statement?month=${month}`)).statusCode).toBe(401);
  });

  it('reconciles the sandbox providers’ own records: a tampered amount, a payout of theirs we never made, a status that disagrees', async () => {
    const orderId = await completedSale();
    await givePayoutData(seller);
    const payoutId = (await t.as(seller).post('/api/payouts')).json().id as number;
    await t.drainEvents();
    const db = t.database.db;
    const [sent] = await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.accountId, seller.id));
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const [payment] = await db.select().from(payments).where(eq(payments.id, order!.paymentId!));
    const intent = payment!.providerPaymentId!;
    // Clean books: the ledger, our records and the providers' agree.
    expect(await reconcileBooks(db)).toEqual([]);

    // The provider paid another amount than our payout's.
    await db.update(sandboxPayouts).set({ amount: 10_499 }).where(eq(sandboxPayouts.id, sent!.id));
    expect(await reconcileBooks(db)).toEqual([
      `the provider's payout ${sent!.id} is 10499, payout ${payoutId} records 10500`,
    ]);
    // The provider says it failed, the ledger booked it paid.
    await db
      .update(sandboxPayouts)
      .set({ amount: 10_500, status: 'failed', failureReason: 'no_account' })
      .where(eq(sandboxPayouts.id, sent!.id));
    expect(await reconcileBooks(db)).toEqual([
      `the provider's payout ${sent!.id} is failed, the ledger books payout ${payoutId} paid`,
    ]);
    await db
      .update(sandboxPayouts)
      .set({ status: 'paid', failureReason: null })
      .where(eq(sandboxPayouts.id, sent!.id));
    // A payout at the provider that no payout of ours asked for.
    await db.insert(sandboxPayouts).values({
      id: 'po_stray',
      accountId: seller.id,
      amount: 700,
      currency: 'USD',
      destinationLast4: '6789',
      status: 'paid',
    });
    expect(await reconcileBooks(db)).toEqual([
      `the provider's payout po_stray (paid, 700) has no payout recorded`,
    ]);
    await db.delete(sandboxPayouts).where(eq(sandboxPayouts.id, 'po_stray'));
    // Our payout names a provider payout the provider does not know.
    await db.update(sandboxPayouts).set({ id: 'po_renamed' }).where(eq(sandboxPayouts.id, sent!.id));
    expect(await reconcileBooks(db)).toEqual([
      `the provider's payout po_renamed (paid, 10500) has no payout recorded`,
      `payout ${payoutId} was sent as ${sent!.id}, which the provider does not know`,
    ]);
    await db.update(sandboxPayouts).set({ id: sent!.id }).where(eq(sandboxPayouts.id, 'po_renamed'));
    // The card provider took another amount than the ledger booked for the payment.
    await db
      .update(sandboxPaymentIntents)
      .set({ amount: sql`${sandboxPaymentIntents.amount} + 100` })
      .where(eq(sandboxPaymentIntents.id, intent));
    expect(await reconcileBooks(db)).toEqual([
      `the provider's payment ${intent} took 11100, the ledger booked 11000 for payment ${payment!.id}`,
    ]);
    await db
      .update(sandboxPaymentIntents)
      .set({ amount: sql`${sandboxPaymentIntents.amount} - 100` })
      .where(eq(sandboxPaymentIntents.id, intent));
    // Put back, the books reconcile again, also through the console's 'Run now'.
    expect(await reconcileBooks(db)).toEqual([]);
    expect((await t.as(admin).post('/api/admin/finance/reconciliation')).json()).toMatchObject({
      ok: true,
      differences: [],
    });
  });
});
