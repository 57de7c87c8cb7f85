import type { ConversationDto, RealtimeServerMessage } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventsRepository } from '../events/events.repository.ts';
import { notify } from '../notifications/notifications.notify.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { buildTestApp, secondConnection, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { accessTokenOf, chatUser, openSocket, sendMessage, startConversation } from '../../test/chat.ts';
import { captureLog } from '../../test/captured-log.ts';
import { eventually } from '../../test/eventually.ts';

type Of<T extends RealtimeServerMessage['type']> = Extract<RealtimeServerMessage, { type: T }>;

describe('the realtime socket', () => {
  let t: TestApp;
  let jan: Caller;
  let anna: Caller;

  beforeAll(async () => {
    t = await buildTestApp();
    jan = await chatUser(t);
    anna = await chatUser(t);
  });
  afterAll(() => t.close());

  it('needs an auth message first: anything else is an error and closes with 4401', async () => {
    const socket = await openSocket(t);
    socket.send({ type: 'ping' });
    await socket.next((m) => m.type === 'error');
    await eventually(() => socket.closeCode === 4401);
  });

  it('closes with 4401 on a bad token, an expired one, or one of the other edition', async () => {
    for (const [token, region] of [
      ['not-a-token', 'us'],
      [await accessTokenOf(t, jan), 'pl'],
    ] as const) {
      const socket = await openSocket(t, { token, region });
      expect(socket.received).toEqual([{ type: 'error', message: 'Unauthorized' }]);
      await eventually(() => socket.closeCode === 4401);
    }
  });

  it('accepts the access token or the conversation’s accessToken, and answers ping with pong', async () => {
    const viaAccess = await openSocket(t, { token: await accessTokenOf(t, jan) });
    expect(viaAccess.received).toEqual([{ type: 'ready', externalUid: `u${jan.id}` }]);
    viaAccess.send({ type: 'ping' });
    await viaAccess.next((m) => m.type === 'pong');

    const conversation = await startConversation(t, anna, jan);
    const viaConversation = await openSocket(t, { token: conversation.accessToken });
    expect(viaConversation.received).toEqual([{ type: 'ready', externalUid: `u${anna.id}` }]);
    // The conversation's token opens the socket, nothing else.
    const asBearer = await t.anonymous.get('/api/conversations', {
      headers: { authorization: `Bearer ${conversation.accessToken}` },
    });
    expect(asBearer.statusCode).toBe(401);
    viaAccess.close();
    viaConversation.close();
  });

  it('answers a plain GET (no handshake) 426 in the error format', async () => {
    const response = await t.anonymous.get('/api/realtime');
    expect(response.statusCode).toBe(426);
    expect(response.json()).toEqual({ code: 426, message: 'Upgrade Required' });
  });

  it('refuses a handshake from another site’s page (403 before the upgrade)', async () => {
    await expect(openSocket(t, { headers: { origin: 'https://evil.example' } })).rejects.toThrow(/403/);
    const own = await openSocket(t, { headers: { origin: 'http://us.localhost:8080' } });
    own.close();
  });

  it('delivers a message to the recipient’s sockets (and the writer’s) live, then the read event', async () => {
    const conversation = await startConversation(t, jan, anna);
    const annasPhone = await openSocket(t, { token: await accessTokenOf(t, anna) });
    const annasLaptop = await openSocket(t, { token: await accessTokenOf(t, anna) });
    const jansSocket = await openSocket(t, { token: await accessTokenOf(t, jan) });
    const outsider = await openSocket(t, { token: await accessTokenOf(t, await chatUser(t)) });

    const sent = (await sendMessage(t, jan, conversation.id, 'Are you there?')).json();
    for (const socket of [annasPhone, annasLaptop, jansSocket]) {
      const event = await socket.next<Of<'message'>>((m) => m.type === 'message');
      expect(event.message).toEqual(sent);
      expect(event.message).toMatchObject({
        conversationId: conversation.id,
        authorExternalUid: `u${jan.id}`,
      });
    }

    const opened = (await t.as(anna).get(`/api/conversations/${conversation.id}`)).json<ConversationDto>();
    const read = await jansSocket.next<Of<'read'>>((m) => m.type === 'read');
    expect(read).toEqual({
      type: 'read',
      conversationId: conversation.id,
      externalUid: `u${anna.id}`,
      lastReadMessageId: opened.messages.items.at(-1)!.id,
    });
    // Opening it read Anna's notification: her bell is told to refetch.
    await annasPhone.next((m) => m.type === 'notification');
    expect(outsider.received).toEqual([{ type: 'ready', externalUid: expect.any(String) }]);
    for (const socket of [annasPhone, annasLaptop, jansSocket, outsider]) socket.close();
  });

  it('pushes a notification event when any writer stores a notification for the account', async () => {
    const socket = await openSocket(t, { token: await accessTokenOf(t, anna) });
    // As the orders module does when it notifies a seller (`notify` queues the socket's event).
    const scope = {
      notifications: createNotificationsRepository(t.database.db),
      events: createEventsRepository(t.database.db),
    };
    await notify(scope, {
      region: 'us',
      accountId: anna.id,
      kind: 'orderpaid',
      data: { orderId: 1 },
      dedupeKey: `test-orderpaid:${anna.id}`,
    });
    await socket.next((m) => m.type === 'notification');
    socket.close();
  });

  it('never writes a token to the log, even at trace level', async () => {
    const log = captureLog();
    const traced = await buildTestApp({
      env: { LOG_LEVEL: 'trace' },
      logStream: log.stream,
      database: await secondConnection(t.database),
    });
    try {
      const user = await chatUser(traced);
      const conversation = await startConversation(traced, user, jan);
      const token = await accessTokenOf(traced, user);
      (await openSocket(traced, { token })).close();
      (await openSocket(traced, { token: conversation.accessToken })).close();
      (await openSocket(traced, { token: 'garbage-token-value' })).close();
      // The log is on (the HTTP calls are in it); the socket's messages never are.
      await eventually(() => log.text().includes('/api/conversations'));
      expect(log.text()).not.toContain(token);
      expect(log.text()).not.toContain(conversation.accessToken);
      expect(log.text()).not.toContain('garbage-token-value');
    } finally {
      await traced.close();
    }
  });

  it('closes the sockets when the app closes, going away (1001)', async () => {
    const other = await buildTestApp({ database: await secondConnection(t.database) });
    const user = await chatUser(other);
    const socket = await openSocket(other, { token: await accessTokenOf(other, user) });
    await other.app.close();
    await eventually(() => socket.closeCode === 1001);
  });
});

