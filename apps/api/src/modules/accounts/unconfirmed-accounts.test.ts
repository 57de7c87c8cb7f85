import { MESSAGES } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestCode,
  PASSWORD,
  registerUser,
  registrationPayload,
  type TestUser,
} from '../../test/accounts.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { outboxOf } from '../../test/outbox.ts';
import { UNCONFIRMED_ACCOUNT_TTL_MS } from './accounts-registration.service.ts';

type Payload = ReturnType<typeof registrationPayload>;

describe('unconfirmed registrations', () => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());

  const register = (payload: Payload) => t.anonymous.post('/api/accounts/register', payload);
  const confirm = (uuid: string, code: string) =>
    t.anonymous.post('/api/short-codes/confirm', { uuid, code });
  const signIn = (username: string) =>
    t.anonymous.post('/api/sessions/create', { username, password: PASSWORD });
  /** A new registration, except for the identifiers given. */
  const registrationWith = (fields: Partial<Payload['account']['data']>) => {
    const payload = registrationPayload('us');
    Object.assign(payload.account.data, fields);
    return payload;
  };
  const usernameErrors = async (payload: Payload) =>
    (await register(payload)).json().errors?.children.account.children.data.children.username?.errors;

  it('lets the owner of an e-mail register at once over an unconfirmed registration with it', async () => {
    const squatter = registrationPayload('us');
    const squatterRegistration = (await register(squatter)).json();
    const squatterCode = await latestCode(t, squatter.account.data.email);

    const owner = registrationWith({ email: squatter.account.data.email });
    const ownerRegistration = await register(owner);
    expect(ownerRegistration.statusCode).toBe(200);
    const ownerCode = await latestCode(t, owner.account.data.email);

    // The replaced registration and its code are gone; the new one confirms.
    expect((await confirm(squatterRegistration.uuid, squatterCode)).statusCode).toBe(404);
    expect((await signIn(squatter.account.data.username)).statusCode).toBe(401);
    expect((await confirm(ownerRegistration.json().uuid, ownerCode)).statusCode).toBe(200);
    expect((await signIn(owner.account.data.username)).statusCode).toBe(200);
  });

  it('holds a username for an unconfirmed registration only for its hour', async () => {
    const first = registrationPayload('us');
    expect((await register(first)).statusCode).toBe(200);
    const second = registrationWith({ username: first.account.data.username.toUpperCase() });
    expect(await usernameErrors(second)).toEqual([MESSAGES.usernameTaken]);

    clock.advance(UNCONFIRMED_ACCOUNT_TTL_MS + 1000);
    expect((await register(second)).statusCode).toBe(200);
    // The stale registration gave way: its username now belongs to the second one.
    expect((await signIn(first.account.data.username)).statusCode).toBe(403);
    expect((await signIn(first.account.data.email)).statusCode).toBe(401);
  });

  it('deletes expired unconfirmed accounts in an idempotent sweep, and only those', async () => {
    const confirmed = await registerUser(t, 'us');
    const stale = registrationPayload('us');
    await register(stale);
    clock.advance(UNCONFIRMED_ACCOUNT_TTL_MS + 1000);
    const fresh = registrationPayload('us');
    await register(fresh);

    expect(await t.runJob('delete-expired-registrations')).toBeGreaterThanOrEqual(1);
    expect(await t.runJob('delete-expired-registrations')).toBe(0);
    expect((await signIn(stale.account.data.username)).statusCode).toBe(401);
    expect((await signIn(fresh.account.data.username)).statusCode).toBe(403);
    expect((await signIn(confirmed.username)).statusCode).toBe(200);
  });

  it('does not keep a signed-in owner from moving to an e-mail an unconfirmed registration holds', async () => {
    const owner: TestUser = await registerUser(t, 'us');
    const squatter = registrationPayload('us');
    await register(squatter);
    const newEmail = squatter.account.data.email;

    const change = await t.as(owner).post('/api/accounts/my/update-email', { email: newEmail });
    expect(change.statusCode).toBe(200);
    const confirmed = await confirm(change.json().uuid, await latestCode(t, newEmail));
    expect(confirmed.statusCode).toBe(200);
    const me = await t.as(owner).get('/api/accounts/my');
    expect(me.json().email).toBe(newEmail);
    expect((await signIn(squatter.account.data.username)).statusCode).toBe(401);
  });

  it('sends a reset link by phone to the confirmed owner, not to an earlier unconfirmed registration with that phone', async () => {
    const squatter = registrationPayload('us');
    expect((await register(squatter)).statusCode).toBe(200);
    const owner = registrationWith({ phone: squatter.account.data.phone });
    const { uuid } = (await register(owner)).json();
    expect((await confirm(uuid, await latestCode(t, owner.account.data.email))).statusCode).toBe(200);
    const ownerId = (await signIn(owner.account.data.username)).json().user.id;

    const phone = `+1${squatter.account.data.phone}`;
    await t.anonymous.post('/api/accounts/forgotten-password', { phone });
    const sms = await outboxOf(t, phone);
    expect(sms[0]?.text).toContain(`reset?id=${ownerId}&`);
  });
});
