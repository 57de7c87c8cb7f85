import { MESSAGES, type Region } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  chatMessages,
  conversationParticipants,
  conversations,
  files,
  reviews,
} from '../../db/schema/index.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';
import { payInSandbox, placeOrder } from '../../test/orders.ts';

const REVIEW = { rate: 4, comment: 'Quick and friendly.' };

describe('reviews', () => {
  let t: TestApp;
  const categoryIds = {} as Record<Region, number>;
  let conversationCount = 0;

  const caller = async (region: Region = 'us', values: Partial<typeof accounts.$inferInsert> = {}) => ({
    id: (await createAccount(t.database.db, { region, ...values })).id,
    region,
  });
  const offerOf = (
    seller: Caller,
    values: Parameters<typeof createOffer>[1] extends infer V ? Partial<V> : never = {},
  ) =>
    createOffer(t.database.db, {
      region: seller.region,
      accountId: seller.id,
      categoryId: categoryIds[seller.region],
      quantity: 5,
      priceAmount: 2500,
      ...values,
    });

  /** `buyer` buys one piece of a new product of `seller` and pays; `complete` marks it received. */
  async function purchase(buyer: Caller, seller: Caller, { complete = true } = {}) {
    const offer = await offerOf(seller);
    const placed = (await placeOrder(t, buyer, [{ product: offer.id }])).json();
    expect((await payInSandbox(t, buyer, placed.payment.gatewayData.clientSecret)).json()).toEqual({
      status: 'succeeded',
    });
    const orderId = placed.order.orderId as number;
    if (complete) expect((await t.as(buyer).post(`/api/orders/${orderId}/complete`)).statusCode).toBe(200);
    const order = (await t.as(buyer).get(`/api/orders/bought/${orderId}`)).json();
    return { offer, orderId, orderProductId: order.products[0].id as number };
  }

  /** A direct conversation of `a` and `b` (inserted as the chat module stores one) with a message by each of `authors`. */
  async function converse(a: Caller, b: Caller, authors: Caller[]) {
    const [low, high] = [a.id, b.id].sort((x, y) => x - y);
    const [conversation] = await t.database.db
      .insert(conversations)
      .values({ region: a.region, kind: 'direct', pairKey: `direct:${low}:${high}:${++conversationCount}` })
      .returning();
    await t.database.db.insert(conversationParticipants).values([
      { conversationId: conversation!.id, accountId: a.id },
      { conversationId: conversation!.id, accountId: b.id },
    ]);
    for (const author of authors)
      await t.database.db
        .insert(chatMessages)
        .values({ conversationId: conversation!.id, authorId: author.id, body: 'Hello there' });
  }

  const errorOf = (response: { statusCode: number; json(): { message: string } }) => [
    response.statusCode,
    response.json().message,
  ];

  beforeAll(async () => {
    t = await buildTestApp();
    for (const region of ['us', 'pl'] as const)
      categoryIds[region] = (await createCategory(t.database.db, { region })).id;
  });
  afterAll(() => t.close());

  describe('a bought product', () => {
    it('is reviewed by its buyer once the order is completed, and only once', async () => {
      const [seller, buyer] = [await caller(), await caller()];
      const { orderId, orderProductId, offer } = await purchase(buyer, seller, { complete: false });
      const url = `/api/reviews/order-product/${orderProductId}`;

      expect(errorOf(await t.as(buyer).post(url, REVIEW))).toEqual([409, MESSAGES.reviewOrderNotCompleted]);
      expect((await t.as(buyer).post(`/api/orders/${orderId}/complete`)).statusCode).toBe(200);
      const reviewedFlags = async () =>
        (await t.as(buyer).get(`/api/orders/bought/${orderId}`))
          .json()
          .products.map((product: { reviewed: boolean }) => product.reviewed);
      expect(await reviewedFlags()).toEqual([false]);

      const created = await t.as(buyer).post(url, REVIEW);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({
        id: expect.any(Number),
        rate: 4,
        comment: 'Quick and friendly.',
        createdAt: expect.any(String),
        reviewer: { id: buyer.id, name: expect.stringMatching(/^Test User/), avatarUrl: expect.any(String) },
        boughtProduct: { id: orderProductId, offerId: offer.id, title: offer.title },
        offer: { id: offer.id, title: offer.title },
        dispute: null,
      });
      expect(errorOf(await t.as(buyer).post(url, { rate: 1 }))).toEqual([409, MESSAGES.reviewAlreadyGiven]);
      // The purchase shows the product as reviewed (the web disables its Review button).
      expect(await reviewedFlags()).toEqual([true]);

      // It counts for the seller and the offer.
      const sellerPage = (await t.anonymous.get(`/api/reviews/account/${seller.id}`)).json();
      expect(sellerPage.reviews.items.map((review: { id: number }) => review.id)).toEqual([
        created.json().id,
      ]);
      const offerPage = (await t.anonymous.get(`/api/reviews/offer/${offer.id}`)).json();
      expect(offerPage.reviews.items.map((review: { id: number }) => review.id)).toEqual([created.json().id]);
    });

    it('refuses the seller (403) and a stranger or another edition (404)', async () => {
      const [seller, buyer, stranger] = [await caller(), await caller(), await caller()];
      const polishBuyer = await caller('pl');
      const { orderProductId } = await purchase(buyer, seller);
      const url = `/api/reviews/order-product/${orderProductId}`;
      expect(errorOf(await t.as(seller).post(url, REVIEW))).toEqual([403, MESSAGES.onlyBuyer]);
      expect((await t.as(stranger).post(url, REVIEW)).statusCode).toBe(404);
      expect((await t.as(polishBuyer).post(url, REVIEW)).statusCode).toBe(404);
      expect((await t.as(buyer).post('/api/reviews/order-product/999999', REVIEW)).statusCode).toBe(404);
      expect((await t.anonymous.post(url, REVIEW)).statusCode).toBe(401);
    });

    it('stores one review of two submitted at the same time', async () => {
      const [seller, buyer] = [await caller(), await caller()];
      const { orderProductId } = await purchase(buyer, seller);
      const url = `/api/reviews/order-product/${orderProductId}`;
      const answers = await Promise.all([t.as(buyer).post(url, REVIEW), t.as(buyer).post(url, { rate: 2 })]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
        MESSAGES.reviewAlreadyGiven,
      );
      const stored = await t.database.db
        .select()
        .from(reviews)
        .where(eq(reviews.orderProductId, orderProductId));
      expect(stored).toHaveLength(1);
    });
  });

  describe('a seller', () => {
    it('is never reviewed by oneself', async () => {
      const seller = await caller();
      const answer = await t.as(seller).post(`/api/reviews/account/${seller.id}`, REVIEW);
      expect(errorOf(answer)).toEqual([403, MESSAGES.cannotReviewYourself]);
    });

    it('is reviewed only by someone who has dealt with them: a completed order, either side buying', async () => {
      const [seller, buyer, stranger] = [await caller(), await caller(), await caller()];
      expect(errorOf(await t.as(stranger).post(`/api/reviews/account/${seller.id}`, REVIEW))).toEqual([
        403,
        MESSAGES.reviewNeedsDealing,
      ]);
      // An order not completed yet is no dealing.
      await purchase(buyer, seller, { complete: false });
      expect(errorOf(await t.as(buyer).post(`/api/reviews/account/${seller.id}`, REVIEW))).toEqual([
        403,
        MESSAGES.reviewNeedsDealing,
      ]);
      await purchase(buyer, seller);
      const byBuyer = await t.as(buyer).post(`/api/reviews/account/${seller.id}`, REVIEW);
      expect(byBuyer.statusCode).toBe(201);
      expect(byBuyer.json()).toMatchObject({ rate: 4, boughtProduct: null, offer: null });
      // The seller may review the buyer too: they dealt with each other.
      expect((await t.as(seller).post(`/api/reviews/account/${buyer.id}`, { rate: 5 })).statusCode).toBe(201);
    });

    it('counts a conversation only when the reviewed user wrote in it', async () => {
      const [seller, reviewer] = [await caller(), await caller()];
      const url = `/api/reviews/account/${seller.id}`;
      await converse(reviewer, seller, [reviewer, reviewer]);
      expect(errorOf(await t.as(reviewer).post(url, REVIEW))).toEqual([403, MESSAGES.reviewNeedsDealing]);
      // The seller writing to someone else does not count either.
      await converse(seller, await caller(), [seller]);
      expect(errorOf(await t.as(reviewer).post(url, REVIEW))).toEqual([403, MESSAGES.reviewNeedsDealing]);
      await converse(reviewer, seller, [reviewer, seller]);
      expect((await t.as(reviewer).post(url, REVIEW)).statusCode).toBe(201);
    });

    it('is reviewed once, even when two reviews are sent at the same time', async () => {
      const [seller, reviewer] = [await caller(), await caller()];
      await converse(reviewer, seller, [seller]);
      const url = `/api/reviews/account/${seller.id}`;
      const answers = await Promise.all([t.as(reviewer).post(url, REVIEW), t.as(reviewer).post(url, REVIEW)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(errorOf(await t.as(reviewer).post(url, { rate: 1 }))).toEqual([
        409,
        MESSAGES.reviewAlreadyGiven,
      ]);
    });

    it('of another edition, unknown or blocked, is not found', async () => {
      const [reviewer, blocked] = [await caller(), await caller('us', { status: 'blocked' })];
      const polish = await caller('pl');
      await converse(reviewer, blocked, [blocked]);
      expect((await t.as(reviewer).post(`/api/reviews/account/${polish.id}`, REVIEW)).statusCode).toBe(404);
      expect((await t.as(reviewer).post(`/api/reviews/account/${blocked.id}`, REVIEW)).statusCode).toBe(404);
      expect((await t.as(reviewer).post('/api/reviews/account/999999', REVIEW)).statusCode).toBe(404);
      expect((await t.anonymous.get(`/api/reviews/account/${polish.id}`)).statusCode).toBe(404);
      expect((await t.anonymous.get('/api/reviews/account/999999')).statusCode).toBe(404);
    });
  });

  describe('an offer', () => {
    it('is reviewed when it is not a product, by someone who dealt with its owner, once', async () => {
      const [seller, reviewer] = [await caller(), await caller()];
      const service = await offerOf(seller, { type: 'service', quantity: null, deliveryMethod: null });
      const url = `/api/reviews/offer/${service.id}`;
      expect(errorOf(await t.as(reviewer).post(url, REVIEW))).toEqual([403, MESSAGES.reviewNeedsDealing]);
      await converse(reviewer, seller, [seller]);
      const created = await t.as(reviewer).post(url, REVIEW);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        offer: { id: service.id, title: service.title },
        boughtProduct: null,
      });
      expect(errorOf(await t.as(reviewer).post(url, REVIEW))).toEqual([409, MESSAGES.reviewAlreadyGiven]);
      // A closed offer can still be reviewed.
      const closed = await offerOf(seller, {
        type: 'job_offer',
        status: 'closed',
        quantity: null,
        deliveryMethod: null,
      });
      expect((await t.as(reviewer).post(`/api/reviews/offer/${closed.id}`, REVIEW)).statusCode).toBe(201);
      // The offer review counts for the seller.
      const sellerPage = (await t.anonymous.get(`/api/reviews/account/${seller.id}`)).json();
      expect(sellerPage.stats.count).toBe(2);
    });

    it('refuses products (reviewed from the purchase), one’s own offers, drafts and other editions', async () => {
      const [seller, reviewer] = [await caller(), await caller()];
      await purchase(reviewer, seller);
      const product = await offerOf(seller);
      expect(errorOf(await t.as(reviewer).post(`/api/reviews/offer/${product.id}`, REVIEW))).toEqual([
        422,
        MESSAGES.reviewProductFromPurchase,
      ]);
      const service = await offerOf(seller, { type: 'service', quantity: null, deliveryMethod: null });
      expect(errorOf(await t.as(seller).post(`/api/reviews/offer/${service.id}`, REVIEW))).toEqual([
        403,
        MESSAGES.cannotReviewOwnOffer,
      ]);
      const draft = await offerOf(seller, {
        type: 'service',
        status: 'draft',
        quantity: null,
        deliveryMethod: null,
      });
      expect((await t.as(reviewer).post(`/api/reviews/offer/${draft.id}`, REVIEW)).statusCode).toBe(404);
      expect((await t.anonymous.get(`/api/reviews/offer/${draft.id}`)).statusCode).toBe(404);
      const polishSeller = await caller('pl');
      const polishOffer = await offerOf(polishSeller, {
        type: 'service',
        quantity: null,
        deliveryMethod: null,
      });
      expect((await t.as(reviewer).post(`/api/reviews/offer/${polishOffer.id}`, REVIEW)).statusCode).toBe(
        404,
      );
      expect((await t.anonymous.get(`/api/reviews/offer/${polishOffer.id}`)).statusCode).toBe(404);
      expect(
        (await t.anonymous.get(`/api/reviews/offer/${polishOffer.id}`, { region: 'pl' })).statusCode,
      ).toBe(200);
    });
  });

  describe('validation', () => {
    it('asks for a rate of 1 to 5 and a comment of at most 300 characters', async () => {
      const [seller, reviewer] = [await caller(), await caller()];
      const url = `/api/reviews/account/${seller.id}`;
      for (const body of [
        { comment: 'No rate' },
        { rate: 0 },
        { rate: 6 },
        { rate: 'five' },
        { rate: 2.5 },
      ]) {
        const answer = await t.as(reviewer).post(url, body);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
        expect(answer.json().errors.children.rate.errors, JSON.stringify(body)).toEqual([
          MESSAGES.pickTheRate,
        ]);
      }
      const long = await t.as(reviewer).post(url, { rate: 5, comment: 'x'.repeat(301) });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors.children.comment.errors).toEqual([MESSAGES.tooLong]);
      // 300 characters and no comment at all are fine (then refused only for lack of dealing).
      expect((await t.as(reviewer).post(url, { rate: 5, comment: 'x'.repeat(300) })).statusCode).toBe(403);
      expect((await t.as(reviewer).post(url, { rate: 5 })).statusCode).toBe(403);
    });
  });

  describe('the lists', () => {
    /** `n` reviews of `seller` by new reviewers, a minute apart, the last one newest. */
    async function insertReviews(
      seller: Caller,
      rates: number[],
      values: Partial<typeof reviews.$inferInsert> = {},
    ) {
      const ids: number[] = [];
      for (const [index, rate] of rates.entries()) {
        const reviewer = await caller(seller.region);
        const [row] = await t.database.db
          .insert(reviews)
          .values({
            region: seller.region,
            target: 'account',
            reviewerId: reviewer.id,
            accountId: seller.id,
            rate,
            comment: `Review ${index + 1}`,
            createdAt: new Date(Date.now() - (rates.length - index) * 60_000),
            ...values,
          })
          .returning();
        ids.push(row!.id);
      }
      return ids;
    }

    it('pages 30 reviews newest first, with the average, the count and the count per rate', async () => {
      const seller = await caller('us', { firstName: 'Ada', lastName: 'Lovelace' });
      const rates = [...Array.from({ length: 28 }, () => 5), 4, 4, 1];
      const ids = await insertReviews(seller, rates);
      const first = await t.anonymous.get(`/api/reviews/account/${seller.id}`);
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.stats).toEqual({
        average: Math.round(((28 * 5 + 4 + 4 + 1) / 31) * 100) / 100,
        count: 31,
        countPerRate: { '1': 1, '2': 0, '3': 0, '4': 2, '5': 28 },
      });
      expect(body.stats.average).toBe(4.81);
      expect(body.seller).toEqual({ id: seller.id, name: 'Ada Lovelace', avatarUrl: expect.any(String) });
      expect(body.offer).toBeNull();
      expect(body.reviews.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 31 });
      expect(body.reviews.items).toHaveLength(30);
      expect(body.reviews.items.map((review: { id: number }) => review.id)).toEqual(ids.slice(1).reverse());
      const second = (await t.anonymous.get(`/api/reviews/account/${seller.id}?page=2`)).json();
      expect(second.reviews.items.map((review: { id: number }) => review.id)).toEqual([ids[0]]);
      const past = (await t.anonymous.get(`/api/reviews/account/${seller.id}?page=9`)).json();
      expect(past.reviews).toEqual({
        items: [],
        pagination: { currentPage: 9, totalPages: 2, totalItems: 31 },
      });
    });

    it('shows no stats without reviews', async () => {
      const seller = await caller();
      const body = (await t.anonymous.get(`/api/reviews/account/${seller.id}`)).json();
      expect(body.stats).toEqual({
        average: null,
        count: 0,
        countPerRate: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      });
      expect(body.reviews.items).toEqual([]);
    });

    it('shows a blocked or deleted reviewer without a name (accountDeactivated)', async () => {
      const seller = await caller();
      const [blockedReview, deletedReview, activeReview] = await insertReviews(seller, [2, 3, 5]);
      const rows = await t.database.db.select().from(reviews).where(eq(reviews.accountId, seller.id));
      const reviewerOf = (id: number) => rows.find((row) => row.id === id)!.reviewerId!;
      await t.database.db
        .update(accounts)
        .set({ status: 'blocked' })
        .where(eq(accounts.id, reviewerOf(blockedReview!)));
      await t.database.db.delete(accounts).where(eq(accounts.id, reviewerOf(deletedReview!)));
      const items = (await t.anonymous.get(`/api/reviews/account/${seller.id}`)).json().reviews.items;
      const reviewer = (id: number) => items.find((item: { id: number }) => item.id === id).reviewer;
      expect(reviewer(blockedReview!)).toEqual({ id: null, name: null, avatarUrl: null });
      expect(reviewer(deletedReview!)).toEqual({ id: null, name: null, avatarUrl: null });
      expect(reviewer(activeReview!)).toEqual({
        id: reviewerOf(activeReview!),
        name: expect.stringMatching(/^Test User/),
        avatarUrl: expect.any(String),
      });
    });

    it('shows a reviewer with the avatar they uploaded', async () => {
      const seller = await caller();
      const [review] = await insertReviews(seller, [4]);
      const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, review!));
      const reviewerId = row!.reviewerId!;
      const [avatar] = await t.database.db
        .insert(files)
        .values({
          region: 'us',
          ownerAccountId: reviewerId,
          kind: 'avatar',
          originalName: 'me.png',
          storageKey: `avatars/r-${reviewerId}`,
        })
        .returning();
      await t.database.db
        .update(accounts)
        .set({ avatarFileId: avatar!.id })
        .where(eq(accounts.id, reviewerId));
      const [item] = (await t.anonymous.get(`/api/reviews/account/${seller.id}`)).json().reviews.items;
      expect(item.reviewer).toEqual({
        id: reviewerId,
        name: expect.stringMatching(/^Test User/),
        avatarUrl: expect.stringContaining(`avatars/r-${reviewerId}/small.webp`),
      });
    });

    it('lists the reviews about the signed-in user on my-reviews', async () => {
      const seller = await caller();
      await insertReviews(seller, [3, 5]);
      expect((await t.anonymous.get('/api/reviews/my-reviews')).statusCode).toBe(401);
      const mine = (await t.as(seller).get('/api/reviews/my-reviews')).json();
      expect(mine.stats).toMatchObject({ average: 4, count: 2 });
      expect(mine.seller).toMatchObject({ id: seller.id });
      expect(mine.reviews.items.map((review: { rate: number }) => review.rate)).toEqual([5, 3]);
    });

    it('shows the seller’s review stats on their profile, the profile stats and the offer detail', async () => {
      const seller = await caller();
      const offer = await offerOf(seller);
      const ids = await insertReviews(seller, [2, 4, 5, 5]);
      const profile = (await t.anonymous.get(`/api/profile/${seller.id}`)).json();
      expect(profile.reviewStats).toEqual({ numberOfReviews: 4, averageReview: 4 });
      expect((await t.as(seller).get('/api/accounts/my')).json().reviewStats).toEqual({
        numberOfReviews: 4,
        averageReview: 4,
      });
      expect((await t.as(seller).get('/api/stats/my-profile')).json().stats.reviews).toEqual({
        average: 4,
        counter: 4,
      });
      const detail = (await t.anonymous.get(`/api/offers/${offer.id}`)).json();
      expect(detail.stats).toMatchObject({ reviewsCount: 4, reviewsAverage: 4 });
      expect(detail.stats.leadReviews).toEqual(
        ids
          .slice(1)
          .reverse()
          .map((id) => ({
            id,
            rate: expect.any(Number),
            comment: expect.any(String),
            createdAt: expect.any(String),
          })),
      );
      expect(detail.stats.leadReviews[0]).toMatchObject({ rate: 5, comment: 'Review 4' });
      expect(new Date(detail.stats.leadReviews[0].createdAt).toISOString()).toBe(
        detail.stats.leadReviews[0].createdAt,
      );
      // A seller without reviews.
      const newcomer = await caller();
      const fresh = (await t.anonymous.get(`/api/offers/${(await offerOf(newcomer)).id}`)).json();
      expect(fresh.stats).toMatchObject({ reviewsCount: 0, reviewsAverage: null, leadReviews: [] });
      expect((await t.as(newcomer).get('/api/stats/my-profile')).json().stats.reviews).toEqual({
        average: null,
        counter: 0,
      });
    });
  });

  describe('a dispute', () => {
    it('is made by the reviewed user only, once, and shows on the lists', async () => {
      const [seller, buyer, stranger] = [await caller(), await caller(), await caller()];
      const polishSeller = await caller('pl');
      const { orderProductId } = await purchase(buyer, seller);
      const review = (
        await t.as(buyer).post(`/api/reviews/order-product/${orderProductId}`, { rate: 1 })
      ).json();
      const url = `/api/reviews/dispute/${review.id}`;
      const body = { description: 'The parcel was never opened.' };

      expect(errorOf(await t.as(stranger).post(url, body))).toEqual([403, MESSAGES.onlyReviewedCanDispute]);
      expect(errorOf(await t.as(buyer).post(url, body))).toEqual([403, MESSAGES.onlyReviewedCanDispute]);
      expect((await t.as(polishSeller).post(url, body)).statusCode).toBe(404);
      expect((await t.as(seller).post('/api/reviews/dispute/999999', body)).statusCode).toBe(404);
      const empty = await t.as(seller).post(url, { description: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors.children.description.errors).toEqual([MESSAGES.required]);
      const long = await t.as(seller).post(url, { description: 'x'.repeat(301) });
      expect(long.json().errors.children.description.errors).toEqual([MESSAGES.tooLong]);

      const disputed = await t.as(seller).post(url, body);
      expect(disputed.statusCode).toBe(201);
      expect(disputed.json()).toMatchObject({
        id: review.id,
        dispute: { description: 'The parcel was never opened.', createdAt: expect.any(String) },
      });
      expect(errorOf(await t.as(seller).post(url, body))).toEqual([409, MESSAGES.reviewAlreadyDisputed]);
      const mine = (await t.as(seller).get('/api/reviews/my-reviews')).json();
      expect(mine.reviews.items[0].dispute).toMatchObject({ description: 'The parcel was never opened.' });
    });
  });
});
