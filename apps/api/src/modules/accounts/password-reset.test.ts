import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, refreshCookieOf, registerUser, type TestUser } from '../../test/accounts.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { outboxOf, refuseMailTo } from '../../test/outbox.ts';
import { retryDelayMs } from '../events/events.relay.ts';

describe('password reset', () => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());

  const forgotten = (payload: object, region: 'us' | 'pl' = 'us') =>
    t.anonymous.post('/api/accounts/forgotten-password', payload, { region });
  const outbox = (recipient: string) => outboxOf(t, recipient);
  const resetLinkOf = async (recipient: string) => {
    const text: string = (await outbox(recipient))[0]!.text;
    return new URL(text.match(/https?:\/\/\S+/)![0]);
  };
  const reset = (link: URL, first: string, second = first, region: 'us' | 'pl' = 'us') => {
    const id = link.searchParams.get('id');
    const query = new URLSearchParams({
      signature: link.searchParams.get('signature')!,
      expires: link.searchParams.get('expires')!,
    });
    return t.anonymous.post(
      `/api/accounts/${id}/reset-password?${query}`,
      { new_password: { first, second } },
      { region },
    );
  };

  it('answers the same whether or not the account exists', async () => {
    const user = await registerUser(t, 'us');
    const known = await forgotten({ email: user.email });
    const unknown = await forgotten({ email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await outbox('nobody@example.com')).toEqual([]);
    const [message] = await outbox(user.email);
    expect(message!.subject).toBe('Reset your password');
    expect(message!.text).toContain(
      `http://us.localhost:8080/auth/forgot-password/reset?id=${user.id}&expires=`,
    );
  });

  it('answers while the mailbox is down, and sends the link once it is back, once', async () => {
    const user = await registerUser(t, 'us');
    const mailbox = await refuseMailTo(t.database, user.email);
    expect((await forgotten({ email: user.email })).statusCode).toBe(200);
    const resetMails = async () =>
      (await outbox(user.email)).filter((mail) => mail.subject === 'Reset your password');
    expect(await resetMails()).toEqual([]);
    await mailbox.restore();
    clock.advance(retryDelayMs(1));
    expect(await resetMails()).toHaveLength(1);
    clock.advance(retryDelayMs(2));
    expect(await resetMails()).toHaveLength(1);
  });

  it('requires a valid e-mail or a phone', async () => {
    const none = await forgotten({});
    expect(none.json().errors.children.email.errors).toEqual(['This field is required.']);
    const bad = await forgotten({ email: 'nope' });
    expect(bad.json().errors.children.email.errors).toEqual(['Invalid email address.']);
  });

  it('sends the link by SMS when asked by phone, in the edition language', async () => {
    const user = await registerUser(t, 'pl');
    await forgotten({ phone: user.phone.replace('+48', '') }, 'pl');
    const [sms] = await outbox(user.phone);
    expect(sms!.channel).toBe('sms');
    expect(sms!.text).toMatch(/^Marketplace: zresetuj hasło/);
    expect(sms!.text).toContain('http://pl.localhost:8080/auth/forgot-password/reset?id=');
  });

  it('sets a new password once, and ends every session', async () => {
    const user: TestUser = await registerUser(t, 'us');
    await forgotten({ email: user.email });
    const link = await resetLinkOf(user.email);

    const mismatch = await reset(link, 'New-secret-123', 'Other-secret-123');
    expect(mismatch.json().errors.children.newPassword.children.first.errors).toEqual([
      'Passwords must match.',
    ]);
    const missing = await reset(link, '', '');
    expect(missing.json().errors.children.newPassword.children.first.errors).toEqual([
      'This field is required.',
    ]);
    const common = await reset(link, 'qwertyuiop');
    expect(common.json().errors.children.newPassword.children.first.errors[0]).toMatch(/too common/);

    expect((await reset(link, 'New-secret-123')).statusCode).toBe(200);
    const oldLogin = await t.anonymous.post('/api/sessions/create', {
      username: user.username,
      password: PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.anonymous.post('/api/sessions/create', {
      username: user.username,
      password: 'New-secret-123',
    });
    expect(newLogin.statusCode).toBe(200);
    const refresh = await t.anonymous.post('/api/sessions/refresh', undefined, {
      headers: { cookie: user.cookie },
    });
    expect(refresh.statusCode).toBe(401);
    expect(refreshCookieOf(newLogin)).not.toBe('');

    const again = await reset(link, 'Another-secret-456');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 400, message: 'Invalid link.' });
  });

  it('refuses a link after an hour, a tampered one and a malformed one with "Invalid link."', async () => {
    const user = await registerUser(t, 'us');
    await forgotten({ email: user.email });
    const link = await resetLinkOf(user.email);

    const tampered = new URL(link);
    tampered.searchParams.set('signature', `${link.searchParams.get('signature')!.slice(0, -2)}xx`);
    expect((await reset(tampered, 'New-secret-123')).json()).toEqual({ code: 400, message: 'Invalid link.' });

    const otherAccount = new URL(link);
    otherAccount.searchParams.set('id', String(user.id + 1000));
    expect((await reset(otherAccount, 'New-secret-123')).json().message).toBe('Invalid link.');

    const malformed = await t.anonymous.post(`/api/accounts/abc/reset-password?expires=soon`, {
      new_password: { first: 'New-secret-123', second: 'New-secret-123' },
    });
    expect(malformed.json()).toEqual({ code: 400, message: 'Invalid link.' });

    expect((await reset(link, 'New-secret-123', 'New-secret-123', 'pl')).json().message).toBe(
      'Invalid link.',
    );
    clock.advance(60 * 60 * 1000 + 1000);
    expect((await reset(link, 'New-secret-123')).json()).toEqual({ code: 400, message: 'Invalid link.' });
  });
});
