import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD, refreshCookieOf, registerUser, type TestUser } from '../../test/accounts.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { SIGN_IN_LIMITS } from './login-throttle.ts';

describe('sessions', () => {
  let t: TestApp;
  let user: TestUser;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await buildTestApp({ clock });
    user = await registerUser(t, 'us');
  });
  afterAll(() => t.close());

  const create = (username: string, password: string, ip = '10.0.0.1') =>
    t.anonymous.post('/api/sessions/create', { username, password }, { remoteAddress: ip });
  const refresh = (cookie: string, region: 'us' | 'pl' = 'us') =>
    t.anonymous.post('/api/sessions/refresh', '', {
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      region,
    });

  it('signs in by username or e-mail, case-insensitively, with an httpOnly refresh cookie', async () => {
    for (const login of [user.username, user.username.toUpperCase(), user.email.toUpperCase()]) {
      const response = await create(login, PASSWORD);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(body.user).toMatchObject({ id: user.id, username: user.username });
      expect(body.user).not.toHaveProperty('passwordHash');
      const cookie = String([response.headers['set-cookie']].flat()[0]);
      expect(cookie).toMatch(/^refresh_token=[\w-]{40,};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/api/sessions');
    }
  });

  it('answers a wrong username exactly like a wrong password', async () => {
    const wrongPassword = await create(user.username, 'Wrong-password-1', '10.0.1.1');
    const unknownUser = await create('nobody-here', 'Wrong-password-1', '10.0.1.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(unknownUser.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json()).toEqual({ code: 401, message: 'Invalid username or password.' });
  });

  it('takes as long to refuse an unknown user as a wrong password (a dummy hash is checked)', async () => {
    const timed = async (username: string, ip: string) => {
      const started = performance.now();
      await create(username, 'Wrong-password-1', ip);
      return performance.now() - started;
    };
    await timed('warm-up', '10.0.2.9');
    const wrong = [await timed(user.username, '10.0.2.1'), await timed(user.username, '10.0.2.2')];
    const unknown = [await timed('nobody-1', '10.0.2.3'), await timed('nobody-2', '10.0.2.4')];
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...wrong) * 0.5);
  });

  it('answers refresh with a new token, the user and the notification identity, rotating the cookie', async () => {
    const response = await refresh(user.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user.id).toBe(user.id);
    expect(body.notificationIdentity).toEqual({
      projectId: 'marketplace-us',
      userId: String(user.id),
      userHmac: expect.any(String),
    });
    const rotated = refreshCookieOf(response);
    expect(rotated).not.toBe(user.cookie);
    expect(
      (await t.anonymous.get('/api/accounts/my', { headers: { authorization: `Bearer ${body.token}` } }))
        .statusCode,
    ).toBe(200);
    user = { ...user, cookie: rotated, token: body.token };
  });

  it('revokes the whole family when a rotated refresh token is replayed', async () => {
    const first = await refresh(user.cookie);
    const next = refreshCookieOf(first);
    const replay = await refresh(user.cookie);
    expect(replay.statusCode).toBe(401);
    expect(String([replay.headers['set-cookie']].flat()[0])).toMatch(/^refresh_token=;/);
    // The thief's replay also kills the legitimate newest token of that login.
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('refuses a refresh without a cookie, with a forged one, or from the other edition', async () => {
    expect((await refresh('')).statusCode).toBe(401);
    expect((await refresh('refresh_token=forged')).statusCode).toBe(401);
    const fresh = await create(user.username, PASSWORD, '10.0.3.1');
    expect((await refresh(refreshCookieOf(fresh), 'pl')).statusCode).toBe(401);
  });

  it('refuses a refresh from the other edition without rotating or revoking the session', async () => {
    const session = await create(user.username, PASSWORD, '10.0.3.2');
    const cookie = refreshCookieOf(session);
    expect((await refresh(cookie, 'pl')).statusCode).toBe(401);
    const own = await refresh(cookie, 'us');
    expect(own.statusCode).toBe(200);
    expect((await refresh(refreshCookieOf(own), 'us')).statusCode).toBe(200);
  });

  it('logs out: the refresh token is revoked and the cookie cleared', async () => {
    const session = await create(user.username, PASSWORD, '10.0.4.1');
    const cookie = refreshCookieOf(session);
    const logout = await t.anonymous.delete('/api/sessions', undefined, { headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect(String([logout.headers['set-cookie']].flat()[0])).toMatch(/^refresh_token=;/);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('refuses an access token in the other edition and an expired one', async () => {
    expect((await t.as(user).get('/api/accounts/my', { region: 'pl' })).statusCode).toBe(401);
    const short = await buildTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: '1' } });
    try {
      const other = await registerUser(short, 'us');
      // Access tokens expire by the system time (jose reads Date): only Date is faked, moved 2.1 s on.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 2100);
      const expired = await short.as(other).get('/api/accounts/my');
      expect(expired.statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });

  it('refuses an access token without an expiry, even signed with the right secret', async () => {
    const forever = await new SignJWT({ region: 'us', role: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('marketplace')
      .setIssuedAt()
      .sign(new TextEncoder().encode(t.env.AUTH_SECRET));
    const response = await t.anonymous.get('/api/accounts/my', {
      headers: { authorization: `Bearer ${forever}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('rate limits failed sign-ins per name and IP, with Retry-After, even for the right password', async () => {
    const victim = await registerUser(t, 'us');
    // At the start of a window (fixed windows): the lock then lasts the whole 15 minutes.
    const { windowMs } = SIGN_IN_LIMITS.perAccountAndIp;
    clock.advance(windowMs - (clock().getTime() % windowMs));
    for (let i = 0; i < 5; i++)
      expect((await create(victim.username, `Wrong-${i}-password`, '10.1.0.1')).statusCode).toBe(401);
    const blocked = await create(victim.username, PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 429, message: 'Too many attempts. Try again later.' });
    expect(Number(blocked.headers['retry-after'])).toBe(windowMs / 1000);
    clock.advance(windowMs);
    expect((await create(victim.username, PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('does not lock the owner out from their own IP when someone else fails from another', async () => {
    const owner = await registerUser(t, 'us');
    for (let i = 0; i < 10; i++) await create(owner.username, `Wrong-${i}-password`, '10.4.0.66');
    expect((await create(owner.username, PASSWORD, '10.4.0.66')).statusCode).toBe(429);
    expect((await create(owner.username, PASSWORD, '10.4.0.1')).statusCode).toBe(200);
  });

  it('brakes guessing one name from many IPs at a much higher limit', async () => {
    const target = await registerUser(t, 'us');
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.max; i++)
      await create(target.username, 'Wrong-password-1', `10.5.${Math.floor(i / 200)}.${i % 200}`);
    expect((await create(target.username, PASSWORD, '10.5.9.9')).statusCode).toBe(429);
    expect((await create(user.username, PASSWORD, '10.5.9.9')).statusCode).toBe(200);
  });

  it('rate limits failed sign-ins per IP across usernames, at a limit sized for shared networks', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perIp.max; i++)
      await create(`someone-${i}`, 'Wrong-password-1', '10.2.0.1');
    expect((await create(user.username, PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await create(user.username, PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  }, 60_000);
});
