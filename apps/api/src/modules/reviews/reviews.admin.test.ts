import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, notifications, reviews } from '../../db/schema/index.ts';
import { createAdmin } from '../../test/admin.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createAccount } from '../../test/factories.ts';
import { accountReads } from '../accounts/index.ts';
import { outboxOf } from '../../test/outbox.ts';
import { reviewBlockersOfDeletion } from './reviews.erasure.ts';
import { createReviewsRepository } from './reviews.repository.ts';

describe('review disputes in the administration console', () => {
  let t: TestApp;
  let admin: Caller;
  let otherAdmin: Caller;
  const db = () => t.database.db;
  const caller = async (): Promise<Caller> => ({ id: (await createAccount(db())).id, region: 'us' });
  const emailOf = async (id: number) =>
    (await db().select({ email: accounts.email }).from(accounts).where(eq(accounts.id, id)))[0]!.email;

  /** A seller with a 5 and a 1 of two reviewers, the 1 disputed by the seller. */
  async function disputedReview() {
    const seller = await caller();
    const fan = await caller();
    const reviewer = await caller();
    await db()
      .insert(reviews)
      .values({ region: 'us', target: 'account', reviewerId: fan.id, accountId: seller.id, rate: 5 });
    const [review] = await db()
      .insert(reviews)
      .values({
        region: 'us',
        target: 'account',
        reviewerId: reviewer.id,
        accountId: seller.id,
        rate: 1,
        comment: 'Awful.',
      })
      .returning();
    const disputed = await t
      .as(seller)
      .post(`/api/reviews/dispute/${review!.id}`, { description: 'We never dealt with each other.' });
    expect(disputed.statusCode).toBe(201);
    return { seller, reviewer, reviewId: review!.id };
  }

  const statsOf = async (seller: Caller) =>
    (await t.anonymous.get(`/api/reviews/account/${seller.id}`)).json();

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(db(), 'us');
    otherAdmin = await createAdmin(db(), 'us');
  });
  afterAll(() => t.close());

  it('lists and shows a disputed review with both parties', async () => {
    const { seller, reviewer, reviewId } = await disputedReview();
    const list = (await t.as(admin).get('/api/admin/disputes?kind=review')).json();
    expect(list.items.find((item: { id: number }) => item.id === reviewId)).toMatchObject({
      kind: 'review',
      rating: 1,
      complainant: { id: seller.id },
      respondent: { id: reviewer.id },
      description: 'We never dealt with each other.',
      outcome: null,
    });
    const detail = await t.as(admin).get(`/api/admin/disputes/reviews/${reviewId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      review: { id: reviewId, rate: 1, comment: 'Awful.', removedAt: null },
      seller: { id: seller.id },
      reviewer: { id: reviewer.id },
      dispute: { description: 'We never dealt with each other.', decision: null },
    });
    expect(
      (
        await t
          .as(await createAdmin(db(), 'pl'))
          .get(`/api/admin/disputes/reviews/${reviewId}`, { region: 'pl' })
      ).statusCode,
    ).toBe(404);
  });

  it('removes a review: marked removed, out of the seller’s list and averages, both told, audited', async () => {
    const { seller, reviewer, reviewId } = await disputedReview();
    expect((await statsOf(seller)).stats).toMatchObject({ count: 2, average: 3 });
    const missing = await t
      .as(admin)
      .post(`/api/admin/disputes/reviews/${reviewId}/remove`, { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.children.reason.errors).toEqual(['This field is required.']);

    const removed = await t
      .as(admin)
      .post(`/api/admin/disputes/reviews/${reviewId}/remove`, { reason: 'No dealing.' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      review: { removedAt: expect.any(String) },
      dispute: { decision: { outcome: 'removed', reason: 'No dealing.', decidedBy: { id: admin.id } } },
    });
    const [row] = await db().select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row!.removedAt).not.toBeNull();
    const page = await statsOf(seller);
    expect(page.stats).toMatchObject({ count: 1, average: 5 });
    expect(page.reviews.items.map((item: { id: number }) => item.id)).not.toContain(reviewId);
    const profile = (await t.anonymous.get(`/api/accounts/${seller.id}`)).json();
    expect(JSON.stringify(profile)).not.toContain('Awful.');

    for (const party of [seller.id, reviewer.id]) {
      const told = await db().select().from(notifications).where(eq(notifications.accountId, party));
      expect(told.find((n) => n.kind === 'reviewdisputedecided')?.data).toMatchObject({
        reviewId,
        outcome: 'removed',
        reason: 'No dealing.',
      });
      const [mail] = await outboxOf(t, await emailOf(party));
      expect(mail).toMatchObject({ subject: 'The dispute of a review has been decided' });
      expect(mail!.text).toContain('Reason: No dealing.');
    }
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.subjectId, reviewId));
    expect(entry).toMatchObject({
      action: 'reviewDispute.remove',
      subjectType: 'review',
      before: { dispute: 'open', removed: false },
      after: { dispute: 'removed', removed: true },
    });
    expect(
      (await t.as(admin).post(`/api/admin/disputes/reviews/${reviewId}/keep`, { reason: 'x' })).statusCode,
    ).toBe(409);
  });

  it('keeps a review: it stays in the stats; the dispute no longer blocks deleting either account', async () => {
    const { seller, reviewer, reviewId } = await disputedReview();
    const repository = createReviewsRepository(db(), accountReads);
    expect(await reviewBlockersOfDeletion({ reviews: repository }, reviewer.id)).toEqual([
      { kind: 'reviewDispute' },
    ]);
    const kept = await t
      .as(admin)
      .post(`/api/admin/disputes/reviews/${reviewId}/keep`, { reason: 'A fair opinion.' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().dispute.decision.outcome).toBe('kept');
    expect((await statsOf(seller)).stats).toMatchObject({ count: 2 });
    expect(await reviewBlockersOfDeletion({ reviews: repository }, reviewer.id)).toEqual([]);
    expect(await reviewBlockersOfDeletion({ reviews: repository }, seller.id)).toEqual([]);
    const decided = (await t.as(admin).get('/api/admin/disputes?kind=review&state=decided')).json().items;
    expect(decided[0]).toMatchObject({ id: reviewId, outcome: 'kept' });
  });

  it('takes one decision when two administrators decide at once', async () => {
    const { reviewId } = await disputedReview();
    const answers = await Promise.all([
      t.as(admin).post(`/api/admin/disputes/reviews/${reviewId}/keep`, { reason: 'Fair.' }),
      t.as(otherAdmin).post(`/api/admin/disputes/reviews/${reviewId}/remove`, { reason: 'Unfair.' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await db().select().from(auditLog).where(eq(auditLog.subjectId, reviewId))).toHaveLength(1);
  });
});
