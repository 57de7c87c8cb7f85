import { MESSAGES, PAYOUT_DATA_HOLD_MS } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.ts';
import { PASSWORD, registerUser, type TestUser } from '../../test/accounts.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { captureLog } from '../../test/captured-log.ts';
import { outboxOf } from '../../test/outbox.ts';
import { ACCOUNT_RATE_LIMITS } from './accounts.rate-limits.ts';
import { editionDateTime } from './accounts.messages.ts';
import { createAccountsRepository, payoutDataOf } from './index.ts';

const HOUR = 3_600_000;
const PL_IBAN = 'PL61109010140000071219812874';
const PL_OTHER_IBAN = 'PL27114020040000300201355387';
const US_ACCOUNT = { account_number: '000123456789', routing_number: '011000015' };
const US_OTHER_ACCOUNT = { account_number: '987654321012', routing_number: '021000021' };

/** Payout data replaced: the password, a 72-hour hold and an e-mail (`POST /api/accounts/my/update-payout`). */
describe('replacing payout data', () => {
  let t: TestApp;
  const clock = createTestClock();
  const log = captureLog();
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { LOG_LEVEL: 'trace' }, logStream: log.stream });
  });
  afterAll(() => t.close());

  const update = (user: TestUser, body: object) => t.as(user).post('/api/accounts/my/update-payout', body);
  const me = async (user: TestUser) => (await t.as(user).get('/api/accounts/my')).json();
  const row = async (user: TestUser) =>
    (await t.database.db.select().from(accounts).where(eq(accounts.id, user.id)))[0]!;
  const payoutMails = async (user: TestUser) =>
    (await outboxOf(t, user.email)).filter((mail) => !/\b\d{6}\b/.test(mail.text));
  const passwordErrors = (response: { json(): any }) => response.json().errors?.children?.password?.errors;
  const usPayout = (account: object, extra: object = {}) => ({ holder: 'Eve Stone', account, ...extra });
  const plPayout = (iban: string, extra: object = {}) => ({
    holder: 'Anna Nowak',
    account: { iban },
    ...extra,
  });

  /** A US user whose payout data were given once, without a password. */
  async function withPayout(): Promise<TestUser> {
    const user = await registerUser(t, 'us');
    expect((await update(user, usPayout(US_ACCOUNT))).statusCode).toBe(200);
    return user;
  }

  it('takes the first payout data without a password: no hold, no e-mail', async () => {
    const user = await registerUser(t, 'us');
    const response = await update(user, usPayout(US_ACCOUNT));
    expect(response.statusCode).toBe(200);
    expect(response.json().payout).toEqual({
      holder: 'Eve Stone',
      account: { accountNumber: '••••••••6789', routingNumber: '011000015' },
    });
    expect((await row(user)).payoutHoldUntil).toBeNull();
    expect(await payoutMails(user)).toEqual([]);
  });

  it('refuses a replacement without the password, and one with a wrong password, changing nothing', async () => {
    const user = await withPayout();
    const before = await row(user);

    for (const password of [undefined, '']) {
      const missing = await update(user, usPayout(US_OTHER_ACCOUNT, { password }));
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 400, message: MESSAGES.validationFailed });
      expect(passwordErrors(missing)).toEqual([MESSAGES.passwordRequiredToReplacePayout]);
    }
    // A new holder alone is a replacement too.
    const holderOnly = await update(user, { ...usPayout(US_ACCOUNT), holder: 'Mallory' });
    expect(passwordErrors(holderOnly)).toEqual([MESSAGES.passwordRequiredToReplacePayout]);

    const wrong = await update(user, usPayout(US_OTHER_ACCOUNT, { password: 'Not-The-Password-1' }));
    expect(wrong.statusCode).toBe(400);
    expect(passwordErrors(wrong)).toEqual([MESSAGES.wrongPassword]);
    // Passwords are not trimmed: the right one with a space is a wrong one.
    const padded = await update(user, usPayout(US_OTHER_ACCOUNT, { password: ` ${PASSWORD}` }));
    expect(passwordErrors(padded)).toEqual([MESSAGES.wrongPassword]);

    expect(await row(user)).toEqual(before);
    expect((await me(user)).payout.account.accountNumber).toBe('••••••••6789');
    expect(await payoutMails(user)).toEqual([]);
  });

  it('replaces with the right password: holds payouts for 72 hours and e-mails the account', async () => {
    const user = await withPayout();
    const response = await update(user, usPayout(US_OTHER_ACCOUNT, { password: PASSWORD }));
    expect(response.statusCode).toBe(200);
    const holdUntil = new Date(clock().getTime() + PAYOUT_DATA_HOLD_MS);
    expect(response.json().payout).toEqual({
      holder: 'Eve Stone',
      account: { accountNumber: '••••••••1012', routingNumber: '021000021' },
      holdUntil: holdUntil.toISOString(),
    });
    expect((await row(user)).payoutHoldUntil).toEqual(holdUntil);

    const mails = await payoutMails(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      channel: 'email',
      recipient: user.email,
      subject: 'The bank account for your payouts was changed',
    });
    expect(mails[0]!.text).toContain('ending in 1012');
    expect(mails[0]!.text).toContain(`held until ${editionDateTime('us', holdUntil)}`);
    expect(mails[0]!.text).toContain('If it was not you, change your password');
    // Only the last four digits travel in the e-mail.
    expect(mails[0]!.text).not.toContain(US_OTHER_ACCOUNT.account_number);

    // Once the hold has passed, the own view no longer shows it.
    clock.advance(PAYOUT_DATA_HOLD_MS + 1);
    expect((await me(user)).payout).not.toHaveProperty('holdUntil');
  });

  it('saves the same data again without a password, or with it, as nothing new: no e-mail, the hold kept', async () => {
    const user = await withPayout();
    await update(user, usPayout(US_OTHER_ACCOUNT, { password: PASSWORD }));
    const { payoutHoldUntil } = await row(user);
    clock.advance(HOUR);

    // As the spec's client sends it (no password), and as our form does.
    for (const extra of [{}, { password: PASSWORD }]) {
      const again = await update(user, usPayout(US_OTHER_ACCOUNT, extra));
      expect(again.statusCode).toBe(200);
      expect(again.json().payout.holdUntil).toBe(payoutHoldUntil!.toISOString());
    }
    expect((await row(user)).payoutHoldUntil).toEqual(payoutHoldUntil);
    expect(await payoutMails(user)).toHaveLength(1);
  });

  it('checks a password given with the first payout data too', async () => {
    const user = await registerUser(t, 'pl');
    const wrong = await update(user, plPayout(PL_IBAN, { password: 'Not-The-Password-1' }));
    expect(passwordErrors(wrong)).toEqual([MESSAGES.wrongPassword]);
    expect((await me(user)).payout).toBeNull();
    const right = await update(user, plPayout(PL_IBAN, { password: PASSWORD }));
    expect(right.statusCode).toBe(200);
    expect(right.json().payout).not.toHaveProperty('holdUntil');
    expect(await payoutMails(user)).toEqual([]);
  });

  it('tells a replacement in the Polish edition in Polish, with the time in Poland', async () => {
    const user = await registerUser(t, 'pl');
    await update(user, plPayout(PL_IBAN));
    const response = await update(user, plPayout(PL_OTHER_IBAN.slice(2), { password: PASSWORD }));
    expect(response.statusCode).toBe(200);
    expect(response.json().payout.account.iban).toBe(`${'•'.repeat(24)}5387`);
    const holdUntil = new Date(clock().getTime() + PAYOUT_DATA_HOLD_MS);
    const [mail, ...others] = await payoutMails(user);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Zmieniono konto bankowe do wypłat');
    expect(mail!.text).toContain('kończące się cyframi 5387');
    expect(mail!.text).toContain(`wstrzymane do ${editionDateTime('pl', holdUntil)}`);
    expect(mail!.text).toContain('Jeśli to nie Ty');
  });

  it('counts password guesses under the limit a password change has', async () => {
    const user = await withPayout();
    const { max } = ACCOUNT_RATE_LIMITS.currentPasswordChecksPerAccount;
    for (let i = 0; i < max; i++) {
      const response = await update(user, usPayout(US_OTHER_ACCOUNT, { password: `Guess-${i}-pass` }));
      expect(response.statusCode).toBe(400);
    }
    const throttled = await update(user, usPayout(US_OTHER_ACCOUNT, { password: PASSWORD }));
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ code: 429, message: MESSAGES.tooManyAttempts });
    expect(
      (
        await t.as(user).post('/api/accounts/my/update-password', {
          old_password: PASSWORD,
          new_password: { first: 'Brand-new-pass-9', second: 'Brand-new-pass-9' },
        })
      ).statusCode,
    ).toBe(429);
    expect((await me(user)).payout.account.accountNumber).toBe('••••••••6789');
    clock.advance(ACCOUNT_RATE_LIMITS.currentPasswordChecksPerAccount.windowMs);
  });

  it('ends two replacements at once consistently: the same data replaced once, different data twice', async () => {
    const same = await withPayout();
    const both = await Promise.all(
      [0, 1].map(() => update(same, usPayout(US_OTHER_ACCOUNT, { password: PASSWORD }))),
    );
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await me(same)).payout.account.accountNumber).toBe('••••••••1012');
    expect(await payoutMails(same)).toHaveLength(1);

    const different = await withPayout();
    const raced = await Promise.all(
      [US_OTHER_ACCOUNT, { account_number: '555566667777', routing_number: '011000015' }].map((account) =>
        update(different, usPayout(account, { password: PASSWORD })),
      ),
    );
    expect(raced.map((response) => response.statusCode)).toEqual([200, 200]);
    const final = await row(different);
    expect(['987654321012', '555566667777']).toContain(final.payoutAccountNumber);
    expect(final.payoutRoutingNumber).toBe(
      final.payoutAccountNumber === '987654321012' ? '021000021' : '011000015',
    );
    expect(final.payoutHoldUntil).toEqual(new Date(clock().getTime() + PAYOUT_DATA_HOLD_MS));
    // One e-mail per replacement; the last one names the account that stayed.
    const mails = await payoutMails(different);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain(`ending in ${final.payoutAccountNumber!.slice(-4)}`);
  });

  it('refuses the second of two first payout data racing without a password, unless they are the same', async () => {
    const user = await registerUser(t, 'us');
    const raced = await Promise.all(
      [US_ACCOUNT, US_OTHER_ACCOUNT].map((account) => update(user, usPayout(account))),
    );
    expect(raced.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const refused = raced.find((response) => response.statusCode === 400)!;
    expect(passwordErrors(refused)).toEqual([MESSAGES.passwordRequiredToReplacePayout]);
    const saved = raced.find((response) => response.statusCode === 200)!.json().payout;
    expect((await me(user)).payout).toEqual(saved);
    expect((await row(user)).payoutHoldUntil).toBeNull();

    const twin = await registerUser(t, 'us');
    const twins = await Promise.all([0, 1].map(() => update(twin, usPayout(US_ACCOUNT))));
    expect(twins.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await payoutMails(twin)).toEqual([]);
  });

  it('answers the payout data to the payouts module through payoutDataOf', async () => {
    const repository = createAccountsRepository(t.database.db);
    const scope = { accounts: repository };
    const user = await withPayout();
    expect(await payoutDataOf(scope, user.id)).toEqual({
      holder: 'Eve Stone',
      iban: null,
      accountNumber: '000123456789',
      routingNumber: '011000015',
      holdUntil: null,
      email: user.email,
      region: 'us',
    });
    await update(user, usPayout(US_OTHER_ACCOUNT, { password: PASSWORD }));
    expect(await payoutDataOf(scope, user.id)).toMatchObject({
      accountNumber: '987654321012',
      routingNumber: '021000021',
      holdUntil: new Date(clock().getTime() + PAYOUT_DATA_HOLD_MS),
    });

    const pl = await registerUser(t, 'pl');
    expect(await payoutDataOf(scope, pl.id)).toEqual({
      holder: null,
      iban: null,
      accountNumber: null,
      routingNumber: null,
      holdUntil: null,
      email: pl.email,
      region: 'pl',
    });
    await update(pl, plPayout(PL_IBAN));
    expect(await payoutDataOf(scope, pl.id)).toMatchObject({ holder: 'Anna Nowak', iban: PL_IBAN });
    expect(await payoutDataOf(scope, 999_999)).toBeUndefined();
  });

  it('never logs a password or an account number', () => {
    expect(log.text()).toContain('message sent');
    for (const secret of [
      PASSWORD,
      'Not-The-Password-1',
      US_ACCOUNT.account_number,
      US_OTHER_ACCOUNT.account_number,
      '555566667777',
      PL_IBAN,
      PL_IBAN.slice(2),
      PL_OTHER_IBAN.slice(2),
    ]) {
      expect(log.text().includes(secret), `log contains ${secret.slice(0, 4)}…`).toBe(false);
    }
  });
});
