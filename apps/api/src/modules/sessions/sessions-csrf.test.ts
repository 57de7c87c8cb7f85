import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, refreshCookieOf, registerUser, type TestUser } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount } from '../../test/factories.ts';
import { createPasswordHasher } from '../../shared/passwords.ts';

const OWN_ORIGIN = 'http://us.localhost:8080';
const FOREIGN_ORIGIN = 'https://attacker.example';

describe('calls bound to the refresh cookie refuse other sites (login CSRF)', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    user = await registerUser(t, 'us');
  });
  afterAll(() => t.close());

  const login = (headers: Record<string, string>, payload: string | object) =>
    t.anonymous.post('/api/sessions/create', payload, { headers });
  const refresh = (cookie: string, headers: Record<string, string> = {}) =>
    t.anonymous.post('/api/sessions/refresh', '', {
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('refuses a form-encoded login, as a cross-site HTML form would send it, without a cookie', async () => {
    const response = await login(
      { 'content-type': 'application/x-www-form-urlencoded', origin: FOREIGN_ORIGIN },
      `username=${user.username}&password=${PASSWORD}`,
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['set-cookie']).toBeUndefined();

    const sameSite = await login(
      { 'content-type': 'application/x-www-form-urlencoded' },
      `username=${user.username}&password=${PASSWORD}`,
    );
    expect(sameSite.statusCode).toBe(415);
    expect(sameSite.json()).toMatchObject({ code: 415 });
    expect(sameSite.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a JSON login from another origin, or one the browser marks cross-site', async () => {
    const crossSite: Record<string, string>[] = [
      { origin: FOREIGN_ORIGIN },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const response = await login(headers, { username: user.username, password: PASSWORD });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 403, message: 'Forbidden' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it("accepts the edition's own origin, the request's own origin and clients that send none", async () => {
    const sameSite: Record<string, string>[] = [
      { origin: OWN_ORIGIN },
      { origin: 'http://us.localhost:5173', host: 'us.localhost:5173' },
      {},
    ];
    for (const headers of sameSite) {
      const response = await login(headers, { username: user.username, password: PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(refreshCookieOf(response)).toMatch(/^refresh_token=/);
    }
  });

  it('refuses a cross-site refresh or logout without touching the session', async () => {
    const signedIn = await login({ origin: OWN_ORIGIN }, { username: user.username, password: PASSWORD });
    const cookie = refreshCookieOf(signedIn);

    expect((await refresh(cookie, { origin: FOREIGN_ORIGIN })).statusCode).toBe(403);
    const logout = await t.anonymous.delete('/api/sessions', undefined, {
      headers: { cookie, origin: FOREIGN_ORIGIN },
    });
    expect(logout.statusCode).toBe(403);

    // The token was neither rotated nor revoked: the real page still refreshes with it.
    const own = await refresh(cookie, { origin: OWN_ORIGIN });
    expect(own.statusCode).toBe(200);
    expect(own.json().user.id).toBe(user.id);
  });

  it('answers a form-encoded body with 415 on every other route', async () => {
    const response = await t.anonymous.post('/api/accounts/forgotten-password', 'email=someone@example.com', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('the refresh cookie behind a TLS proxy', () => {
  it('is Secure when the public origin is https, even without TRUST_PROXY', async () => {
    const t = await buildTestApp({ env: { PUBLIC_ORIGIN_TEMPLATE: 'https://{region}.market.example' } });
    try {
      const passwordHash = await createPasswordHasher({ logN: 12 }).hash(PASSWORD);
      const account = await createAccount(t.database.db, { passwordHash });
      const response = await t.anonymous.post('/api/sessions/create', {
        username: account.username,
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      const cookie = String([response.headers['set-cookie']].flat()[0]);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
    } finally {
      await t.close();
    }
  });
});
