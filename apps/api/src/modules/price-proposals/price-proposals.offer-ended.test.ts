import { MESSAGES, type BasketDto, type PriceProposalDto } from '@marketplace/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, notifications, offers, priceProposals } from '../../db/schema/index.ts';
import { createAdmin } from '../../test/admin.ts';
import { PASSWORD, registerUser } from '../../test/accounts.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { chatUser } from '../../test/chat.ts';
import { createCategory, createOffer } from '../../test/factories.ts';
import { payInSandbox, placeOrder } from '../../test/orders.ts';

const HOUR = 60 * 60 * 1000;

/**
 * A proposal does not outlive its offer (decision 115): whatever ends the offer ends its open
 * proposals and agreed prices in the same transaction and tells the buyer; an answer then is 409.
 */
describe('price proposals end with their offer', () => {
  const clock = createTestClock();
  let t: TestApp;
  let seller: Caller;
  let categoryId: number;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    seller = await chatUser(t);
    categoryId = (await createCategory(t.database.db)).id;
  });
  afterAll(async () => t.close());

  const product = (values: { accountId?: number; quantity?: number } = {}) =>
    createOffer(t.database.db, {
      accountId: seller.id,
      categoryId,
      priceAmount: 10_000,
      quantity: 5,
      ...values,
    });
  const make = async (buyer: Caller, offerId: number, amount: number) => {
    const answer = await t.as(buyer).post('/api/price-proposals', { offer_id: offerId, amount });
    expect(answer.statusCode).toBe(201);
    return answer.json<PriceProposalDto>();
  };
  const step = (caller: Caller, id: number, action: 'accept' | 'decline' | 'counter') =>
    t
      .as(caller)
      .post(`/api/price-proposals/${id}/${action}`, action === 'counter' ? { amount: 9_000 } : undefined);
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(priceProposals).where(eq(priceProposals.id, id)))[0]!.status;
  const stepsOf = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.proposalId, id))
        .orderBy(asc(chatMessages.id))
    ).map((message) => ({ step: message.proposalStep, authorId: message.authorId }));
  const endedNotices = async (accountId: number) =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.accountId, accountId), eq(notifications.kind, 'priceproposal')))
    ).filter((notification) => (notification.data as { step: string }).step === 'ended');
  const agreedPriceIn = async (buyer: Caller, offerId: number) => {
    await t.as(buyer).post('/api/basket/items', { offer_id: offerId, quantity: 1 });
    const basket = (await t.as(buyer).get('/api/basket')).json<BasketDto>();
    return basket.items.find((line) => line.offer.id === offerId)?.agreedPrice ?? null;
  };

  /** On `offer` of `owner`: one buyer's open proposal, another's agreed price. */
  async function proposalsOn(offerId: number, owner = seller) {
    const waitingBuyer = await chatUser(t);
    const agreedBuyer = await chatUser(t);
    const waiting = await make(waitingBuyer, offerId, 7_000);
    const agreed = await make(agreedBuyer, offerId, 8_000);
    expect((await step(owner, agreed.id, 'accept')).statusCode).toBe(200);
    return { waitingBuyer, agreedBuyer, waiting, agreed };
  }

  /** Both ended, each buyer told once in the conversation and by a notification, nobody else told. */
  async function expectEnded(
    { waitingBuyer, agreedBuyer, waiting, agreed }: Awaited<ReturnType<typeof proposalsOn>>,
    owner = seller,
    { ownerSignedIn = true } = {},
  ) {
    expect(await statusOf(waiting.id)).toBe('ended');
    expect(await statusOf(agreed.id)).toBe('ended');
    expect((await stepsOf(waiting.id)).at(-1)).toEqual({ step: 'ended', authorId: owner.id });
    expect((await stepsOf(agreed.id)).slice(-2)).toEqual([
      { step: 'accepted', authorId: owner.id },
      { step: 'ended', authorId: owner.id },
    ]);
    expect(await endedNotices(waitingBuyer.id)).toHaveLength(1);
    expect((await endedNotices(agreedBuyer.id))[0]!.data).toMatchObject({
      proposalId: agreed.id,
      step: 'ended',
      amount: 8_000,
    });
    expect(await endedNotices(owner.id)).toEqual([]);
    // The buyer sees it ended, without buttons; the seller can no longer answer it.
    const [seen] = (
      await t.as(waitingBuyer).get(`/api/price-proposals?conversation_id=${waiting.conversationId}`)
    ).json<{ items: PriceProposalDto[] }>().items;
    expect(seen).toMatchObject({ status: 'ended', canAccept: false, canDecline: false, canCounter: false });
    if (!ownerSignedIn) return;
    for (const action of ['accept', 'decline', 'counter'] as const)
      expect((await step(owner, waiting.id, action)).json()).toEqual({
        code: 409,
        message: MESSAGES.proposalOfferEnded,
      });
  }

  it('ends them when the seller closes the offer', async () => {
    const offer = await product();
    const proposals = await proposalsOn(offer.id);
    expect((await t.as(seller).post(`/api/offers/${offer.id}/close`)).statusCode).toBe(200);
    await expectEnded(proposals);
    // No agreed price for a closed offer: the basket drops it, an order cannot use it.
    expect(await agreedPriceIn(proposals.agreedBuyer, offer.id)).toBeNull();
  });

  it('ends them when the offer expires (the job)', async () => {
    const offer = await product();
    const proposals = await proposalsOn(offer.id);
    await t.database.db
      .update(offers)
      .set({ expiredAt: new Date(clock().getTime() - 1_000) })
      .where(eq(offers.id, offer.id));
    expect(await t.runJob('close-expired-offers')).toBe(1);
    await expectEnded(proposals);
  });

  it('ends them when the last piece is sold, all but the agreed price the order is bought at', async () => {
    const offer = await product({ quantity: 2 });
    const proposals = await proposalsOn(offer.id);
    // One piece sold: the offer can still be bought, nothing ends.
    const first = await placeOrder(t, await chatUser(t), [{ product: offer.id }]);
    expect(first.statusCode).toBe(201);
    expect(await statusOf(proposals.waiting.id)).toBe('open');
    // The last piece, bought at an agreed price: the others end, that one is used by the order.
    const lastBuyer = await chatUser(t);
    const own = await make(lastBuyer, offer.id, 9_000);
    await step(seller, own.id, 'accept');
    const last = await placeOrder(t, lastBuyer, [{ product: offer.id }]);
    expect(last.statusCode).toBe(201);
    expect(last.json().order.amount).toBe(9_000);
    await expectEnded(proposals);
    expect(await statusOf(own.id)).toBe('accepted');
    expect(await endedNotices(lastBuyer.id)).toEqual([]);
    await payInSandbox(t, lastBuyer, last.json().payment.gatewayData.clientSecret);
    await t.drainEvents();
    expect(await statusOf(own.id)).toBe('consumed');
  });

  it('ends them when an administrator blocks the seller, and an unblock does not bring them back', async () => {
    const blocked = await chatUser(t);
    const offer = await product({ accountId: blocked.id });
    const proposals = await proposalsOn(offer.id, blocked);
    const admin = await createAdmin(t.database.db);
    const block = (action: 'block' | 'unblock') =>
      t.as(admin).post(`/api/admin/users/${blocked.id}/${action}`, { reason: 'Sells counterfeits.' });
    expect((await block('block')).statusCode).toBe(200);
    // Blocked, the seller cannot call the API at all; unblocked, the proposals stay ended.
    await expectEnded(proposals, blocked, { ownerSignedIn: false });
    expect((await block('unblock')).statusCode).toBe(200);
    expect(await statusOf(proposals.waiting.id)).toBe('ended');
    expect((await step(blocked, proposals.waiting.id, 'accept')).json()).toEqual({
      code: 409,
      message: MESSAGES.proposalOfferEnded,
    });
  });

  it('ends them when a moderator closes the reported offer', async () => {
    const offer = await product();
    const proposals = await proposalsOn(offer.id);
    const reporter = await registerUser(t);
    const report = await t
      .as(reporter)
      .post(`/api/offers/${offer.id}/report`, { reason: 'fraud', description: 'Wants a wire transfer.' });
    expect(report.statusCode).toBe(201);
    const [reportRow] = (
      await t.as(await createAdmin(t.database.db)).get('/api/admin/reports?state=open&page=1')
    )
      .json()
      .items.find((item: { offer: { id: number } }) => item.offer.id === offer.id).reports;
    const closed = await t
      .as(await createAdmin(t.database.db))
      .post(`/api/admin/reports/${reportRow.id}/close-offer`, {
        reason: 'Counterfeit goods are not allowed.',
      });
    expect(closed.statusCode).toBe(200);
    await expectEnded(proposals);
  });

  it('ends them when the seller deletes their account', async () => {
    const leaving = await registerUser(t);
    const offer = await product({ accountId: leaving.id });
    const proposals = await proposalsOn(offer.id, leaving);
    expect((await t.as(leaving).post('/api/accounts/my/delete', { password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect(await statusOf(proposals.waiting.id)).toBe('ended');
    expect(await statusOf(proposals.agreed.id)).toBe('ended');
    expect(await endedNotices(proposals.waitingBuyer.id)).toHaveLength(1);
    expect(await endedNotices(proposals.agreedBuyer.id)).toHaveLength(1);
  });

  it('refuses an answer when the offer stopped being buyable some other way (409)', async () => {
    const offer = await product();
    const buyer = await chatUser(t);
    const waiting = await make(buyer, offer.id, 7_000);
    const counter = (
      await step(seller, (await make(buyer, offer.id, 6_000)).id, 'counter')
    ).json<PriceProposalDto>();
    // Written past the offers module, as a path that does not end the proposals would leave it.
    await t.database.db.update(offers).set({ quantity: 0 }).where(eq(offers.id, offer.id));
    for (const action of ['accept', 'decline', 'counter'] as const)
      expect((await step(seller, waiting.id, action)).json()).toEqual({
        code: 409,
        message: MESSAGES.proposalOfferEnded,
      });
    expect((await step(buyer, counter.id, 'accept')).statusCode).toBe(409);
    expect(await statusOf(waiting.id)).toBe('open');
  });

  it('gives one consistent outcome when the seller closes the offer while accepting a proposal', async () => {
    for (let round = 0; round < 3; round++) {
      const offer = await product();
      const buyer = await chatUser(t);
      const proposal = await make(buyer, offer.id, 7_000);
      const [accepted, closed] = await Promise.all([
        step(seller, proposal.id, 'accept'),
        t.as(seller).post(`/api/offers/${offer.id}/close`),
      ]);
      expect(closed.statusCode).toBe(200);
      // Either the accept came first and the close ended the agreed price, or the close came first.
      expect([200, 409]).toContain(accepted.statusCode);
      expect(await statusOf(proposal.id)).toBe('ended');
      expect((await stepsOf(proposal.id)).map((message) => message.step)).toEqual(
        accepted.statusCode === 200 ? ['made', 'accepted', 'ended'] : ['made', 'ended'],
      );
    }
  });

  it('gives one consistent outcome when a proposal is made while the seller closes the offer', async () => {
    for (let round = 0; round < 3; round++) {
      const offer = await product();
      const buyer = await chatUser(t);
      const [made, closed] = await Promise.all([
        t.as(buyer).post('/api/price-proposals', { offer_id: offer.id, amount: 7_000 }),
        t.as(seller).post(`/api/offers/${offer.id}/close`),
      ]);
      expect(closed.statusCode).toBe(200);
      // Made first and then ended with the offer, or refused as the offer was gone: never left open.
      expect([201, 404]).toContain(made.statusCode);
      const rows = await t.database.db
        .select()
        .from(priceProposals)
        .where(eq(priceProposals.offerId, offer.id));
      expect(rows.map((row) => row.status)).toEqual(made.statusCode === 201 ? ['ended'] : []);
    }
  });

  it('keeps the agreed price of an unpaid order whose offer ends, and paying consumes it', async () => {
    const offer = await product();
    const buyer = await chatUser(t);
    const proposal = await make(buyer, offer.id, 8_000);
    await step(seller, proposal.id, 'accept');
    const placed = await placeOrder(t, buyer, [{ product: offer.id }]);
    expect(placed.json().order.amount).toBe(8_000);
    await t.as(seller).post(`/api/offers/${offer.id}/close`);
    expect(await statusOf(proposal.id)).toBe('ended');
    clock.advance(HOUR / 60);
    await payInSandbox(t, buyer, placed.json().payment.gatewayData.clientSecret);
    await t.drainEvents();
    expect(await statusOf(proposal.id)).toBe('consumed');
  });
});