describe('a process that dies between a message’s commit and what follows it (decision 075)', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  it('leaves the message’s event and its notification’s to another process, each delivered once', async () => {
    // The database's owner handles no events: the test says which process does.
    const owner = await buildTestApp();
    apps.push(owner);
    await owner.app.events.stop();
    const survivor = await buildTestApp({ database: await secondConnection(owner.database) });
    apps.push(survivor);
    const jan = await chatUser(owner);
    const anna = await chatUser(owner);
    const conversation = await startConversation(owner, jan, anna);
    const annasSocket = await openSocket(survivor, { token: await accessTokenOf(survivor, anna) });

    // The process that stores the message dies right after the commit: no follow-up runs there.
    const crashed = await buildTestApp({ database: await secondConnection(owner.database) });
    await crashed.app.events.stop();
    const sent = await sendMessage(crashed, jan, conversation.id, 'Sent just before the crash');
    expect(sent.statusCode).toBe(201);
    await crashed.close();

    await survivor.drainEvents();
    await survivor.drainEvents();
    const message = await annasSocket.next<Of<'message'>>((m) => m.type === 'message');
    expect(message.message).toEqual(sent.json());
    await annasSocket.next((m) => m.type === 'notification');
    // A ping's answer comes after everything the server sent before it.
    annasSocket.send({ type: 'ping' });
    await annasSocket.next((m) => m.type === 'pong');
    expect(annasSocket.received.map((m) => m.type).sort()).toEqual([
      'message',
      'notification',
      'pong',
      'ready',
    ]);
    annasSocket.close();
  });
});
