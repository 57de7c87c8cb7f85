import { REALTIME_CLOSE, type RealtimeServerMessage } from '@marketplace/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeBusPrefix } from '../../adapters/bus/create-bus.ts';
import { redisSubscriberName } from '../../adapters/bus/redis-bus.ts';
import { registerUser } from '../../test/accounts.ts';
import { buildTestApp, secondConnection, type TestApp } from '../../test/build-test-app.ts';
import { accessTokenOf, chatUser, openSocket, sendMessage, startConversation } from '../../test/chat.ts';
import { eventually } from '../../test/eventually.ts';

/**
 * As the web client does after a catch-up close: opens sockets on `t` until one stays open and
 * hears the event `trigger` causes (a socket opened while the bus is still down is ended again
 * when it is back).
 */
async function reopen(
  t: TestApp,
  token: string,
  type: RealtimeServerMessage['type'],
  trigger: () => Promise<unknown>,
) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const socket = await openSocket(t, { token });
    await trigger();
    await eventually(() => socket.closeCode !== undefined || socket.received.some((m) => m.type === type));
    if (socket.closeCode === undefined) return socket;
    expect(socket.closeCode).toBe(REALTIME_CLOSE.catchUp);
  }
  throw new Error('no socket stayed open');
}

/**
 * Two API processes on one PostgreSQL and one Redis (issue 23 defect 6, decision 074): a
 * revocation reaches the sockets of every process, and a bus that lost its connection ends the
 * sockets it may have left without events, so that their clients catch up.
 */
describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'realtime across two API processes (PostgreSQL and Redis)',
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

    it('a logout through process A ends the session’s socket held by process B', async () => {
      const user = await registerUser(a);
      const onB = await openSocket(b, { token: user.token });
      expect(onB.received).toEqual([{ type: 'ready', externalUid: `u${user.id}` }]);
      const logout = await a.anonymous.delete('/api/sessions', undefined, {
        headers: { cookie: user.cookie },
      });
      expect(logout.statusCode).toBe(204);
      await eventually(() => onB.closeCode === REALTIME_CLOSE.unauthenticated);
    });

    it('ends the sockets for a catch-up when the Redis subscriber connection is killed', async () => {
      const jan = await chatUser(a);
      const anna = await chatUser(a);
      const token = await accessTokenOf(b, anna);
      const onB = await openSocket(b, { token });

      // Only this deployment's subscribers: other test runs share the Redis server.
      const admin = new Redis(process.env.TEST_REDIS_URL!);
      try {
        const name = redisSubscriberName(realtimeBusPrefix(a.database));
        const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
        const ids = clients
          .split('\n')
          .filter((line) => line.includes(` name=${name} `))
          .map((line) => /\bid=(\d+)/.exec(line)![1]!);
        expect(ids).toHaveLength(2);
        for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id);
      } finally {
        admin.disconnect();
      }
      await eventually(() => onB.closeCode === REALTIME_CLOSE.catchUp);

      // Once ioredis subscribed again, a socket opened anew hears what is written through A.
      const conversation = await startConversation(a, jan, anna);
      const again = await reopen(b, token, 'message', () =>
        sendMessage(a, jan, conversation.id, 'After the gap'),
      );
      again.close();
    });
  },
);
