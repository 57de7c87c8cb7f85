import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxPayoutProvider } from '../../adapters/payments/sandbox-payout-provider.ts';
import { ledgerTransfers, payouts, sandboxPayouts } from '../../db/schema/index.ts';
import { reconcileBooks } from '../../finance.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { accessTokenOf } from '../../test/chat.ts';
import { startDoomedProcess, type DoomedProcess } from '../../test/doomed-process.ts';
import { createAccount, createCategory } from '../../test/factories.ts';
import { paidSale } from '../../test/orders.ts';
import { createEventsRepository } from '../events/index.ts';
import { PAYOUT_SEND_TOPIC } from './payouts.service.ts';

/** A US bank account the sandbox pays (README, 'Sandbox bank accounts'). */
const GOOD_ACCOUNT = { accountNumber: '000123456789', routingNumber: '110000000' };
/** The relay's lease of a claimed event (events.relay.ts): a dead claimant's event waits this long. */
const LEASE_MS = 5 * 60_000;
/** One 100.00 product with 10.00 delivery, 5.00 commission: what the seller has available. */
const AVAILABLE = 10_500;

/**
 * Decision 127's "exactly once" under a crash: an API process records a payout (its ledger transfer
 * and its `payout.send` event in one commit) and dies, killed with SIGKILL, before any relay sent it.
 * Another process then sends it once, settles it once, and a repeated or duplicated event changes
 * nothing; the books reconcile at every step. A real process on PostgreSQL, as events.crash.test.ts.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a payout whose process dies after its commit', () => {
  let t: TestApp;
  let doomed: DoomedProcess | undefined;
  let categoryId: number;
  const clock = createTestClock();
  beforeAll(async () => {
    // The surviving process: same database, its relay run by hand so the test sees each step.
    t = await buildTestApp({ clock, env: { EVENT_RELAY: 'false' } });
    categoryId = (await createCategory(t.database.db)).id;
  });
  afterAll(async () => {
    await doomed?.kill();
    await t?.close();
  });

  /** A seller with 105.00 available from a completed sale and a payout account, made by the real flows. */
  async function sellerWithAvailable(): Promise<Caller> {
    const seller: Caller = { id: (await createAccount(t.database.db)).id, region: 'us' };
    const buyer: Caller = { id: (await createAccount(t.database.db)).id, region: 'us' };
    await paidSale(t, { seller, buyer, categoryId, completed: true });
    const given = await t
      .as(seller)
      .post('/api/accounts/my/update-payout', { holder: 'Sam Seller', account: GOOD_ACCOUNT });
    expect(given.statusCode).toBe(200);
    // What followed the sale is handled now: the only event left will be the doomed process's.
    await t.drainEvents();
    expect(await balance(seller)).toMatchObject({ available: AVAILABLE, inPayout: 0, blocker: null });
    return seller;
  }

  const balance = async (seller: Caller) => (await t.as(seller).get('/api/payouts/balance')).json();
  const payoutOf = async (id: number) =>
    (await t.database.db.select().from(payouts).where(eq(payouts.id, id)))[0]!;
  const sandboxPayoutsOf = (seller: Caller) =>
    t.database.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.accountId, seller.id));
  const transfersOf = async (payoutId: number) =>
    (
      await t.database.db
        .select({ cause: ledgerTransfers.cause, causeKey: ledgerTransfers.causeKey })
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.payoutId, payoutId))
    )
      .map((row) => `${row.cause} ${row.causeKey}`)
      .sort();
  const sendEvents = async () =>
    (await createEventsRepository(t.database.db).pending(PAYOUT_SEND_TOPIC)).map(
      (event) => (event.payload as { payoutId: number }).payoutId,
    );

  /** 'Pay out now' on the doomed process; it answers once the payout and its event committed, then dies. */
  async function payoutOnDoomedProcess(seller: Caller): Promise<number> {
    doomed = await startDoomedProcess(t.database);
    const { call } = doomed;
    const asked = await call('/api/payouts', {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessTokenOf(t, seller)}` },
    });
    expect(asked.status).toBe(201);
    const payout = (await asked.json()) as { id: number; amount: number; status: string };
    expect(payout).toMatchObject({ amount: AVAILABLE, status: 'pending' });
    await doomed.kill();

    // Recorded and in flight, the provider never asked: the money is in payout, the books balance.
    expect(await payoutOf(payout.id)).toMatchObject({ status: 'pending', providerPayoutId: null });
    expect(await sendEvents()).toEqual([payout.id]);
    expect(await balance(seller)).toMatchObject({ available: 0, inPayout: AVAILABLE, paidOut: 0 });
    expect(await transfersOf(payout.id)).toEqual([`payout payout:${payout.id}`]);
    expect(await reconcileBooks(t.database.db)).toEqual([]);
    return payout.id;
  }

  /** Paid once: one sandbox payout, one paid booking, nothing left to send, the books reconciled. */
  async function expectPaidOnce(seller: Caller, payoutId: number) {
    const sent = await sandboxPayoutsOf(seller);
    expect(sent).toEqual([expect.objectContaining({ amount: AVAILABLE, status: 'paid' })]);
    expect(await payoutOf(payoutId)).toMatchObject({ status: 'paid', providerPayoutId: sent[0]!.id });
    expect(await transfersOf(payoutId)).toEqual([
      `payout payout:${payoutId}`,
      `payout_paid payout-paid:${payoutId}`,
    ]);
    expect(await balance(seller)).toMatchObject({ available: 0, inPayout: 0, paidOut: AVAILABLE });
    expect(await sendEvents()).toEqual([]);
    expect(await reconcileBooks(t.database.db)).toEqual([]);
  }

  it('sends a payout recorded by a process killed before its relay ran, once, however often its event comes', async () => {
    const seller = await sellerWithAvailable();
    const payoutId = await payoutOnDoomedProcess(seller);
    expect(await sandboxPayoutsOf(seller)).toEqual([]);

    // Another process's relay: the provider is asked once, the payout settled paid.
    expect(await t.drainEvents()).toBe(1);
    await expectPaidOnce(seller, payoutId);

    // Relaying again finds nothing; the same event delivered a second time (a duplicate, or a
    // claim that outlived its lease) is handled and changes nothing: no second sandbox payout,
    // no second transfer.
    expect(await t.drainEvents()).toBe(0);
    await createEventsRepository(t.database.db).emit(PAYOUT_SEND_TOPIC, { payoutId });
    expect(await t.drainEvents()).toBe(1);
    await expectPaidOnce(seller, payoutId);
  }, 240_000);

  it('settles once a payout whose process died after the provider took it and before it recorded the answer', async () => {
    const seller = await sellerWithAvailable();
    const payoutId = await payoutOnDoomedProcess(seller);

    // The second crash point, simulated in this process (a real process cannot be killed between
    // two awaits of one handler from outside): a relay claims the event and its handler asks the
    // provider, with exactly the input `send` builds, then its process dies before the unit of work
    // that records the answer. What that leaves is what we make here: the event claimed under a
    // lease (attempts 1), the sandbox's payout recorded on its side, ours still pending.
    const events = createEventsRepository(t.database.db);
    expect((await events.claim(clock(), LEASE_MS, 10)).map((event) => event.topic)).toEqual([
      PAYOUT_SEND_TOPIC,
    ]);
    const provider = createSandboxPayoutProvider({ db: t.database.db, clock });
    const asked = await provider.send({
      payoutId,
      accountId: seller.id,
      amount: AVAILABLE,
      currency: 'USD',
      destination: { holder: 'Sam Seller', ...GOOD_ACCOUNT },
      recipientId: null,
      idempotencyKey: `payout:us:${payoutId}`,
    });
    expect(await sandboxPayoutsOf(seller)).toHaveLength(1);
    expect(await payoutOf(payoutId)).toMatchObject({ status: 'pending', providerPayoutId: null });
    expect(await reconcileBooks(t.database.db)).toEqual([]);

    // While the dead claim's lease holds, no one sends it again.
    expect(await t.drainEvents()).toBe(0);
    // Once the lease runs out, the survivor's relay handles it: the provider, asked again under the
    // same key, answers the same payout; it is settled once.
    clock.advance(LEASE_MS + 1_000);
    expect(await t.drainEvents()).toBe(1);
    await expectPaidOnce(seller, payoutId);
    expect((await payoutOf(payoutId)).providerPayoutId).toBe(asked.providerPayoutId);

    // And a duplicate of the event afterwards changes nothing.
    await events.emit(PAYOUT_SEND_TOPIC, { payoutId });
    expect(await t.drainEvents()).toBe(1);
    await expectPaidOnce(seller, payoutId);
  }, 240_000);
});
