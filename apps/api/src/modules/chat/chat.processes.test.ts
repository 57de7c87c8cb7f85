import type { ChatMessageDto, RealtimeServerMessage } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, secondConnection, type TestApp } from '../../test/build-test-app.ts';
import { accessTokenOf, chatUser, openSocket, sendMessage, startConversation } from '../../test/chat.ts';

type MessageEvent = Extract<RealtimeServerMessage, { type: 'message' }>;

/**
 * Two API processes on one PostgreSQL and one Redis (issue 16, decision 065): a socket held by
 * one process hears what is written through the other. CI runs it against the machine's services.
 */
describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'chat across two API processes (PostgreSQL and Redis)',
  () => {
    let a: TestApp;
    let b: TestApp;

    beforeAll(async () => {
      const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
      a = await buildTestApp({ env });
      b = await buildTestApp({ env, database: await secondConnection(a.database) });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('delivers a message sent through process A to the recipient’s socket on process B', async () => {
      const jan = await chatUser(a);
      const anna = await chatUser(a);
      const conversation = await startConversation(a, jan, anna);
      const annaOnB = await openSocket(b, { token: await accessTokenOf(b, anna) });
      expect(annaOnB.received).toEqual([{ type: 'ready', externalUid: `u${anna.id}` }]);

      const sent = await sendMessage(a, jan, conversation.id, 'Through process A');
      expect(sent.statusCode).toBe(201);
      const event = await annaOnB.next<MessageEvent>((m) => m.type === 'message');
      expect(event.message).toEqual(sent.json<ChatMessageDto>());
      // The notification stored with it reaches B too (its event, published on the realtime bus).
      await annaOnB.next((m) => m.type === 'notification');

      // And back: Anna answers through B, Jan's socket on A hears it.
      const janOnA = await openSocket(a, { token: await accessTokenOf(a, jan) });
      const answer = (await sendMessage(b, anna, conversation.id, 'Heard you on B')).json<ChatMessageDto>();
      // Jan's copy of his own first message is a separate event (decision 132): it may still be on
      // its way to this new socket, so the answer is told apart by its id.
      const back = await janOnA.next<MessageEvent>((m) => m.type === 'message' && m.message.id === answer.id);
      expect(back.message).toEqual(answer);
      annaOnB.close();
      janOnA.close();
    });
  },
);
