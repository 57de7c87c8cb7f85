import {
  ADMIN_PAGE_SIZE,
  MESSAGES,
  type ChatMessageDto,
  type SupportConversationDetailDto,
  type SupportInboxDto,
} from '@marketplace/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, conversations, notifications } from '../../db/schema/index.ts';
import { createAdmin } from '../../test/admin.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { accessTokenOf, chatUser, openSocket, sendMessage, startConversation } from '../../test/chat.ts';

const MINUTE = 60_000;

/** The support inbox of the administration console (issue 25, decision 089). */
describe('the support inbox', () => {
  const clock = createTestClock(new Date('2026-11-20T10:00:00Z'));
  let t: TestApp;
  let admin: Caller;
  let secondAdmin: Caller;
  let plAdmin: Caller;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    admin = await createAdmin(t.database.db, 'us');
    secondAdmin = await createAdmin(t.database.db, 'us');
    plAdmin = await createAdmin(t.database.db, 'pl');
  });
  afterAll(() => t.close());

  const writeToAdministration = async (user: Caller, message: string) => {
    const response = await t.as(user).post('/api/conversations/contact-administration', { message });
    expect(response.statusCode).toBeLessThan(300);
    return response.json<{ id: number }>().id;
  };
  const inbox = async (query = '', as: Caller = admin) => {
    const response = await t.as(as).get(`/api/admin/support${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<SupportInboxDto>();
  };
  const answer = (conversationId: number, message: unknown, as: Caller = admin) =>
    t.as(as).post(`/api/admin/support/${conversationId}/messages`, { message });
  const auditOf = (conversationId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'conversation'), eq(auditLog.subjectId, conversationId)));

  it('lists the unanswered conversations oldest first, with the user, an excerpt and the wait; answered ones apart', async () => {
    const early = await chatUser(t, 'us', { firstName: 'Ewa', lastName: 'Lis' });
    const late = await chatUser(t, 'us', { firstName: 'Olek', lastName: 'Nowak' });
    const earlyId = await writeToAdministration(early, 'My parcel never came. '.repeat(10));
    clock.advance(5 * MINUTE);
    const lateId = await writeToAdministration(late, 'How do I change my e-mail?');
    clock.advance(5 * MINUTE);
    // A second message does not restart the wait.
    await sendMessage(t, early, earlyId, 'Hello?');
    // A conversation without a message is nothing to answer yet; the other edition's is not listed.
    await t.as(await chatUser(t)).post('/api/conversations/contact-administration', {});
    await writeToAdministration(await chatUser(t, 'pl'), 'Dzień dobry');

    const unanswered = await inbox();
    expect(unanswered.items.map((line) => line.id)).toEqual([earlyId, lateId]);
    expect(unanswered.items[0]).toEqual({
      id: earlyId,
      user: { id: early.id, username: expect.any(String), name: 'Ewa Lis', deleted: false },
      lastMessageExcerpt: 'Hello?',
      lastMessageByUser: true,
      lastMessageAt: '2026-11-20T10:10:00.000Z',
      awaitingAnswerSince: '2026-11-20T10:00:00.000Z',
    });
    expect(unanswered.items[1]!.awaitingAnswerSince).toBe('2026-11-20T10:05:00.000Z');
    expect(unanswered.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 2 });

    clock.advance(MINUTE);
    const answered = await answer(earlyId, '  We are on it.  ');
    expect(answered.statusCode).toBe(201);
    expect(answered.json<ChatMessageDto>()).toMatchObject({
      authorExternalUid: 'administration',
      message: 'We are on it.',
    });

    expect((await inbox()).items.map((line) => line.id)).toEqual([lateId]);
    expect((await inbox('?state=answered')).items).toMatchObject([
      {
        id: earlyId,
        awaitingAnswerSince: null,
        lastMessageByUser: false,
        lastMessageExcerpt: 'We are on it.',
      },
    ]);
    expect((await inbox('?state=all')).items.map((line) => line.id)).toEqual([lateId, earlyId]);
    // The Polish administrator sees only the Polish one.
    expect((await inbox('', plAdmin)).items.map((line) => line.user.id)).not.toContain(early.id);

    // The user writes again: waiting again, since this message.
    clock.advance(MINUTE);
    await sendMessage(t, early, earlyId, 'Thanks, any news?');
    expect((await inbox()).items.map((line) => [line.id, line.awaitingAnswerSince])).toEqual([
      [lateId, '2026-11-20T10:05:00.000Z'],
      [earlyId, '2026-11-20T10:12:00.000Z'],
    ]);
  });

  it('shows a conversation with its messages, the user and the answers labelled Admin, and marks it read', async () => {
    const user = await chatUser(t, 'us', { firstName: 'Iga', lastName: 'Kot' });
    const id = await writeToAdministration(user, 'Question one');
    await answer(id, 'Answer one', secondAdmin);
    await sendMessage(t, user, id, 'Question two');
    const response = await t.as(admin).get(`/api/admin/support/${id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<SupportConversationDetailDto>();
    expect(detail).toMatchObject({
      id,
      user: { id: user.id, name: 'Iga Kot' },
      lastMessageByUser: true,
      lastMessageExcerpt: 'Question two',
    });
    expect(detail.messages.items.map((m) => [m.authorExternalUid, m.message])).toEqual([
      [`u${user.id}`, 'Question one'],
      ['administration', 'Answer one'],
      [`u${user.id}`, 'Question two'],
    ]);
    // Reading it cleared this administrator's notification of the user's messages.
    const unread = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, admin.id), eq(notifications.kind, 'newchatmessage')));
    expect(unread.filter((n) => n.data.conversationId === id && n.readAt === null)).toEqual([]);
  });

  it('tells the user at once on their socket and with a notification, and audits every answer', async () => {
    const user = await chatUser(t);
    const id = await writeToAdministration(user, 'Is anyone there?');
    // The user's own message reaches their other sockets: delivered before this one opens.
    await t.drainEvents();
    const socket = await openSocket(t, { token: await accessTokenOf(t, user) });
    const response = await answer(id, 'Yes, we are. '.repeat(20));
    expect(response.statusCode).toBe(201);
    await t.drainEvents();
    const pushed = await socket.next((m) => m.type === 'message');
    expect(pushed).toMatchObject({
      type: 'message',
      message: { conversationId: id, authorExternalUid: 'administration' },
    });
    socket.close();
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, user.id), eq(notifications.kind, 'newchatmessage')));
    expect(notice?.data).toEqual({ conversationId: id, messageWriter: null, offerTitle: null });

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      region: 'us',
      actorAccountId: admin.id,
      action: 'support.answer',
      subjectType: 'conversation',
      subjectId: id,
      before: { awaitingAnswerSince: expect.any(String) },
      after: {
        messageId: response.json<ChatMessageDto>().id,
        excerpt: 'Yes, we are. '.repeat(20).slice(0, 80),
      },
    });
    // An answer through the chat's own endpoint is audited too.
    await sendMessage(t, secondAdmin, id, 'Anything else?');
    expect((await auditOf(id)).map((row) => row.actorAccountId)).toEqual([admin.id, secondAdmin.id]);
  });

  it('refuses an empty or too long answer with the field error, and unknown, direct or other-edition conversations with 404', async () => {
    const user = await chatUser(t);
    const id = await writeToAdministration(user, 'Hi');
    for (const [message, expected] of [
      [undefined, MESSAGES.required],
      ['   ', MESSAGES.required],
      ['x'.repeat(2001), MESSAGES.tooLong],
      [42, expect.any(String)],
    ] as const) {
      const response = await answer(id, message);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 400,
        message: 'Validation Failed',
        errors: { children: { message: { errors: [expected] } } },
      });
    }
    const other = await chatUser(t);
    const direct = await startConversation(t, user, other);
    await sendMessage(t, user, direct.id, 'Private');
    expect((await t.as(admin).get(`/api/admin/support/${direct.id}`)).statusCode).toBe(404);
    expect((await answer(direct.id, 'Intrusion')).statusCode).toBe(404);
    expect((await t.as(plAdmin).get(`/api/admin/support/${id}`)).statusCode).toBe(404);
    expect((await answer(id, 'Cześć', plAdmin)).statusCode).toBe(404);
    expect((await t.as(admin).get('/api/admin/support/999999')).statusCode).toBe(404);
    expect((await t.as(admin).get('/api/admin/support/0')).statusCode).toBe(400);
    expect((await t.as(admin).get('/api/admin/support?state=closed')).statusCode).toBe(400);
    expect((await auditOf(direct.id)).length).toBe(0);
  });

  it('pages the inbox and answers past the last page with no items', async () => {
    const beyond = await inbox('?state=all&page=9999');
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination.currentPage).toBe(9999);
    expect(ADMIN_PAGE_SIZE).toBeGreaterThan(0);
  });

  it('keeps both of two answers at once, each audited, and the conversation answered', async () => {
    const user = await chatUser(t);
    const id = await writeToAdministration(user, 'Two of you?');
    const [one, two] = await Promise.all([
      answer(id, 'First answer'),
      answer(id, 'Second answer', secondAdmin),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect((await auditOf(id)).length).toBe(2);
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row?.awaitingAnswerSince).toBeNull();
  });

  it('ends up waiting when the user writes while an administrator answers, if the user’s message is the last', async () => {
    const user = await chatUser(t);
    const id = await writeToAdministration(user, 'First');
    await Promise.all([answer(id, 'An answer'), sendMessage(t, user, id, 'And another thing')]);
    const detail = (await t.as(admin).get(`/api/admin/support/${id}`)).json<SupportConversationDetailDto>();
    const last = detail.messages.items.at(-1)!;
    expect(detail.awaitingAnswerSince === null).toBe(last.authorExternalUid === 'administration');
  });

  it('shows the user page an account’s conversations, newest activity first, with who else takes part', async () => {
    const user = await chatUser(t, 'us');
    const other = await chatUser(t, 'us');
    const direct = await startConversation(t, user, other);
    await sendMessage(t, other, direct.id, 'Is it still for sale?');
    clock.advance(MINUTE);
    const support = await writeToAdministration(user, 'Where is my refund?');
    const response = await t.as(admin).get(`/api/admin/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    const listed = response.json<{ conversations: { id: number; kind: string; with: { id: number }[] }[] }>()
      .conversations;
    expect(listed.map(({ id, kind }) => ({ id, kind }))).toEqual([
      { id: support, kind: 'administration' },
      { id: direct.id, kind: 'direct' },
    ]);
    expect(listed[1]!.with).toEqual([{ id: other.id, username: expect.any(String) }]);
    // Never the messages (decision 087).
    expect(JSON.stringify(listed)).not.toContain('still for sale');
  });
});
