import { MESSAGES } from '@marketplace/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestCode, PASSWORD, registerUser } from '../../test/accounts.ts';
import { buildTestApp, createTestClock, secondConnection, type TestApp } from '../../test/build-test-app.ts';
import { SIGN_IN_LIMITS } from './login-throttle.ts';

const WINDOW = SIGN_IN_LIMITS.perAccountAndIp.windowMs;
let lastIp = 0;
/** A client address no other test uses. */
const newIp = () => `198.51.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;
const statuses = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode);

/**
 * The sign-in throttle (decision 071) under concurrent requests, across names of one account and
 * on shared networks, and the e-mailed code that lets a throttled account's owner in.
 */
describe('sign-in throttle', () => {
  let t: TestApp;
  let other: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await buildTestApp({ clock });
    // A second API process on the same database (its own pool on PostgreSQL).
    other = await buildTestApp({ clock, database: await secondConnection(t.database) });
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });
  // Each test starts a fresh window of every limit (fixed windows).
  beforeEach(() => clock.advance(WINDOW - (clock().getTime() % WINDOW)));

  const create = (username: string, password: string, ip: string, extra: object = {}, app = t) =>
    app.anonymous.post('/api/sessions/create', { username, password, ...extra }, { remoteAddress: ip });
  const requestCode = (username: string, ip: string) =>
    t.anonymous.post('/api/sessions/sign-in-code', { username }, { remoteAddress: ip });

  it('checks at most 5 of 20 concurrent wrong passwords for one account from one IP, on two processes', async () => {
    const victim = await registerUser(t, 'us');
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create(victim.username, `Wrong-${i}-password`, ip, {}, i % 2 ? other : t),
      ),
    );
    expect(statuses(answers).filter((status) => status === 401)).toHaveLength(5);
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(15);
    expect((await create(victim.username, PASSWORD, ip)).statusCode).toBe(429);
    // The owner elsewhere is not affected.
    expect((await create(victim.username, PASSWORD, newIp())).statusCode).toBe(200);
  });

  it('gives the username and the e-mail of an account one budget', async () => {
    const owner = await registerUser(t, 'us');
    const ip = newIp();
    for (const login of [owner.username, owner.email, owner.username, owner.email.toUpperCase(), owner.email])
      expect((await create(login, 'Wrong-password-1', ip)).statusCode).toBe(401);
    expect((await create(owner.username, PASSWORD, ip)).statusCode).toBe(429);
    expect((await create(owner.email, PASSWORD, ip)).statusCode).toBe(429);

    // From many addresses, the brake on distributed guessing counts the account too, not each name.
    const target = await registerUser(t, 'us');
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount.max; i++)
      await create(i % 2 ? target.username : target.email, 'Wrong-password-1', newIp());
    expect((await create(target.username, PASSWORD, newIp())).statusCode).toBe(429);
    expect((await create(target.email, PASSWORD, newIp())).statusCode).toBe(429);
  });

  it("does not lock out an unrelated account with the right password over other people's failures from the same address", async () => {
    const office = newIp();
    const colleagues = [
      await registerUser(t, 'us'),
      await registerUser(t, 'us'),
      await registerUser(t, 'us'),
    ];
    // Five wrong passwords for each colleague and 35 mistyped names: 50 failures from one address.
    for (const colleague of colleagues)
      for (let i = 0; i < 5; i++) await create(colleague.username, 'Wrong-password-1', office);
    for (let i = 0; i < 35; i++) await create(`no-such-user-${i}`, 'Wrong-password-1', office);
    const newcomer = await registerUser(t, 'us');
    expect((await create(newcomer.username, PASSWORD, office)).statusCode).toBe(200);
    expect((await create(colleagues[0]!.username, PASSWORD, office)).statusCode).toBe(429);
  });

  it('lets the owner of a throttled account in with a code e-mailed to them', async () => {
    const owner = await registerUser(t, 'us');
    const ip = newIp();
    for (let i = 0; i < 5; i++) await create(owner.username, 'Wrong-password-1', ip);
    expect((await create(owner.username, PASSWORD, ip)).statusCode).toBe(429);

    const requested = await requestCode(owner.email, ip);
    expect(requested.statusCode).toBe(200);
    const { uuid } = requested.json();
    const code = await latestCode(t, owner.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await create(owner.username, PASSWORD, ip, { uuid, code: wrongCode });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ code: 404, message: MESSAGES.incorrectCode });
    expect((await create(owner.username, 'Wrong-password-1', ip, { uuid, code })).statusCode).toBe(401);

    const signedIn = await create(owner.username, PASSWORD, ip, { uuid, code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(owner.id);
    // A code lets in once.
    expect((await create(owner.username, PASSWORD, ip, { uuid, code })).statusCode).toBe(410);
    // And the throttle still holds for whoever has no code.
    expect((await create(owner.username, PASSWORD, ip)).statusCode).toBe(429);
  });

  it('lets everyone on an address past its limit in with the e-mailed code', async () => {
    const carrier = newIp();
    for (let i = 0; i < SIGN_IN_LIMITS.perIp.max; i++) await create(`typo-${i}`, 'Wrong-password-1', carrier);
    const newcomer = await registerUser(t, 'us');
    const refused = await create(newcomer.username, PASSWORD, carrier);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, message: MESSAGES.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const { uuid } = (await requestCode(newcomer.username, carrier)).json();
    const code = await latestCode(t, newcomer.email);
    expect((await create(newcomer.username, PASSWORD, carrier, { uuid, code })).statusCode).toBe(200);
  });

  it('bounds password guesses with a code too: 5 tries in all, even at once', async () => {
    const owner = await registerUser(t, 'us');
    const ip = newIp();
    const { uuid } = (await requestCode(owner.username, ip)).json();
    const code = await latestCode(t, owner.email);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        create(owner.username, `Wrong-${i}-password`, ip, { uuid, code }, i % 2 ? other : t),
      ),
    );
    expect(statuses(answers).filter((status) => status === 401)).toHaveLength(5);
    expect(statuses(answers).filter((status) => status === 410)).toHaveLength(7);
    expect((await create(owner.username, PASSWORD, ip, { uuid, code })).statusCode).toBe(410);
  });

  it("answers a code request alike for unknown names, and a code works only for its own account's sign-in", async () => {
    const owner = await registerUser(t, 'us');
    const stranger = await registerUser(t, 'us');
    const ip = newIp();
    const known = await requestCode(owner.username, ip);
    const unknown = await requestCode('nobody-by-this-name', ip);
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(Object.keys(unknown.json())).toEqual(Object.keys(known.json()));
    const { uuid } = known.json();
    const code = await latestCode(t, owner.email);

    expect((await create(stranger.username, PASSWORD, ip, { uuid, code })).statusCode).toBe(404);
    expect((await create(owner.username, PASSWORD, ip, { uuid: unknown.json().uuid, code })).statusCode).toBe(
      404,
    );
    // Not a confirmation code either.
    expect(
      (await t.anonymous.post('/api/short-codes/confirm', { uuid, code }, { remoteAddress: ip })).statusCode,
    ).toBe(404);
    expect((await create(owner.username, PASSWORD, ip, { uuid, code })).statusCode).toBe(200);
  });

  it('needs the uuid with the code', async () => {
    const owner = await registerUser(t, 'us');
    const answer = await create(owner.username, PASSWORD, newIp(), { code: '123456' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.children.uuid.errors).toEqual([MESSAGES.required]);
  });

  it('sends at most 5 codes an hour to one account', async () => {
    const owner = await registerUser(t, 'us');
    const answers = [];
    for (let i = 0; i < 7; i++)
      answers.push(await requestCode(i % 2 ? owner.email : owner.username, newIp()));
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});
