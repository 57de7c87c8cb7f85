import {
  CHAT_MESSAGE_MAX,
  MESSAGES,
  type ChatMessageDto,
  type ConversationDto,
  type ConversationsPage,
} from '@marketplace/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationParticipants, conversations, notifications } from '../../db/schema/index.ts';
import { createUnitOfWork } from '../../db/unit-of-work.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { chatUser, sendMessage, startConversation } from '../../test/chat.ts';
import { eventually } from '../../test/eventually.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';

describe('chat API', () => {
  let t: TestApp;
  let jan: Caller;
  let anna: Caller;
  let stranger: Caller;
  let admin: Caller;
  let categoryId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    jan = await chatUser(t, 'us', { firstName: 'Jan', lastName: 'Kowalski' });
    anna = await chatUser(t, 'us', { firstName: 'Anna', lastName: 'Nowak' });
    stranger = await chatUser(t);
    admin = await chatUser(t, 'us', { role: 'admin' });
    categoryId = (await createCategory(t.database.db)).id;
  });
  afterAll(() => t.close());

  const notificationsOf = (accountId: number) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, accountId), eq(notifications.kind, 'newchatmessage')));

  describe('starting a conversation', () => {
    it('starts one about an offer (201), answers the same one again (200), with the offer as subject', async () => {
      const offer = await createOffer(t.database.db, { accountId: anna.id, categoryId, title: 'Red bike' });
      const first = await t.as(jan).post(`/api/conversations/${anna.id}/${offer.id}`);
      expect(first.statusCode).toBe(201);
      const created = first.json<ConversationDto>();
      expect(created).toMatchObject({
        externalUid: `c${created.id}`,
        subjectName: 'Red bike',
        offerId: offer.id,
        lastMessagePrefix: null,
        unreadCount: 0,
        counterpartDeleted: false,
        tokenOwnerExternalUid: `u${jan.id}`,
        messages: { items: [], pagination: { currentPage: 1, totalPages: 1, totalItems: 0 } },
      });
      expect(created.accessToken).toEqual(expect.any(String));
      expect(created.participants.map((p) => p.externalUid).sort()).toEqual(
        [`u${jan.id}`, `u${anna.id}`].sort(),
      );
      expect(created.participants.find((p) => p.externalUid === `u${anna.id}`)).toMatchObject({
        name: 'Anna Nowak',
        avatarUrl: expect.stringContaining('avatar-fallback'),
      });

      const again = await t.as(jan).post(`/api/conversations/${anna.id}/${offer.id}`);
      expect(again.statusCode).toBe(200);
      expect(again.json<ConversationDto>().id).toBe(created.id);
      // The offer must be the other user's.
      expect((await t.as(anna).post(`/api/conversations/${jan.id}/${offer.id}`)).statusCode).toBe(404);
    });

    it('makes one conversation of two concurrent starts', async () => {
      const other = await chatUser(t);
      const answers = await Promise.all([
        t.as(jan).post(`/api/conversations/${other.id}`),
        t.as(jan).post(`/api/conversations/${other.id}`),
        t.as(other).post(`/api/conversations/${jan.id}`),
      ]);
      const ids = new Set(answers.map((answer) => answer.json<ConversationDto>().id));
      expect(ids.size).toBe(1);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
      const rows = await t.database.db
        .select()
        .from(conversations)
        .where(eq(conversations.id, [...ids][0]!));
      expect(rows).toHaveLength(1);
    });

    it('without an offer, the subject is the other side’s name', async () => {
      const conversation = await startConversation(t, jan, anna);
      const seen = (await t.as(jan).get(`/api/conversations/${conversation.id}`)).json<ConversationDto>();
      expect(seen).toMatchObject({ subjectName: 'Anna Nowak', offerId: null });
      const seenByAnna = (
        await t.as(anna).get(`/api/conversations/${conversation.id}`)
      ).json<ConversationDto>();
      expect(seenByAnna.subjectName).toBe('Jan Kowalski');
    });

    it('refuses oneself (403 with the contract message)', async () => {
      const response = await t.as(jan).post(`/api/conversations/${jan.id}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 403, message: MESSAGES.cannotMessageYourself });
    });

    it('answers 404 for an unknown, inactive or other-edition user, and for an offer not theirs', async () => {
      const inactive = await createAccount(t.database.db, { status: 'inactive' });
      const blocked = await createAccount(t.database.db, { status: 'blocked' });
      const polish = await chatUser(t, 'pl');
      for (const id of [999_999, inactive.id, blocked.id, polish.id]) {
        expect((await t.as(jan).post(`/api/conversations/${id}`)).statusCode).toBe(404);
      }
      const strangersOffer = await createOffer(t.database.db, { accountId: stranger.id, categoryId });
      const draft = await createOffer(t.database.db, { accountId: anna.id, categoryId, status: 'draft' });
      expect((await t.as(jan).post(`/api/conversations/${anna.id}/${strangersOffer.id}`)).statusCode).toBe(
        404,
      );
      expect((await t.as(jan).post(`/api/conversations/${anna.id}/${draft.id}`)).statusCode).toBe(404);
      expect((await t.as(jan).post(`/api/conversations/${anna.id}/999999`)).statusCode).toBe(404);
    });

    it('is for signed-in users only (401)', async () => {
      expect((await t.anonymous.post(`/api/conversations/${anna.id}`)).statusCode).toBe(401);
      expect((await t.anonymous.post('/api/conversations/contact-administration', {})).statusCode).toBe(401);
    });
  });

  describe('access control', () => {
    let conversationId: number;
    beforeAll(async () => {
      conversationId = (await startConversation(t, jan, anna)).id;
      await sendMessage(t, jan, conversationId, 'Hello');
    });

    it('lets the participants read and write', async () => {
      expect((await t.as(anna).get(`/api/conversations/${conversationId}`)).statusCode).toBe(200);
      expect((await sendMessage(t, anna, conversationId, 'Hi')).statusCode).toBe(201);
    });

    it('tells a stranger, an admin (in a direct conversation) and the other edition that it does not exist', async () => {
      for (const caller of [stranger, admin]) {
        expect((await t.as(caller).get(`/api/conversations/${conversationId}`)).statusCode).toBe(404);
        const write = await sendMessage(t, caller, conversationId, 'Let me in');
        expect(write.statusCode).toBe(404);
        expect(write.json()).toEqual({ code: 404, message: MESSAGES.notFound });
      }
      // Jan's token in the Polish edition is refused; a Polish user does not find it.
      expect((await t.as(jan).get(`/api/conversations/${conversationId}`, { region: 'pl' })).statusCode).toBe(
        401,
      );
      const polish = await chatUser(t, 'pl');
      expect((await t.as(polish).get(`/api/conversations/${conversationId}`)).statusCode).toBe(404);
      expect((await sendMessage(t, polish, conversationId, 'x')).statusCode).toBe(404);
      expect(
        (await t.as(polish).get('/api/conversations')).json<ConversationsPage>().items.map((c) => c.id),
      ).not.toContain(conversationId);
    });

    it('answers 401 to the anonymous', async () => {
      expect((await t.anonymous.get('/api/conversations')).statusCode).toBe(401);
      expect((await t.anonymous.get('/api/conversations/unread-count')).statusCode).toBe(401);
      expect((await t.anonymous.get(`/api/conversations/${conversationId}`)).statusCode).toBe(401);
      expect(
        (
          await t.anonymous.post('/api/conversations/message-sent', {
            conversation_id: conversationId,
            message: 'x',
          })
        ).statusCode,
      ).toBe(401);
    });

    it('answers 404 for a conversation that does not exist', async () => {
      expect((await t.as(jan).get('/api/conversations/999999')).statusCode).toBe(404);
      expect((await sendMessage(t, jan, 999_999, 'x')).statusCode).toBe(404);
    });
  });

  describe('the administration', () => {
    it('gives the user one conversation with the administration, any admin of the edition answers', async () => {
      const user = await chatUser(t, 'us', { firstName: 'Ewa', lastName: 'Lis' });
      const secondAdmin = await chatUser(t, 'us', { role: 'admin' });
      const first = await t
        .as(user)
        .post('/api/conversations/contact-administration', { message: 'Help me' });
      expect(first.statusCode).toBe(201);
      const conversation = first.json<ConversationDto>();
      expect(conversation.participants).toEqual([
        { externalUid: `u${user.id}`, name: 'Ewa Lis', avatarUrl: expect.any(String) },
        { externalUid: 'administration', name: null, avatarUrl: null },
      ]);
      expect(conversation.messages.items).toMatchObject([
        { message: 'Help me', authorExternalUid: `u${user.id}` },
      ]);
      const again = await t.as(user).post('/api/conversations/contact-administration');
      expect(again.statusCode).toBe(200);
      expect(again.json<ConversationDto>().id).toBe(conversation.id);

      // Every admin of the edition is told, and may read and answer, as the administration.
      for (const each of [admin, secondAdmin]) {
        const [notice] = (await notificationsOf(each.id)).filter(
          (n) => n.data.conversationId === conversation.id,
        );
        expect(notice?.data).toEqual({
          conversationId: conversation.id,
          messageWriter: 'Ewa Lis',
          offerTitle: null,
        });
      }
      const read = await t.as(admin).get(`/api/conversations/${conversation.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json<ConversationDto>().subjectName).toBe('Ewa Lis');
      const answer = await sendMessage(t, admin, conversation.id, 'How can we help?');
      expect(answer.statusCode).toBe(201);
      expect(answer.json<ChatMessageDto>().authorExternalUid).toBe('administration');
      const [toUser] = await notificationsOf(user.id);
      expect(toUser?.data).toEqual({
        conversationId: conversation.id,
        messageWriter: null,
        offerTitle: null,
      });

      const seen = (await t.as(user).get('/api/conversations')).json<ConversationsPage>();
      expect(seen.items[0]).toMatchObject({
        id: conversation.id,
        lastMessagePrefix: 'How can we help?',
        unreadCount: 1,
      });
      // A Polish admin, or a stranger, does not see it.
      const polishAdmin = await chatUser(t, 'pl', { role: 'admin' });
      expect((await t.as(polishAdmin).get(`/api/conversations/${conversation.id}`)).statusCode).toBe(404);
      expect((await t.as(stranger).get(`/api/conversations/${conversation.id}`)).statusCode).toBe(404);
    });
  });

  describe('messages', () => {
    it('checks the length, with the contract messages at the message field', async () => {
      const { id } = await startConversation(t, jan, anna);
      for (const [message, expected] of [
        ['', MESSAGES.required],
        ['   ', MESSAGES.required],
        ['x'.repeat(CHAT_MESSAGE_MAX + 1), MESSAGES.tooLong],
      ] as const) {
        const response = await sendMessage(t, jan, id, message);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.children.message.errors).toEqual([expected]);
      }
      const missing = await t.as(jan).post('/api/conversations/message-sent', { conversation_id: id });
      expect(missing.json().errors.children.message.errors).toEqual([MESSAGES.required]);
      expect((await sendMessage(t, jan, id, 'x'.repeat(CHAT_MESSAGE_MAX))).statusCode).toBe(201);
    });

    it('counts unread messages per conversation and clears them when the conversation is opened', async () => {
      const seller = await chatUser(t, 'us', { firstName: 'Ola', lastName: 'Maj' });
      const offer = await createOffer(t.database.db, { accountId: seller.id, categoryId, title: 'Lamp' });
      const { id } = await startConversation(t, jan, seller, offer.id);
      const sent = await sendMessage(t, jan, id, '  Is the lamp still available?  ');
      expect(sent.statusCode).toBe(201);
      expect(sent.json<ChatMessageDto>()).toMatchObject({
        conversationId: id,
        authorExternalUid: `u${jan.id}`,
        message: 'Is the lamp still available?',
      });
      await sendMessage(t, jan, id, 'x'.repeat(100));

      const inbox = (await t.as(seller).get('/api/conversations')).json<ConversationsPage>();
      expect(inbox.items[0]).toMatchObject({
        id,
        subjectName: 'Lamp',
        unreadCount: 2,
        lastMessagePrefix: 'x'.repeat(80),
        lastMessageTime: expect.any(String),
      });
      // The Messages link's mark counts the conversation once; the writer has nothing unread.
      const unread = async (user: typeof seller) =>
        (await t.as(user).get('/api/conversations/unread-count')).json().unreadConversations;
      expect(await unread(seller)).toBe(1);
      expect(await unread(jan)).toBe(0);
      expect(
        (await t.as(jan).get('/api/conversations')).json<ConversationsPage>().items.find((c) => c.id === id)
          ?.unreadCount,
      ).toBe(0);

      const opened = (await t.as(seller).get(`/api/conversations/${id}`)).json<ConversationDto>();
      expect(opened.unreadCount).toBe(0);
      expect(opened.messages.items.map((m) => m.message)).toEqual([
        'Is the lamp still available?',
        'x'.repeat(100),
      ]);
      const after = (await t.as(seller).get('/api/conversations')).json<ConversationsPage>();
      expect(after.items.find((c) => c.id === id)?.unreadCount).toBe(0);
      expect(await unread(seller)).toBe(0);
    });

    it('pages messages from the newest (oldest first within a page), and catches up with ?after', async () => {
      // Two writers each, to stay within the rate limit.
      const [me, other, third, fourth] = await Promise.all([
        chatUser(t),
        chatUser(t),
        chatUser(t),
        chatUser(t),
      ]);
      const { id } = await startConversation(t, me!, other!);
      await t.database.db.insert(conversationParticipants).values([
        { conversationId: id, accountId: third!.id },
        { conversationId: id, accountId: fourth!.id },
      ]);
      const writers = [me!, other!, third!, fourth!];
      for (let i = 1; i <= 55; i++) await sendMessage(t, writers[i % 4]!, id, `m${i}`);
      const page1 = (await t.as(me!).get(`/api/conversations/${id}`)).json<ConversationDto>();
      expect(page1.messages.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 55 });
      expect(page1.messages.items.map((m) => m.message)).toEqual(
        Array.from({ length: 50 }, (_, i) => `m${i + 6}`),
      );
      const page2 = (await t.as(me!).get(`/api/conversations/${id}?page=2`)).json<ConversationDto>();
      expect(page2.messages.items.map((m) => m.message)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);

      const seenUpTo = page1.messages.items.at(-1)!.id;
      await sendMessage(t, other, id, 'missed 1');
      await sendMessage(t, other, id, 'missed 2');
      const caughtUp = (
        await t.as(me!).get(`/api/conversations/${id}?after=${seenUpTo}`)
      ).json<ConversationDto>();
      expect(caughtUp.messages.items.map((m) => m.message)).toEqual(['missed 1', 'missed 2']);
      expect(caughtUp.messages.pagination.totalItems).toBe(2);
      const nothing = (
        await t.as(me!).get(`/api/conversations/${id}?after=${caughtUp.messages.items.at(-1)!.id}`)
      ).json<ConversationDto>();
      expect(nothing.messages.items).toEqual([]);
    });

    it('answers ?after=0 on a new conversation (a cursor before the first message), and refuses a bad cursor', async () => {
      const [me, other] = await Promise.all([chatUser(t), chatUser(t)]);
      const { id } = await startConversation(t, me!, other!);
      // A client that holds no message yet catches up from 0.
      const empty = await t.as(me!).get(`/api/conversations/${id}?after=0`);
      expect(empty.statusCode).toBe(200);
      expect(empty.json<ConversationDto>().messages).toEqual({
        items: [],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 0 },
      });
      await sendMessage(t, other!, id, 'first');
      const first = (await t.as(me!).get(`/api/conversations/${id}?after=0`)).json<ConversationDto>();
      expect(first.messages.items.map((m) => m.message)).toEqual(['first']);
      for (const after of ['-1', '1.5', 'abc', '2147483648']) {
        const bad = await t.as(me!).get(`/api/conversations/${id}?after=${after}`);
        expect(bad.statusCode, after).toBe(400);
        expect(bad.json().errors.children.after.errors).toHaveLength(1);
      }
    });

    it('stores one newchatmessage notification for the recipient until it is read', async () => {
      const seller = await chatUser(t, 'us', { firstName: 'Piotr', lastName: 'Zieliński' });
      const buyer = await chatUser(t, 'us', { firstName: 'Adam', lastName: 'Wolny' });
      const offer = await createOffer(t.database.db, { accountId: seller.id, categoryId, title: 'Chair' });
      const { id } = await startConversation(t, buyer, seller, offer.id);
      await sendMessage(t, buyer, id, 'one');
      await sendMessage(t, buyer, id, 'two');
      let stored = await notificationsOf(seller.id);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.data).toEqual({
        conversationId: id,
        messageWriter: 'Adam Wolny',
        offerTitle: 'Chair',
      });
      expect(stored[0]!.region).toBe('us');
      // The writer is not notified of their own messages.
      expect(await notificationsOf(buyer.id)).toEqual([]);

      // Opening the conversation reads its notification: the next message notifies again.
      await t.as(seller).get(`/api/conversations/${id}`);
      stored = await notificationsOf(seller.id);
      expect(stored[0]!.readAt).not.toBeNull();
      await sendMessage(t, buyer, id, 'three');
      stored = await notificationsOf(seller.id);
      expect(stored).toHaveLength(2);
      expect(stored.filter((n) => n.readAt === null)).toHaveLength(1);
    });

    it('keeps one unread newchatmessage notification when messages arrive at once', async () => {
      const writer = await chatUser(t);
      const reader = await chatUser(t);
      const { id } = await startConversation(t, writer, reader);
      const sent = await Promise.all(
        Array.from({ length: 10 }, (_, i) => sendMessage(t, writer, id, `at once ${i}`)),
      );
      expect(sent.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
      const unread = (await notificationsOf(reader.id)).filter((n) => n.readAt === null);
      expect(unread).toHaveLength(1);
    });

    it('stores one unread notification when two transactions store one at once, refusing neither', async () => {
      const writer = await chatUser(t);
      const reader = await chatUser(t);
      const { id } = await startConversation(t, writer, reader);
      const unitOfWork = createUnitOfWork(t.database.db, { notifications: createNotificationsRepository });
      const values = (n: number) => ({
        region: 'us' as const,
        accountId: reader.id,
        kind: 'newchatmessage' as const,
        data: { conversationId: id },
        dedupeKey: `at-once:${id}:${n}`,
      });
      // On PostgreSQL the first commits only once the second waits for it on another connection
      // (PGlite's one connection takes the two one after another).
      const blocked = async () => {
        const [row] = await t.database.db
          .select({ waiting: sql<number>`count(*)::int` })
          .from(sql`pg_stat_activity`)
          .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
        return row!.waiting > 0;
      };
      let firstStored!: () => void;
      const stored = new Promise<void>((resolve) => (firstStored = resolve));
      const first = unitOfWork(async ({ notifications }) => {
        const inserted = await notifications.insertUnlessUnread(values(1));
        firstStored();
        if (t.database.kind === 'postgres') await eventually(blocked);
        return inserted;
      });
      await stored;
      const second = unitOfWork(({ notifications }) => notifications.insertUnlessUnread(values(2)));
      expect(await Promise.all([first, second])).toEqual([true, false]);
      expect((await notificationsOf(reader.id)).filter((n) => n.readAt === null)).toHaveLength(1);
    });

    it('limits sending to 30 messages a minute per account (429 in the error format)', async () => {
      // A clock that stands still: the 31 messages fall in one window of the limiter.
      const still = await buildTestApp({ clock: createTestClock(new Date('2026-01-01T12:00:10Z')) });
      try {
        const chatty = await chatUser(still);
        const other = await chatUser(still);
        const { id } = await startConversation(still, chatty, other);
        for (let i = 0; i < 30; i++)
          expect((await sendMessage(still, chatty, id, `spam ${i}`)).statusCode).toBe(201);
        const refused = await sendMessage(still, chatty, id, 'one more');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ code: 429, message: MESSAGES.tooManyAttempts });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        // The other side may still answer.
        expect((await sendMessage(still, other, id, 'calm down')).statusCode).toBe(201);
      } finally {
        await still.close();
      }
    });
  });

  describe('the inbox', () => {
    it('lists the caller’s conversations with messages, newest activity first, 20 a page', async () => {
      const reader = await chatUser(t);
      const others = await Promise.all(Array.from({ length: 22 }, () => chatUser(t)));
      const ids: number[] = [];
      for (const other of others) {
        const { id } = await startConversation(t, other, reader);
        await sendMessage(t, other, id, `from ${other.id}`);
        ids.push(id);
      }
      // A started conversation without a message is not listed.
      await startConversation(t, reader, anna);
      const page1 = (await t.as(reader).get('/api/conversations')).json<ConversationsPage>();
      expect(page1.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 22 });
      expect(page1.items.map((c) => c.id)).toEqual([...ids].reverse().slice(0, 20));
      const page2 = (await t.as(reader).get('/api/conversations?page=2')).json<ConversationsPage>();
      expect(page2.items.map((c) => c.id)).toEqual([ids[1], ids[0]]);
      const beyond = (await t.as(reader).get('/api/conversations?page=5')).json<ConversationsPage>();
      expect(beyond).toEqual({ items: [], pagination: { currentPage: 5, totalPages: 2, totalItems: 22 } });
    });
  });
});
