import { MESSAGES } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, basketLines, offerReports, offers } from '../../db/schema/index.ts';
import { createAdmin } from '../../test/admin.ts';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createCategory, createOffer } from '../../test/factories.ts';
import { outboxOf } from '../../test/outbox.ts';

/** The moderation queue (issue 25, decision 088). */
describe('/api/admin/reports', () => {
  let t: TestApp;
  let admin: Caller;
  let secondAdmin: Caller;
  let categoryId: number;
  let seller: TestUser;
  let reporters: TestUser[];

  beforeAll(async () => {
    t = await buildTestApp({ env: { EVENT_RELAY: 'false' } });
    admin = await createAdmin(t.database.db, 'us');
    secondAdmin = await createAdmin(t.database.db, 'us');
    categoryId = (await createCategory(t.database.db)).id;
    seller = await registerUser(t, 'us');
    reporters = [await registerUser(t, 'us'), await registerUser(t, 'us'), await registerUser(t, 'us')];
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const newOffer = () =>
    createOffer(db(), { accountId: seller.id, categoryId, title: 'Too good to be true' });
  const report = (user: TestUser, offerId: number, reason = 'fraud') =>
    t.as(user).post(`/api/offers/${offerId}/report`, { reason, description: 'Wants a wire transfer.' });
  const reportIdsOf = async (offerId: number) =>
    (await db().select().from(offerReports).where(eq(offerReports.offerId, offerId))).map((r) => r.id).sort();
  const queue = (state = 'open', page = 1) =>
    t.as(admin).get(`/api/admin/reports?state=${state}&page=${page}`);
  const searchIds = async () =>
    ((await t.anonymous.post('/api/search/offers', {})).json().items as { id: number }[]).map(
      (item) => item.id,
    );

  it('lists the open reports per offer, with the offer, its owner, each report and its age', async () => {
    const offer = await newOffer();
    expect((await report(reporters[0]!, offer.id)).statusCode).toBe(201);
    expect((await report(reporters[1]!, offer.id, 'spam')).statusCode).toBe(201);
    const response = await queue();
    expect(response.statusCode).toBe(200);
    const entry = response.json().items.find((item: { offer: { id: number } }) => item.offer.id === offer.id);
    expect(entry).toMatchObject({
      offer: { id: offer.id, title: 'Too good to be true', status: 'published' },
      owner: { id: seller.id, username: seller.username, deleted: false, blocked: false },
      oldestReportAt: expect.any(String),
    });
    expect(entry.reports).toHaveLength(2);
    expect(entry.reports[0]).toMatchObject({
      reason: 'fraud',
      description: 'Wants a wire transfer.',
      reporter: { id: reporters[0]!.id, username: reporters[0]!.username },
      resolution: null,
    });
    expect(response.json().pagination).toMatchObject({ currentPage: 1, totalItems: expect.any(Number) });
    // An unknown state means open, a page past the end is empty; a page below 1 is refused (issue 34).
    expect((await t.as(admin).get('/api/admin/reports?state=weird')).statusCode).toBe(200);
    expect((await t.as(admin).get('/api/admin/reports?page=-4')).statusCode).toBe(400);
    expect((await queue('open', 99999)).json().items).toEqual([]);
  });

  it('dismisses one report: it leaves the queue, the offer stays, the audit log has it', async () => {
    const offer = await newOffer();
    await report(reporters[0]!, offer.id);
    const [reportId] = await reportIdsOf(offer.id);
    const response = await t.as(admin).post(`/api/admin/reports/${reportId}/dismiss`, {});
    expect(response.statusCode).toBe(200);
    expect(
      (await queue()).json().items.map((item: { offer: { id: number } }) => item.offer.id),
    ).not.toContain(offer.id);
    const resolved = (await queue('resolved'))
      .json()
      .items.find((item: { offer: { id: number } }) => item.offer.id === offer.id);
    expect(resolved.reports[0]).toMatchObject({ resolution: 'dismissed', resolvedBy: { id: admin.id } });
    expect(await searchIds()).toContain(offer.id);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.subjectId, reportId!));
    expect(entry).toMatchObject({
      action: 'report.dismiss',
      subjectType: 'report',
      actorAccountId: admin.id,
    });
    const again = await t.as(admin).post(`/api/admin/reports/${reportId}/dismiss`, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.reportAlreadyDecided);
  });

  it('closes the offer: every open report resolved, out of search and baskets, the owner told, audited', async () => {
    const offer = await newOffer();
    await report(reporters[0]!, offer.id);
    await report(reporters[1]!, offer.id);
    const buyer = reporters[2]!;
    expect((await t.as(buyer).post('/api/basket/items', { offer_id: offer.id })).statusCode).toBe(200);
    const [first] = await reportIdsOf(offer.id);

    const missing = await t.as(admin).post(`/api/admin/reports/${first}/close-offer`, { reason: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 400,
      message: 'Validation Failed',
      errors: { children: { reason: { errors: [MESSAGES.required] } } },
    });
    const tooLong = await t
      .as(admin)
      .post(`/api/admin/reports/${first}/close-offer`, { reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    const wrongType = await t.as(admin).post(`/api/admin/reports/${first}/close-offer`, { reason: 12 });
    expect(wrongType.statusCode).toBe(400);

    const response = await t
      .as(admin)
      .post(`/api/admin/reports/${first}/close-offer`, { reason: 'Counterfeit goods are not allowed.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().resolvedReportIds.sort()).toEqual(await reportIdsOf(offer.id));
    const [row] = await db().select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ status: 'closed', suspendedAt: null });
    expect(await searchIds()).not.toContain(offer.id);
    expect((await t.as(buyer).get('/api/basket')).json().items).toEqual([]);
    expect((await t.anonymous.get(`/api/offers/${offer.id}`)).json().status ?? 'closed').not.toBe(
      'published',
    );

    const notifications = (await t.as(seller).get('/api/notifications')).json().items;
    expect(notifications[0].data).toMatchObject({
      type: 'offerclosed',
      offerId: offer.id,
      offerTitle: 'Too good to be true',
      reason: 'Counterfeit goods are not allowed.',
    });
    const mail = (await outboxOf(t, seller.email)).find((item) =>
      item.subject.includes('Too good to be true'),
    );
    expect(mail?.text).toContain('Counterfeit goods are not allowed.');
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'offer.close'));
    expect(entry).toMatchObject({
      subjectType: 'offer',
      subjectId: offer.id,
      reason: 'Counterfeit goods are not allowed.',
      before: { status: 'published' },
    });
    expect(await db().select().from(basketLines).where(eq(basketLines.offerId, offer.id))).toEqual([]);
  });

  it('gives one decision when two administrators decide the same report at once', async () => {
    const offer = await newOffer();
    await report(reporters[0]!, offer.id);
    const [reportId] = await reportIdsOf(offer.id);
    const answers = await Promise.all([
      t.as(admin).post(`/api/admin/reports/${reportId}/close-offer`, { reason: 'Scam.' }),
      t.as(secondAdmin).post(`/api/admin/reports/${reportId}/dismiss`, { reason: 'Fine.' }),
      t.as(secondAdmin).post(`/api/admin/reports/${reportId}/close-offer`, { reason: 'Scam too.' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const entries = (await db().select().from(auditLog)).filter(
      (entry) =>
        (entry.subjectType === 'report' && entry.subjectId === reportId) ||
        (entry.subjectType === 'offer' && entry.subjectId === offer.id),
    );
    expect(entries).toHaveLength(1);
  });

  it('shows nothing of the other edition, and answers 404 for its reports', async () => {
    const plSeller = await registerUser(t, 'pl');
    const plReporter = await registerUser(t, 'pl');
    const plCategory = await createCategory(db(), { region: 'pl' });
    const plOffer = await createOffer(db(), {
      accountId: plSeller.id,
      categoryId: plCategory.id,
      region: 'pl',
    });
    expect((await report(plReporter, plOffer.id)).statusCode).toBe(201);
    const [plReportId] = await reportIdsOf(plOffer.id);
    expect(
      (await queue()).json().items.map((item: { offer: { id: number } }) => item.offer.id),
    ).not.toContain(plOffer.id);
    expect((await t.as(admin).post(`/api/admin/reports/${plReportId}/dismiss`, {})).statusCode).toBe(404);
    // The Polish edition's administrator decides it; its owner hears of it in Polish.
    const plAdmin = await createAdmin(db(), 'pl');
    const closed = await t
      .as(plAdmin)
      .post(`/api/admin/reports/${plReportId}/close-offer`, { reason: 'Oszustwo.' });
    expect(closed.statusCode).toBe(200);
    const page = (await t.as(plSeller).get('/api/notifications')).json();
    expect(page.unreadCount).toBe(1);
    expect(page.items[0].data).toMatchObject({
      type: 'offerclosed',
      offerId: plOffer.id,
      reason: 'Oszustwo.',
    });
    expect((await outboxOf(t, plSeller.email))[0]!.subject).toContain('Administracja zamknęła');
  });
});
