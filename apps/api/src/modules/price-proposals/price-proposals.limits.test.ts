import {
  MESSAGES,
  PRICE_PROPOSALS_PER_WINDOW_MAX,
  PRICE_PROPOSALS_WINDOW_MS,
  type PriceProposalDto,
} from '@marketplace/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, notifications, priceProposals } from '../../db/schema/index.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { chatUser } from '../../test/chat.ts';
import { createCategory, createOffer } from '../../test/factories.ts';

/**
 * The seller's floor cannot be walked for free (decision 114): every proposal counts, a refusal
 * below the floor too, at most five per buyer and offer a day, and the limits come before the
 * amount, so a capped buyer's answer is the same whatever they offer.
 */
describe('price proposals: limits before the amount', () => {
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

  /** A published product of the seller at 100.00 whose floor is 60.00. */
  const product = () =>
    createOffer(t.database.db, {
      accountId: seller.id,
      categoryId,
      priceAmount: 10_000,
      proposalFloor: 6_000,
      quantity: 5,
    });
  const make = (caller: Caller, offerId: number, amount: number) =>
    t.as(caller).post('/api/price-proposals', { offer_id: offerId, amount });
  const rowsOf = (offerId: number) =>
    t.database.db.select().from(priceProposals).where(eq(priceProposals.offerId, offerId));
  /** What a client can tell apart: the status and the body. */
  const seen = (answer: { statusCode: number; body: string }) => ({
    status: answer.statusCode,
    body: answer.body,
  });

  it('keeps a refusal below the floor as a declined proposal, and tells the seller nothing of it', async () => {
    const buyer = await chatUser(t);
    const offer = await product();
    const refused = await make(buyer, offer.id, 5_999);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.children.amount.errors).toEqual([MESSAGES.proposalBelowFloor]);
    expect(refused.body).not.toContain('6000');
    const [row] = await rowsOf(offer.id);
    expect(row).toMatchObject({ buyerId: buyer.id, amount: 5_999, status: 'declined', proposedBy: 'buyer' });
    expect(row!.decidedAt).not.toBeNull();
    // No message in the conversation and no notification: nothing the seller needs.
    expect(
      await t.database.db.select().from(chatMessages).where(eq(chatMessages.proposalId, row!.id)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.accountId, seller.id), eq(notifications.kind, 'priceproposal'))),
    ).toEqual([]);
    // The refusal is not a proposal anyone sees.
    const made = (await make(buyer, offer.id, 6_000)).json<PriceProposalDto>();
    const listed = (
      await t.as(seller).get(`/api/price-proposals?conversation_id=${made.conversationId}`)
    ).json<{ items: PriceProposalDto[] }>().items;
    expect(listed.map((item) => item.id)).toEqual([row!.id, made.id]);
    expect(listed[0]).toMatchObject({ status: 'declined', canAccept: false, canCounter: false });
  });

  it('answers a buyer with three open proposals the same below and above the floor (the old 400/409 probe)', async () => {
    const buyer = await chatUser(t);
    const offer = await product();
    for (const amount of [7_000, 7_500, 8_000])
      expect((await make(buyer, offer.id, amount)).statusCode).toBe(201);
    const below = await make(buyer, offer.id, 1_000);
    const above = await make(buyer, offer.id, 9_000);
    expect(seen(below)).toEqual(seen(above));
    expect(below.json()).toEqual({ code: 409, message: MESSAGES.tooManyOpenProposals });
    expect(await rowsOf(offer.id)).toHaveLength(3);
  });

  it('allows five proposals a day whatever their outcome; the sixth is 429 with the same answer for any amount', async () => {
    const buyer = await chatUser(t);
    const offer = await product();
    // Four refusals below the floor and one proposal: five made.
    for (const amount of [1_000, 3_000, 5_000, 5_999])
      expect((await make(buyer, offer.id, amount)).statusCode).toBe(400);
    const made = await make(buyer, offer.id, 6_000);
    expect(made.statusCode).toBe(201);

    const answers = [
      await make(buyer, offer.id, 2_000), // below the floor
      await make(buyer, offer.id, 6_000), // at the floor
      await make(buyer, offer.id, 9_999), // above it
      await make(buyer, offer.id, 10_000), // at the asking price
    ];
    expect(answers[0]!.json()).toEqual({ code: 429, message: MESSAGES.tooManyProposals });
    for (const answer of answers) expect(seen(answer)).toEqual(seen(answers[0]!));
    expect(Number(answers[0]!.headers['retry-after'])).toBe(PRICE_PROPOSALS_WINDOW_MS / 1000);
    // Capped answers write nothing: the cap counts proposals, not attempts.
    expect(await rowsOf(offer.id)).toHaveLength(PRICE_PROPOSALS_PER_WINDOW_MAX);
    // Another buyer, and another offer, have their own five.
    expect((await make(await chatUser(t), offer.id, 6_500)).statusCode).toBe(201);
    expect((await make(buyer, (await product()).id, 6_500)).statusCode).toBe(201);

    // Answered, the open one no longer counts as open, but still counts for the day.
    await t.as(seller).post(`/api/price-proposals/${made.json<PriceProposalDto>().id}/decline`);
    expect((await make(buyer, offer.id, 7_000)).statusCode).toBe(429);
    // The window rolls: a day after the first, the buyer may propose again.
    clock.advance(PRICE_PROPOSALS_WINDOW_MS + 1_000);
    expect((await make(buyer, offer.id, 7_000)).statusCode).toBe(201);
  });

  it('gives the fifth place to one of two proposals made at once', async () => {
    const buyer = await chatUser(t);
    const offer = await product();
    for (const amount of [1_000, 2_000, 3_000, 4_000])
      expect((await make(buyer, offer.id, amount)).statusCode).toBe(400);
    const both = await Promise.all([make(buyer, offer.id, 7_000), make(buyer, offer.id, 7_500)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 429]);
    expect(await rowsOf(offer.id)).toHaveLength(PRICE_PROPOSALS_PER_WINDOW_MAX);
  });

  it('checks the limits before the asking price too, and does not count an amount at or above it', async () => {
    const buyer = await chatUser(t);
    const offer = await product();
    const atPrice = await make(buyer, offer.id, 10_000);
    expect(atPrice.json().errors.children.amount.errors).toEqual([MESSAGES.proposalNotBelowPrice]);
    expect(await rowsOf(offer.id)).toEqual([]);
  });
});
