import { MESSAGES } from '@marketplace/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, registerUser, registrationPayload } from '../../test/accounts.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { outboxOf } from '../../test/outbox.ts';
import { ACCOUNT_RATE_LIMITS } from './accounts.rate-limits.ts';

const HOUR = 60 * 60 * 1000;
/** Client addresses from the documentation range, one per call unless a test names one. */
let lastIp = 0;
const publicIp = () => `203.0.113.${++lastIp}`;

/** Calls one after another, as a client hammering an endpoint would. */
async function times<T>(count: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < count; i++) results.push(await call(i));
  return results;
}

describe('limits on messages and password checks', () => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());
  // Each test starts a fresh window of every limit (they are fixed windows aligned to the hour).
  beforeEach(() => clock.advance(HOUR - (clock().getTime() % HOUR)));

  const post = (url: string, payload: object, remoteAddress = publicIp()) =>
    t.anonymous.post(url, payload, { remoteAddress });
  const outbox = (recipient: string) => outboxOf(t, recipient);
  const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);
  const expectTooMany = (response: {
    statusCode: number;
    headers: Record<string, unknown>;
    json(): unknown;
  }) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ code: 429, message: MESSAGES.tooManyAttempts });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('sends at most 3 reset links an hour to one address, answering a known and an unknown one alike', async () => {
    const user = await registerUser(t, 'us');
    const { max } = ACCOUNT_RATE_LIMITS.passwordResetsPerAddress;
    const known = await times(30, () => post('/api/accounts/forgotten-password', { email: user.email }));
    const unknown = await times(30, () =>
      post('/api/accounts/forgotten-password', { email: 'nobody.here@example.com' }),
    );

    const resetMails = (await outbox(user.email)).filter((mail) => mail.subject === 'Reset your password');
    expect(resetMails).toHaveLength(max);
    expect(statuses(known)).toEqual([...Array(max).fill(200), ...Array(30 - max).fill(429)]);
    expect(statuses(unknown)).toEqual(statuses(known));
    expect(unknown.map((response) => response.body)).toEqual(known.map((response) => response.body));
    expectTooMany(known.at(-1)!);

    clock.advance(ACCOUNT_RATE_LIMITS.passwordResetsPerAddress.windowMs);
    expect((await post('/api/accounts/forgotten-password', { email: user.email })).statusCode).toBe(200);
  });

  it('limits reset requests per IP across addresses', async () => {
    const ip = publicIp();
    const { max } = ACCOUNT_RATE_LIMITS.passwordResetsPerIp;
    const answers = await times(max + 1, (i) =>
      post('/api/accounts/forgotten-password', { email: `someone.${i}@example.com` }, ip),
    );
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(max);
    expectTooMany(answers.at(-1)!);
    expect((await post('/api/accounts/forgotten-password', { email: 'other@example.com' })).statusCode).toBe(
      200,
    );
  });

  it('stops sending SMS to a phone that registration after registration names', async () => {
    const phone = '2025550100';
    const { max } = ACCOUNT_RATE_LIMITS.registrationsPerAddress;
    const answers = await times(max + 3, () => {
      const payload = registrationPayload('us', 'person', { auth_type: 'sms' });
      payload.account.data.phone = phone;
      return post('/api/accounts/register', payload);
    });
    expect(statuses(answers)).toEqual([...Array(max).fill(200), ...Array(3).fill(429)]);
    expectTooMany(answers.at(-1)!);
    expect((await outbox(`+1${phone}`)).filter((message) => message.channel === 'sms')).toHaveLength(max);
  });

  it('limits registrations naming one e-mail, and registrations from one IP', async () => {
    const email = `target.${Date.now()}@example.com`;
    const { max: perAddress } = ACCOUNT_RATE_LIMITS.registrationsPerAddress;
    const sameEmail = await times(perAddress + 1, () => {
      const payload = registrationPayload('us');
      payload.account.data.email = email;
      return post('/api/accounts/register', payload);
    });
    expect(statuses(sameEmail)).toEqual([...Array(perAddress).fill(200), 429]);
    expect(await outbox(email)).toHaveLength(perAddress);

    const ip = publicIp();
    const { max: perIp } = ACCOUNT_RATE_LIMITS.registrationsPerIp;
    const sameIp = await times(perIp + 1, () =>
      post('/api/accounts/register', registrationPayload('us'), ip),
    );
    expect(statuses(sameIp)).toEqual([...Array(perIp).fill(200), 429]);
  });

  it('counts the sub-addresses of one mailbox as one address, whatever their case', async () => {
    const mailbox = `tagged.${Date.now()}`;
    const { max } = ACCOUNT_RATE_LIMITS.registrationsPerAddress;
    const answers = await times(max + 1, (i) => {
      const payload = registrationPayload('us');
      payload.account.data.email =
        i < max ? `${mailbox}+${i}@example.com` : `${mailbox.toUpperCase()}+last@EXAMPLE.com`;
      return post('/api/accounts/register', payload);
    });
    expect(statuses(answers)).toEqual([...Array(max).fill(200), 429]);
    expectTooMany(answers.at(-1)!);
  });

  it('limits registrations from a loopback address too (a proxy on this host without TRUST_PROXY)', async () => {
    const { max } = ACCOUNT_RATE_LIMITS.registrationsPerIp;
    const sameIp = await times(max + 1, () =>
      post('/api/accounts/register', registrationPayload('us'), '127.0.0.1'),
    );
    expect(statuses(sameIp)).toEqual([...Array(max).fill(200), 429]);
  });

  it('limits code resends to one address, beyond the cooldown of each code', async () => {
    const payload = registrationPayload('us');
    const { uuid } = (await post('/api/accounts/register', payload)).json();
    const { max } = ACCOUNT_RATE_LIMITS.codeResendsPerAddress;
    const answers = await times(max + 1, () => {
      clock.advance(61_000);
      return post('/api/short-codes/resend', { uuid });
    });
    expect(statuses(answers)).toEqual([...Array(max).fill(200), 429]);
    expectTooMany(answers.at(-1)!);
    expect(await outbox(payload.account.data.email)).toHaveLength(1 + max);
  });

  it('limits codes sent to one new phone from the account settings', async () => {
    const user = await registerUser(t, 'us');
    const { max } = ACCOUNT_RATE_LIMITS.contactChangesPerAddress;
    const answers = await times(max + 1, () =>
      t.as(user).post('/api/accounts/my/update-phone', { phone: '2025550199' }),
    );
    expect(statuses(answers)).toEqual([...Array(max).fill(200), 429]);
    expect(await outbox('+12025550199')).toHaveLength(max);
  });

  it('answers wrong current passwords with 429 after 5 checks, even for the right one, until the window ends', async () => {
    const user = await registerUser(t, 'us');
    const change = (oldPassword: string) =>
      t.as(user).post('/api/accounts/my/update-password', {
        old_password: oldPassword,
        new_password: { first: 'Brand-new-secret-9', second: 'Brand-new-secret-9' },
      });
    const { max, windowMs } = ACCOUNT_RATE_LIMITS.currentPasswordChecksPerAccount;
    const wrong = await times(max, (i) => change(`Wrong-guess-${i}`));
    expect(statuses(wrong)).toEqual(Array(max).fill(400));
    expectTooMany(await change(PASSWORD));

    clock.advance(windowMs);
    expect((await change(PASSWORD)).statusCode).toBe(200);
  });
});
