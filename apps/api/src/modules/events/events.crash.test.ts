import type { RealtimeServerMessage } from '@marketplace/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, offers, orders, outboxMessages } from '../../db/schema/index.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { accessTokenOf, chatUser, openSocket } from '../../test/chat.ts';
import { eventually } from '../../test/eventually.ts';
import { startDoomedProcess, type DoomedProcess } from '../../test/doomed-process.ts';
import { createCategory, createOffer } from '../../test/factories.ts';
import { ADDRESS } from '../../test/orders.ts';
import { createEventsRepository } from './events.repository.ts';

/**
 * Issue 23's proof of decision 075: an API process dies between the commits of a chat message,
 * an order and a contact form and what must follow them; once another process runs, the realtime
 * events, the notification, the e-mail and the order's payment deadline each happen exactly once.
 * A real process on PostgreSQL, killed with SIGKILL (no shutdown hooks run).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a process killed between a commit and its follow-up', () => {
  let t: TestApp;
  let doomed: DoomedProcess | undefined;
  const clock = createTestClock();
  beforeAll(async () => {
    // The surviving process: same database, its relay run by hand so the test sees each step.
    t = await buildTestApp({ clock, env: { EVENT_RELAY: 'false' } });
  });
  afterAll(async () => {
    await doomed?.kill();
    await t?.close();
  });

  it('sends each message, notification, realtime event and timed step once after a restart', async () => {
    const jan = await chatUser(t);
    const anna = await chatUser(t);
    const category = (await createCategory(t.database.db)).id;
    const offer = await createOffer(t.database.db, { accountId: anna.id, categoryId: category, quantity: 3 });
    const as = async (caller: Caller) => ({ authorization: `Bearer ${await accessTokenOf(t, caller)}` });

    doomed = await startDoomedProcess(t.database);
    const { call } = doomed;
    const started = await call(`/api/conversations/${anna.id}`, { method: 'POST', headers: await as(jan) });
    expect(started.status).toBe(201);
    const conversation = (await started.json()) as { id: number };
    const sent = await call('/api/conversations/message-sent', {
      method: 'POST',
      headers: await as(jan),
      body: JSON.stringify({ conversation_id: conversation.id, message: 'Is it still there?' }),
    });
    expect(sent.status).toBe(201);
    const placed = await call('/api/orders', {
      method: 'POST',
      headers: await as(jan),
      body: JSON.stringify({
        shipping_address: ADDRESS.us,
        basket: { products: [{ product: offer.id, quantity: 2 }] },
      }),
    });
    expect(placed.status).toBe(201);
    const orderId = ((await placed.json()) as { order: { orderId: number } }).order.orderId;
    const contact = await call('/api/contact', {
      method: 'POST',
      body: JSON.stringify({
        subject: 'general',
        email_address: 'crash@example.com',
        message: 'Hello after a crash',
      }),
    });
    expect(contact.status).toBe(204);
    expect((await createEventsRepository(t.database.db).pending()).length).toBeGreaterThanOrEqual(4);

    await doomed.kill();

    // Another process comes up: Anna's socket is open on it before its relay runs.
    const annaSocket = await openSocket(t, { token: await accessTokenOf(t, anna) });
    clock.advance(16 * 60_000);
    await t.drainEvents();
    await t.drainEvents();
    await eventually(() => annaSocket.received.some((m) => m.type === 'message'));

    const kinds = (type: RealtimeServerMessage['type']) => annaSocket.received.filter((m) => m.type === type);
    expect(kinds('message')).toHaveLength(1);
    expect(kinds('notification')).toHaveLength(1);
    const annaNotices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, anna.id));
    expect(annaNotices.map((n) => n.kind)).toEqual(['newchatmessage']);
    // The contact form's e-mail reached the administration's mailbox once.
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.channel, 'email'));
    expect(mails.filter((mail) => mail.text.includes('Hello after a crash'))).toHaveLength(1);
    // The order's deadline ran once: canceled, its two pieces back, the buyer told once.
    expect((await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe(
      'canceled',
    );
    expect((await t.database.db.select().from(offers).where(eq(offers.id, offer.id)))[0]!.quantity).toBe(3);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, jan.id), eq(notifications.kind, 'ordercanceled')));
    expect(told).toHaveLength(1);
    expect(await createEventsRepository(t.database.db).pending()).toEqual([]);
    annaSocket.close();
  }, 60_000);
});
