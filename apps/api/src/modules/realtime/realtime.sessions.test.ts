import { REALTIME_CLOSE } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.ts';
import { createAccessTokens } from '../../http/auth.ts';
import { login, PASSWORD, registerUser, type TestUser } from '../../test/accounts.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { chatUser, openSocket, sendMessage, startConversation, type TestSocket } from '../../test/chat.ts';
import { eventually } from '../../test/eventually.ts';

/**
 * A socket lives no longer than the session its token came from (issue 23 defect 6, decision 074):
 * a stolen token's socket ends with its token's expiry, its session's logout, a password change
 * elsewhere, or a block; and the token opens no new one once its session is over.
 */
describe('realtime sockets and the sessions they belong to', () => {
  let t: TestApp;
  let bea: Caller;

  beforeAll(async () => {
    t = await buildTestApp();
    bea = await chatUser(t);
  });
  afterAll(() => t.close());

  const ready = (socket: TestSocket) => socket.received.some((message) => message.type === 'ready');
  const ended = (socket: TestSocket) => eventually(() => socket.closeCode === REALTIME_CLOSE.unauthenticated);
  /** Bea writes to `user`: `listening` hears it, and the ended sockets got nothing after `ready`. */
  async function onlyHeardBy(user: Caller, listening: TestSocket, endedSockets: TestSocket[]) {
    const conversation = await startConversation(t, bea, user);
    const sent = await sendMessage(t, bea, conversation.id, 'Are you still there?');
    expect(sent.statusCode).toBe(201);
    await listening.next((message) => message.type === 'message');
    for (const socket of endedSockets)
      expect(socket.received.map((message) => message.type)).toEqual(['ready']);
  }
  async function refused(token: string) {
    const socket = await openSocket(t, { token });
    expect(socket.received).toEqual([{ type: 'error', message: 'Unauthorized' }]);
    await ended(socket);
  }

  it('logout ends the sockets of that session, its conversation token’s too, and not another session’s', async () => {
    const user = await registerUser(t);
    const otherDevice = await login(t, 'us', user.username, PASSWORD);
    const conversation = await startConversation(t, user, bea);
    const viaAccess = await openSocket(t, { token: user.token });
    const viaConversation = await openSocket(t, { token: conversation.accessToken });
    const elsewhere = await openSocket(t, { token: otherDevice.token });
    expect([viaAccess, viaConversation, elsewhere].every(ready)).toBe(true);

    const logout = await t.anonymous.delete('/api/sessions', undefined, { headers: { cookie: user.cookie } });
    expect(logout.statusCode).toBe(204);
    await ended(viaAccess);
    await ended(viaConversation);
    await onlyHeardBy(user, elsewhere, [viaAccess, viaConversation]);
    expect(elsewhere.closeCode).toBeUndefined();
    // The access token still bears a valid signature, but its session is over.
    await refused(user.token);
    await refused(conversation.accessToken);
    elsewhere.close();
  });

  it('a token whose session is over hears nothing, even what reaches its account while it is checked', async () => {
    const user = await registerUser(t);
    const logout = await t.anonymous.delete('/api/sessions', undefined, { headers: { cookie: user.cookie } });
    expect(logout.statusCode).toBe(204);
    // The account's events keep coming while the refused socket is registered and its session checked.
    let publishing = true;
    const publish = async () => {
      while (publishing) {
        await t.app.realtime.publish([user.id], { type: 'pong' });
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const publisher = publish();
    try {
      for (let i = 0; i < 5; i++) await refused(user.token);
    } finally {
      publishing = false;
      await publisher;
    }
  });

  it('a password change ends the other sessions’ sockets and keeps the one that changed it', async () => {
    const user = await registerUser(t);
    const otherDevice = await login(t, 'us', user.username, PASSWORD);
    const mine = await openSocket(t, { token: user.token });
    const theirs = await openSocket(t, { token: otherDevice.token });

    // As a browser sends it: the refresh cookie is scoped to /api/sessions and does not come along.
    const changed = await t.as(user).post('/api/accounts/my/update-password', {
      old_password: PASSWORD,
      new_password: { first: 'Brand-new-pass-9', second: 'Brand-new-pass-9' },
    });
    expect(changed.statusCode).toBe(200);
    await ended(theirs);
    await onlyHeardBy(user, mine, [theirs]);
    expect(mine.closeCode).toBeUndefined();
    await refused(otherDevice.token);
    mine.close();
  });

  it('ends the sockets of a session whose refresh token was presented twice (stolen)', async () => {
    const user = await registerUser(t);
    const socket = await openSocket(t, { token: user.token });
    const refresh = () =>
      t.anonymous.post('/api/sessions/refresh', '', {
        headers: { cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await refresh()).statusCode).toBe(200);
    expect((await refresh()).statusCode).toBe(401);
    await ended(socket);
    await refused(user.token);
  });

  it('ends a socket when its token expires', async () => {
    const user = await chatUser(t);
    const shortLived = createAccessTokens(t.env.AUTH_SECRET, 3);
    const principal = { accountId: user.id, region: user.region, role: 'user' } as const;
    const socket = await openSocket(t, { token: await shortLived.sign(principal) });
    const live = await openSocket(t, { token: await t.app.accessTokens.sign(principal) });
    expect(ready(socket)).toBe(true);
    await ended(socket);
    await onlyHeardBy(user, live, [socket]);
    live.close();
  });

  it('ends every socket of a blocked account, and opens none for it from then on', async () => {
    const user: TestUser = await registerUser(t);
    const otherDevice = await login(t, 'us', user.username, PASSWORD);
    const sockets = [
      await openSocket(t, { token: user.token }),
      await openSocket(t, { token: otherDevice.token }),
    ];
    await t.database.db.update(accounts).set({ status: 'blocked' }).where(eq(accounts.id, user.id));
    await t.app.realtime.revoke(user.id, null);
    for (const socket of sockets) await ended(socket);
    await refused(otherDevice.token);
  });
});
