import { commissionOf, DEFAULT_COMMISSION, proportionOf } from '@marketplace/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema/index.ts';
import { reconcileBooks } from '../../finance.ts';
import { createAdmin } from '../../test/admin.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';
import { payInSandbox, placeOrder } from '../../test/orders.ts';
import { createLedgerRepository } from './ledger.repository.ts';

const GOOD_ACCOUNT = { accountNumber: '000123456789', routingNumber: '110000000' };
const FAILING_ACCOUNT = { accountNumber: '000111111116', routingNumber: '110000000' };

type Command =
  | { kind: 'order'; price: number; quantity: number; delivery: number }
  | {
      kind: 'confirm' | 'complete' | 'sellerCancel' | 'buyerCancel' | 'dispute' | 'refundFull' | 'reject';
      pick: number;
    }
  | { kind: 'refundPart'; pick: number; share: number }
  | { kind: 'extra' | 'request' | 'daily' | 'drain' | 'duplicate' }
  | { kind: 'payoutData'; failing: boolean };

const pick = fc.nat(20);
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      price: fc.integer({ min: 100, max: 20_000 }),
      quantity: fc.integer({ min: 1, max: 3 }),
      delivery: fc.integer({ min: 0, max: 2_000 }),
    }),
  },
  ...(['confirm', 'complete', 'sellerCancel', 'buyerCancel', 'dispute', 'refundFull', 'reject'] as const).map(
    (kind) => fc.record({ kind: fc.constant(kind), pick }),
  ),
  fc.record({
    kind: fc.constant('refundPart' as const),
    pick,
    share: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
  }),
  ...(['extra', 'request', 'daily', 'drain', 'duplicate'] as const).map((kind) =>
    fc.record({ kind: fc.constant(kind) }),
  ),
  fc.record({ kind: fc.constant('payoutData' as const), failing: fc.boolean() }),
);

