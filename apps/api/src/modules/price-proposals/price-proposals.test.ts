import { MESSAGES, type BasketDto, type PriceProposalDto } from '@marketplace/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, notifications, orderProducts, priceProposals } from '../../db/schema/index.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { PASSWORD, registerUser } from '../../test/accounts.ts';
import { accessTokenOf, chatUser, openSocket } from '../../test/chat.ts';
import { createCategory, createOffer } from '../../test/factories.ts';
import { payInSandbox, placeOrder } from '../../test/orders.ts';

const HOUR = 60 * 60 * 1000;

/** Making an offer on a price (issue 28): every rule, through the HTTP API on a real database. */
describe('price proposals', () => {
  const clock = createTestClock();
  let t: TestApp;
  let seller: Caller;
  let buyer: Caller;
  let categoryId: number;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    seller = await chatUser(t);
    buyer = await chatUser(t);
    categoryId = (await createCategory(t.database.db)).id;
  });
  afterAll(async () => t.close());

  /** A published product of the seller at 100.00, with `quantity` pieces. */
  const product = (
    values: { quantity?: number; priceAmount?: number; region?: 'us' | 'pl'; accountId?: number } = {},
  ) =>
    createOffer(t.database.db, {
      accountId: seller.id,
      categoryId,
      priceAmount: 10_000,
      quantity: 5,
      ...values,
    });

  const make = (caller: Caller, offerId: number, amount: unknown) =>
    t.as(caller).post('/api/price-proposals', { offer_id: offerId, amount });
  const proposalsIn = async (caller: Caller, conversationId: number) =>
    (await t.as(caller).get(`/api/price-proposals?conversation_id=${conversationId}`)).json<{
      items: PriceProposalDto[];
    }>().items;
  const rowsOf = (offerId: number) =>
    t.database.db.select().from(priceProposals).where(eq(priceProposals.offerId, offerId));
  const basketOf = async (caller: Caller) => (await t.as(caller).get('/api/basket')).json<BasketDto>();

  it('makes a proposal: a message with the proposal in the conversation about the offer, the seller notified live', async () => {
    const offer = await product();
    const socket = await openSocket(t, { token: await accessTokenOf(t, seller) });
    const answer = await make(buyer, offer.id, 8_000);
    expect(answer.statusCode).toBe(201);
    const proposal = answer.json<PriceProposalDto>();
    expect(proposal).toMatchObject({
      offerId: offer.id,
      proposedBy: 'buyer',
      amount: 8_000,
      askingPrice: 10_000,
      currency: 'USD',
      status: 'open',
      canAccept: false,
      canCounter: false,
    });
    // The seller sees it with the buttons; the conversation holds its message.
    const [seen] = await proposalsIn(seller, proposal.conversationId);
    expect(seen).toMatchObject({ id: proposal.id, canAccept: true, canDecline: true, canCounter: true });
    const conversation = (await t.as(seller).get(`/api/conversations/${proposal.conversationId}`)).json<{
      offerId: number;
      messages: { items: { message: string; proposal: unknown }[] };
    }>();
    expect(conversation.offerId).toBe(offer.id);
    expect(conversation.messages.items.at(-1)).toMatchObject({
      message: '$80',
      proposal: { id: proposal.id, step: 'made' },
    });
    const message = await socket.next((event) => event.type === 'message');
    expect(message).toMatchObject({ message: { proposal: { id: proposal.id, step: 'made' } } });
    await socket.next((event) => event.type === 'notification');
    socket.close();
    const [notification] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, seller.id), eq(notifications.kind, 'priceproposal')));
    expect(notification!.data).toMatchObject({ step: 'made', amount: 8_000, offerTitle: offer.title });
    // A stranger sees nothing of it.
    const stranger = await chatUser(t);
    expect(await proposalsIn(stranger, proposal.conversationId)).toEqual([]);
    expect((await t.as(stranger).get(`/api/price-proposals/${proposal.id}`)).statusCode).toBe(404);
  });

  it('reuses the conversation the two already have about the offer', async () => {
    const offer = await product();
    const started = (await t.as(buyer).post(`/api/conversations/${seller.id}/${offer.id}`)).json<{
      id: number;
    }>();
    const proposal = (await make(buyer, offer.id, 9_000)).json<PriceProposalDto>();
    expect(proposal.conversationId).toBe(started.id);
  });

  it.each([
    ['the asking price', 10_000, MESSAGES.proposalNotBelowPrice],
    ['above the asking price', 12_000, MESSAGES.proposalNotBelowPrice],
    ['below the floor (half the price)', 4_999, MESSAGES.proposalBelowFloor],
    ['a fraction of a minor unit', 7_000.5, MESSAGES.notANumber],
    ['a string', 'abc', MESSAGES.notANumber],
    ['zero', 0, MESSAGES.invalidValue],
    ['past the bound', 100_000_000, MESSAGES.orderTooLarge],
  ])('refuses %s with a field error', async (_name, amount, message) => {
    const offer = await product();
    const answer = await make(buyer, offer.id, amount);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.children.amount.errors).toEqual([message]);
    // Nothing written, but a refusal below the floor, kept as declined so that it counts (decision 114).
    expect((await rowsOf(offer.id)).map((row) => row.status)).toEqual(
      message === MESSAGES.proposalBelowFloor ? ['declined'] : [],
    );
  });

  it('takes the floor itself (half the price, rounded up)', async () => {
    const offer = await product({ priceAmount: 9_999 });
    expect((await make(buyer, offer.id, 4_999)).statusCode).toBe(400);
    expect((await make(buyer, offer.id, 5_000)).statusCode).toBe(201);
  });

  it('refuses one’s own offer (403), a guest (401), a missing offer or one of the other edition (404), a service (404)', async () => {
    const offer = await product();
    expect((await make(seller, offer.id, 8_000)).json()).toEqual({
      code: 403,
      message: MESSAGES.cannotProposePrice,
    });
    expect(
      (await t.anonymous.post('/api/price-proposals', { offer_id: offer.id, amount: 8_000 })).statusCode,
    ).toBe(401);
    expect((await make(buyer, 2_147_483_000, 8_000)).statusCode).toBe(404);
    const polish = await chatUser(t, 'pl');
    expect((await make(polish, offer.id, 8_000)).statusCode).toBe(404);
    const service = await createOffer(t.database.db, {
      accountId: seller.id,
      categoryId,
      type: 'service',
      priceAmount: null,
    });
    expect((await make(buyer, service.id, 8_000)).statusCode).toBe(404);
    expect(await rowsOf(offer.id)).toEqual([]);
  });

  it('allows three open proposals per buyer and offer, a fourth is refused (409), also when four arrive at once', async () => {
    const offer = await product();
    const answers = await Promise.all(
      [6_000, 6_500, 7_000, 7_500].map((amount) => make(buyer, offer.id, amount)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
      code: 409,
      message: MESSAGES.tooManyOpenProposals,
    });
    expect(await rowsOf(offer.id)).toHaveLength(3);
    // Another buyer has their own three.
    expect((await make(await chatUser(t), offer.id, 6_000)).statusCode).toBe(201);
    // One answered frees a place.
    const first = answers.find((answer) => answer.statusCode === 201)!.json<PriceProposalDto>();
    expect((await t.as(seller).post(`/api/price-proposals/${first.id}/decline`)).json()).toMatchObject({
      status: 'declined',
    });
    expect((await make(buyer, offer.id, 8_000)).statusCode).toBe(201);
  });

  it('counters: only the seller, above the buyer’s price and below the asking one; the countered proposal can no longer be accepted', async () => {
    const offer = await product();
    const proposal = (await make(buyer, offer.id, 6_000)).json<PriceProposalDto>();
    const counter = (amount: number, caller = seller) =>
      t.as(caller).post(`/api/price-proposals/${proposal.id}/counter`, { amount });
    expect((await counter(7_000, buyer)).json()).toEqual({ code: 403, message: MESSAGES.proposalNotYours });
    expect((await counter(6_000)).json().errors.children.amount.errors).toEqual([
      MESSAGES.counterNotAboveProposal,
    ]);
    expect((await counter(10_000)).json().errors.children.amount.errors).toEqual([
      MESSAGES.proposalNotBelowPrice,
    ]);
    expect(await rowsOf(offer.id)).toHaveLength(1);
    const countered = await counter(8_500);
    expect(countered.statusCode).toBe(201);
    expect(countered.json<PriceProposalDto>()).toMatchObject({
      proposedBy: 'seller',
      amount: 8_500,
      counterOf: proposal.id,
    });
    // Stale: the countered one cannot be accepted, nor countered again.
    expect((await t.as(seller).post(`/api/price-proposals/${proposal.id}/accept`)).json()).toEqual({
      code: 409,
      message: MESSAGES.proposalNotOpen,
    });
    expect((await counter(9_000)).statusCode).toBe(409);
    // The seller does not accept their own counter; the buyer sees Accept and Decline, not Counter.
    const counterId = countered.json<PriceProposalDto>().id;
    expect((await t.as(seller).post(`/api/price-proposals/${counterId}/accept`)).statusCode).toBe(403);
    const [, seen] = await proposalsIn(buyer, proposal.conversationId);
    expect(seen).toMatchObject({ id: counterId, canAccept: true, canDecline: true, canCounter: false });
    expect(
      (await t.as(buyer).post(`/api/price-proposals/${counterId}/counter`, { amount: 9_000 })).statusCode,
    ).toBe(403);
  });

  it('refuses an accept of someone else’s proposal (404) and of a decided one (409)', async () => {
    const offer = await product();
    const proposal = (await make(buyer, offer.id, 6_000)).json<PriceProposalDto>();
    const stranger = await chatUser(t);
    expect((await t.as(stranger).post(`/api/price-proposals/${proposal.id}/accept`)).json()).toEqual({
      code: 404,
      message: MESSAGES.notFound,
    });
    expect((await t.as(seller).post(`/api/price-proposals/${proposal.id}/decline`)).statusCode).toBe(200);
    expect((await t.as(seller).post(`/api/price-proposals/${proposal.id}/accept`)).statusCode).toBe(409);
    expect((await rowsOf(offer.id))[0]!.status).toBe('declined');
  });

  it('gives one accept of two at once, and one agreed price of two proposals accepted at once', async () => {
    const offer = await product();
    const proposal = (await make(buyer, offer.id, 6_000)).json<PriceProposalDto>();
    const twice = await Promise.all(
      [1, 2].map(() => t.as(seller).post(`/api/price-proposals/${proposal.id}/accept`)),
    );
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const messages = await t.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.proposalId, proposal.id), eq(chatMessages.proposalStep, 'accepted')));
    expect(messages).toHaveLength(1);

    const other = await product();
    const a = (await make(buyer, other.id, 6_000)).json<PriceProposalDto>();
    const b = (await make(buyer, other.id, 7_000)).json<PriceProposalDto>();
    const both = await Promise.all(
      [a, b].map((p) => t.as(seller).post(`/api/price-proposals/${p.id}/accept`)),
    );
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const accepted = (await rowsOf(other.id)).filter((row) => row.status === 'accepted');
    expect(accepted).toHaveLength(1);
  });

  it('holds an accepted price for the buyer alone: their basket and order use it, paying consumes it', async () => {
    const offer = await product();
    const proposal = (await make(buyer, offer.id, 6_000)).json<PriceProposalDto>();
    const counter = (
      await t.as(seller).post(`/api/price-proposals/${proposal.id}/counter`, { amount: 8_000 })
    ).json<PriceProposalDto>();
    const accepted = await t.as(buyer).post(`/api/price-proposals/${counter.id}/accept`);
    expect(accepted.json<PriceProposalDto>()).toMatchObject({ status: 'accepted', canAccept: false });
    expect(new Date(accepted.json<PriceProposalDto>().expiresAt).getTime()).toBe(
      clock().getTime() + 24 * HOUR,
    );

    await t.as(buyer).post('/api/basket/items', { offer_id: offer.id, quantity: 1 });
    expect((await basketOf(buyer)).items[0]!.agreedPrice).toMatchObject({
      proposalId: counter.id,
      amount: 8_000,
    });
    // Another buyer pays the asking price.
    const other = await chatUser(t);
    await t.as(other).post('/api/basket/items', { offer_id: offer.id, quantity: 1 });
    expect((await basketOf(other)).items[0]!.agreedPrice).toBeNull();

    // More than one piece at the agreed price is refused.
    const two = await placeOrder(t, buyer, [{ product: offer.id, quantity: 2 }]);
    expect(two.statusCode).toBe(400);
    expect(
      two.json().errors.children.basket.children.products.children['0'].children.quantity.errors,
    ).toEqual([MESSAGES.agreedPriceOnePiece]);

    const placed = await placeOrder(t, buyer, [{ product: offer.id }]);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.amount).toBe(8_000);
    const orderId = placed.json().order.orderId as number;
    const [line] = await t.database.db.select().from(orderProducts).where(eq(orderProducts.orderId, orderId));
    expect(line).toMatchObject({ unitPrice: 8_000, priceProposalId: counter.id });
    expect((await payInSandbox(t, buyer, placed.json().payment.gatewayData.clientSecret)).json()).toEqual({
      status: 'succeeded',
    });
    await t.drainEvents();
    const row = (await rowsOf(offer.id)).find((r) => r.id === counter.id)!;
    expect(row).toMatchObject({ status: 'consumed', orderId });
    const order = (await t.as(buyer).get(`/api/orders/bought/${orderId}`)).json();
    expect(order.products[0]).toMatchObject({ price: 8_000, agreedPrice: true });
    // Consumed: the next order pays the asking price.
    const again = await placeOrder(t, buyer, [{ product: offer.id }]);
    expect(again.json().order.amount).toBe(10_000);
  });

  it('expires an agreed price after 24 hours (a timed step) and an unanswered proposal after 48', async () => {
    const offer = await product();
    const accepted = (await make(buyer, offer.id, 7_000)).json<PriceProposalDto>();
    const waiting = (await make(buyer, offer.id, 7_500)).json<PriceProposalDto>();
    await t.as(seller).post(`/api/price-proposals/${accepted.id}/accept`);
    await t.as(buyer).post('/api/basket/items', { offer_id: offer.id, quantity: 1 });
    expect(
      (await basketOf(buyer)).items.find((line) => line.offer.id === offer.id)!.agreedPrice,
    ).not.toBeNull();

    clock.advance(24 * HOUR + 1_000);
    // Past its time it no longer applies, even before the step runs.
    expect((await basketOf(buyer)).items.find((line) => line.offer.id === offer.id)!.agreedPrice).toBeNull();
    await t.drainEvents();
    expect((await rowsOf(offer.id)).find((row) => row.id === accepted.id)!.status).toBe('expired');
    const placed = await placeOrder(t, buyer, [{ product: offer.id }]);
    expect(placed.json().order.amount).toBe(10_000);

    clock.advance(24 * HOUR);
    expect((await t.as(seller).post(`/api/price-proposals/${waiting.id}/accept`)).json()).toEqual({
      code: 409,
      message: MESSAGES.proposalNotOpen,
    });
    await t.drainEvents();
    expect((await rowsOf(offer.id)).find((row) => row.id === waiting.id)!.status).toBe('expired');
  });

  it('ends a deleted account’s open proposals and agreed prices (decision 078)', async () => {
    const leaving = await registerUser(t);
    const offer = await product();
    const agreed = (await make(leaving, offer.id, 6_000)).json<PriceProposalDto>();
    const waiting = (await make(leaving, offer.id, 7_000)).json<PriceProposalDto>();
    await t.as(seller).post(`/api/price-proposals/${agreed.id}/accept`);
    expect((await t.as(leaving).post('/api/accounts/my/delete', { password: PASSWORD })).statusCode).toBe(
      200,
    );
    const rows = await rowsOf(offer.id);
    expect(rows.map((row) => row.status)).toEqual(['expired', 'expired']);
    expect((await t.as(seller).post(`/api/price-proposals/${waiting.id}/accept`)).statusCode).toBe(409);
  });

  it('answers in the edition’s currency on the Polish edition', async () => {
    const polishSeller = await chatUser(t, 'pl');
    const polishBuyer = await chatUser(t, 'pl');
    const offer = await createOffer(t.database.db, {
      accountId: polishSeller.id,
      categoryId,
      region: 'pl',
      priceAmount: 20_050,
    });
    const answer = await make(polishBuyer, offer.id, 15_050);
    expect(answer.json<PriceProposalDto>()).toMatchObject({ currency: 'PLN', amount: 15_050 });
    const conversation = (
      await t.as(polishSeller).get(`/api/conversations/${answer.json<PriceProposalDto>().conversationId}`)
    ).json<{ messages: { items: { message: string }[] } }>();
    expect(conversation.messages.items.at(-1)!.message.replace(/\s/g, ' ')).toBe('150,50 zł');
  });
});
