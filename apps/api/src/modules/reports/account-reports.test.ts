import { ACCOUNT_REPORT_COMMENT_MAX, MESSAGES } from '@marketplace/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountReports, accounts, auditLog } from '../../db/schema/index.ts';
import { createAdmin } from '../../test/admin.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { chatUser, sendMessage, startConversation } from '../../test/chat.ts';

/** "Report this user" from a conversation, and the console's reports of users (decision 133). */
describe('reports of users from a conversation', () => {
  let t: TestApp;
  let admin: Caller;
  let plAdmin: Caller;

  beforeAll(async () => {
    t = await buildTestApp({ env: { EVENT_RELAY: 'false' } });
    admin = await createAdmin(t.database.db, 'us');
    plAdmin = await createAdmin(t.database.db, 'pl');
  });
  afterAll(() => t.close());

  /** A buyer and a seller with a conversation holding a message from each. */
  const pair = async () => {
    const buyer = await chatUser(t);
    const seller = await chatUser(t);
    const { id } = await startConversation(t, buyer, seller);
    await sendMessage(t, buyer, id, 'Is the bike still for sale?');
    await sendMessage(t, seller, id, 'Yes. Pay me by gift card first and I will ship it.');
    return { buyer, seller, conversationId: id };
  };
  const report = (
    as: Caller,
    conversationId: number,
    body: object = { reason: 'scam', comment: 'Gift cards.' },
  ) => t.as(as).post(`/api/conversations/${conversationId}/report`, body);
  const queue = (state = 'open', as = admin) => t.as(as).get(`/api/admin/account-reports?state=${state}`);
  type Item = {
    id: number;
    reported: { id: number };
    conversation: { id: number; messages: { message: string }[] };
  };
  const itemFor = async (conversationId: number, state = 'open') =>
    ((await queue(state)).json().items as Item[]).find((item) => item.conversation?.id === conversationId);

  it('stores the report against the other party, with the conversation attached; a second one answers 409', async () => {
    const { buyer, seller, conversationId } = await pair();
    const sent = await report(buyer, conversationId);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ reported: true });
    const [row] = await t.database.db
      .select()
      .from(accountReports)
      .where(eq(accountReports.conversationId, conversationId));
    expect(row).toMatchObject({
      reporterAccountId: buyer.id,
      reportedAccountId: seller.id,
      reason: 'scam',
      comment: 'Gift cards.',
      status: 'open',
      region: 'us',
    });
    const again = await report(buyer, conversationId, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 409, message: MESSAGES.conversationAlreadyReported });
    // The other side may report too: once each.
    expect((await report(seller, conversationId, { reason: 'harassment' })).statusCode).toBe(201);
  });

  it('answers 404 to anyone but a participant, and to another edition; 401 without a session', async () => {
    const { conversationId } = await pair();
    const stranger = await chatUser(t);
    expect((await report(stranger, conversationId)).statusCode).toBe(404);
    expect((await report(await chatUser(t, 'pl'), conversationId)).statusCode).toBe(404);
    expect((await report(stranger, 999_999)).statusCode).toBe(404);
    expect(
      (await t.anonymous.post(`/api/conversations/${conversationId}/report`, { reason: 'scam' })).statusCode,
    ).toBe(401);
    expect(
      await t.database.db
        .select()
        .from(accountReports)
        .where(eq(accountReports.conversationId, conversationId)),
    ).toHaveLength(0);
  });

  it('refuses an unknown reason, a comment too long and bad ids with 400, writing nothing', async () => {
    const { buyer, conversationId } = await pair();
    const unknown = await report(buyer, conversationId, { reason: 'ugly' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 400, message: MESSAGES.validationFailed });
    const long = await report(buyer, conversationId, {
      reason: 'other',
      comment: 'x'.repeat(ACCOUNT_REPORT_COMMENT_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.children.comment.errors).toEqual([MESSAGES.tooLong]);
    expect((await report(buyer, conversationId, { reason: 123 })).statusCode).toBe(400);
    expect((await t.as(buyer).post('/api/conversations/abc/report', { reason: 'scam' })).statusCode).toBe(
      400,
    );
    expect(
      (await t.as(buyer).post('/api/conversations/99999999999/report', { reason: 'scam' })).statusCode,
    ).toBe(404);
    expect(
      await t.database.db
        .select()
        .from(accountReports)
        .where(eq(accountReports.conversationId, conversationId)),
    ).toHaveLength(0);
    // Exactly the longest comment is taken.
    expect(
      (
        await report(buyer, conversationId, {
          reason: 'other',
          comment: 'y'.repeat(ACCOUNT_REPORT_COMMENT_MAX),
        })
      ).statusCode,
    ).toBe(201);
  });

  it('refuses a report in the conversation with the administration', async () => {
    const user = await chatUser(t);
    const contact = await t.as(user).post('/api/conversations/contact-administration', { message: 'Help' });
    const refused = await report(user, contact.json().id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 400, message: MESSAGES.cannotReportInConversation });
  });

  it('takes one report per conversation however many arrive at once', async () => {
    const { buyer, conversationId } = await pair();
    const answers = await Promise.all(Array.from({ length: 4 }, () => report(buyer, conversationId)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('shows the console the report with the conversation readable; only its edition, only to administrators', async () => {
    const { buyer, seller, conversationId } = await pair();
    await report(buyer, conversationId);
    const item = await itemFor(conversationId);
    expect(item).toMatchObject({
      reason: 'scam',
      comment: 'Gift cards.',
      reporter: { id: buyer.id },
      reported: { id: seller.id, blocked: false },
      conversation: { id: conversationId },
      resolution: null,
    });
    expect(item!.conversation.messages.map((message) => message.message)).toEqual([
      'Is the bike still for sale?',
      'Yes. Pay me by gift card first and I will ship it.',
    ]);
    expect(((await queue('open', plAdmin)).json().items as Item[]).map((i) => i.id)).not.toContain(item!.id);
    expect((await t.as(buyer).get('/api/admin/account-reports')).statusCode).toBe(403);
  });

  it('dismisses a report (audited); deciding it again answers 409', async () => {
    const { buyer, conversationId } = await pair();
    const openCount = async () =>
      (await t.as(admin).get('/api/admin/dashboard')).json().needsDecision.reports.count as number;
    const before = await openCount();
    await report(buyer, conversationId);
    // The dashboard's open reports count reports of users too.
    expect(await openCount()).toBe(before + 1);
    const { id } = (await itemFor(conversationId))!;
    const dismissed = await t
      .as(admin)
      .post(`/api/admin/account-reports/${id}/dismiss`, { reason: 'Not a scam' });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual({ resolvedReportIds: [id] });
    expect(await itemFor(conversationId)).toBeUndefined();
    expect(await openCount()).toBe(before);
    expect(await itemFor(conversationId, 'resolved')).toMatchObject({
      resolution: 'dismissed',
      resolutionReason: 'Not a scam',
      resolvedBy: { id: admin.id },
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account-report.dismiss'), eq(auditLog.subjectId, id)));
    expect(entry).toMatchObject({ actorAccountId: admin.id, subjectType: 'account-report' });
    const again = await t.as(admin).post(`/api/admin/account-reports/${id}/dismiss`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 409, message: MESSAGES.reportAlreadyDecided });
    expect((await t.as(plAdmin).post(`/api/admin/account-reports/${id}/dismiss`, {})).statusCode).toBe(404);
  });

  it('blocks the reported account as the console blocks, resolving its open reports (both audited)', async () => {
    const { buyer, seller, conversationId } = await pair();
    const other = await chatUser(t);
    const second = await startConversation(t, other, seller);
    await report(buyer, conversationId);
    await report(other, second.id, { reason: 'spam' });
    const { id } = (await itemFor(conversationId))!;
    expect((await t.as(admin).post(`/api/admin/account-reports/${id}/block`, {})).statusCode).toBe(400);
    const blocked = await t
      .as(admin)
      .post(`/api/admin/account-reports/${id}/block`, { reason: 'Gift-card scam' });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().resolvedReportIds).toHaveLength(2);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, seller.id));
    expect(account).toMatchObject({ status: 'blocked', blockedReason: 'Gift-card scam' });
    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.actorAccountId, admin.id))
    ).map((entry) => `${entry.action}:${entry.subjectId}`);
    expect(actions).toEqual(
      expect.arrayContaining([`account.block:${seller.id}`, `account-report.block:${id}`]),
    );
    expect(await itemFor(second.id, 'resolved')).toMatchObject({ resolution: 'account_blocked' });
  });
});