/**
 * Random histories of the money flows against the invariants of the books (docs/decisions/125):
 * after every step the reconciliation finds nothing, no seller balance that may not go negative
 * does, every cause is booked once, and the seller holds what a plain model says their sales
 * earned less what refunds took back. PostgreSQL only (TEST_DATABASE_URL): a long random test.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the books over random histories (PostgreSQL)', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-11-10T12:00:00Z'));
  let admin: Caller;
  let categoryId: number;

  beforeAll(async () => {
    // Events handled only when a step drains them, so a refused step can be seen to book nothing.
    t = await buildTestApp({ clock, env: { EVENT_RELAY: 'false' } });
    categoryId = (await createCategory(t.database.db)).id;
    admin = await createAdmin(t.database.db);
  });
  afterAll(() => t.close());

  const transferCount = async () =>
    (await t.database.db.execute(sql`select count(*)::int as n from ledger_transfers`)) as unknown as {
      rows: { n: number }[];
    };

  it('keeps the books balanced and the seller’s money equal to a model, step after step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 8, maxLength: 12 }), async (commands) => {
        const seller: Caller = { id: (await createAccount(t.database.db)).id, region: 'us' };
        const buyer: Caller = { id: (await createAccount(t.database.db)).id, region: 'us' };
        const ledger = createLedgerRepository(t.database.db);
        /** Per order: what the buyer paid, the commission, what refunds took from the seller. */
        const model: { id: number; amount: number; commission: number; paymentId: number; back: number }[] =
          [];
        let lastOfferId: number | null = null;
        const orderOf = (index: number) => model[index % Math.max(1, model.length)];

        for (const step of commands) {
          const before = (await transferCount()).rows[0]!.n;
          /** A refused step answers 4xx and books nothing. */
          const refusedOrDone = async (answer: { statusCode: number }, done: () => void) => {
            if (answer.statusCode === 200) done();
            else {
              expect(answer.statusCode, JSON.stringify(step)).toBeGreaterThanOrEqual(400);
              expect(answer.statusCode, JSON.stringify(step)).toBeLessThan(500);
              expect((await transferCount()).rows[0]!.n).toBe(before);
            }
          };
          const refund = (order: (typeof model)[number], amount: number) => {
            order.back = amount - proportionOf(order.commission, amount, order.amount);
          };
          switch (step.kind) {
            case 'order': {
              const offer = await createOffer(t.database.db, {
                accountId: seller.id,
                categoryId,
                quantity: 5,
                priceAmount: step.price,
                deliveryMethod: 'courier',
                deliveryPrice: step.delivery,
              });
              lastOfferId = offer.id;
              const placed = await placeOrder(t, buyer, [{ product: offer.id, quantity: step.quantity }]);
              expect(placed.statusCode).toBe(201);
              const body = placed.json();
              expect((await payInSandbox(t, buyer, body.payment.gatewayData.clientSecret)).json()).toEqual({
                status: 'succeeded',
              });
              const productValue = step.price * step.quantity;
              const [row] = await t.database.db
                .select()
                .from(orders)
                .where(eq(orders.id, body.order.orderId));
              model.push({
                id: body.order.orderId,
                amount: productValue + step.delivery,
                commission: commissionOf(productValue, DEFAULT_COMMISSION.us),
                paymentId: row!.paymentId!,
                back: 0,
              });
              break;
            }
            case 'confirm':
            case 'complete':
            case 'sellerCancel':
            case 'buyerCancel':
            case 'dispute':
            case 'refundFull':
            case 'reject':
            case 'refundPart': {
              const order = orderOf(step.pick);
              if (!order) break;
              const path = `/api/orders/${order.id}`;
              if (step.kind === 'confirm')
                await refusedOrDone(await t.as(seller).post(`${path}/confirm`), () => {});
              if (step.kind === 'complete')
                await refusedOrDone(await t.as(buyer).post(`${path}/complete`), () => {});
              if (step.kind === 'dispute')
                await refusedOrDone(
                  await t.as(buyer).post(`${path}/dispute`, { description: 'Broken.' }),
                  () => {},
                );
              if (step.kind === 'sellerCancel' || step.kind === 'buyerCancel')
                await refusedOrDone(
                  await t.as(step.kind === 'sellerCancel' ? seller : buyer).post(`${path}/cancel`),
                  () => refund(order, order.amount),
                );
              if (step.kind === 'reject')
                await refusedOrDone(
                  await t.as(admin).post(`/api/admin/disputes/orders/${order.id}/reject`, { reason: 'No.' }),
                  () => {},
                );
              if (step.kind === 'refundFull' || step.kind === 'refundPart') {
                const amount =
                  step.kind === 'refundPart'
                    ? Math.max(1, Math.floor(order.amount * step.share))
                    : order.amount;
                await refusedOrDone(
                  await t
                    .as(admin)
                    .post(`/api/admin/disputes/orders/${order.id}/refund`, { amount, reason: 'Refunded.' }),
                  () => refund(order, amount),
                );
              }
              break;
            }
            case 'extra': {
              if (lastOfferId === null) break;
              const bought = await t
                .as(seller)
                .post(`/api/offers/${lastOfferId}/buy-features`, { features: { highlight: true } });
              if (bought.statusCode !== 201 && bought.statusCode !== 200) {
                expect(bought.statusCode).toBeLessThan(500);
                break;
              }
              const secret = bought.json().payment.gatewayData.clientSecret;
              await payInSandbox(t, seller, secret);
              break;
            }
            case 'payoutData': {
              const answer = await t.as(seller).post('/api/accounts/my/update-payout', {
                holder: 'Sam Seller',
                account: step.failing ? FAILING_ACCOUNT : GOOD_ACCOUNT,
              });
              expect(answer.statusCode).toBeLessThan(500);
              break;
            }
            case 'request': {
              const answer = await t.as(seller).post('/api/payouts');
              expect([201, 409]).toContain(answer.statusCode);
              break;
            }
            case 'daily':
              await t.runJob('daily-payouts');
              break;
            case 'drain':
              await t.drainEvents();
              break;
            case 'duplicate': {
              // Deliveries handled twice at once, and a payment's success reported again.
              await Promise.all([t.drainEvents(), t.drainEvents()]);
              const last = model.at(-1);
              if (last) {
                const [payment] = await t.database.db
                  .select({ providerPaymentId: payments.providerPaymentId })
                  .from(payments)
                  .where(eq(payments.id, last.paymentId));
                if (payment?.providerPaymentId)
                  await t.app.payments.applyEvent({
                    type: 'succeeded',
                    providerPaymentId: payment.providerPaymentId,
                  });
              }
              break;
            }
          }

          expect(await reconcileBooks(t.database.db), JSON.stringify(step)).toEqual([]);
          const balances = await ledger.sellerBalances(seller.id, 'USD');
          expect(balances.pending).toBeGreaterThanOrEqual(0);
          expect(balances.inPayout).toBeGreaterThanOrEqual(0);
          const keys = (await t.database.db.execute(
            sql`select count(*)::int as n, count(distinct cause_key)::int as d from ledger_transfers`,
          )) as unknown as { rows: { n: number; d: number }[] };
          expect(keys.rows[0]!.d).toBe(keys.rows[0]!.n);
          const paidOut = await ledger.paidOut(seller.id, 'USD');
          const earned = model.reduce((sum, order) => sum + order.amount - order.commission - order.back, 0);
          expect(
            balances.available + balances.pending + balances.inPayout + paidOut,
            JSON.stringify(step),
          ).toBe(earned);
        }
        clock.advance(24 * 3_600_000 + 1);
      }),
      { numRuns: 10, endOnFailure: true },
    );
  }, 180_000);
});
