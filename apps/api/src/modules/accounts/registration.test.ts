import { MESSAGES } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { latestCode, PASSWORD, registrationPayload } from '../../test/accounts.ts';
import { outboxOf, refuseMailTo } from '../../test/outbox.ts';
import { retryDelayMs } from '../events/events.relay.ts';
import { createEventsRepository } from '../events/events.repository.ts';
import { MESSAGE_TOPIC } from '../outbox/messenger.ts';

describe('registration and confirmation codes', () => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await buildTestApp({ clock });
  });
  afterAll(() => t.close());

  const register = (payload: unknown, region: 'us' | 'pl' = 'us') =>
    t.anonymous.post('/api/accounts/register', payload as object, { region });
  const confirm = (uuid: string, code: string, region: 'us' | 'pl' = 'us') =>
    t.anonymous.post('/api/short-codes/confirm', { uuid, code }, { region });
  const signIn = (username: string, region: 'us' | 'pl' = 'us') =>
    t.anonymous.post('/api/sessions/create', { username, password: PASSWORD }, { region });
  const childrenOf = (response: { json(): { errors?: { children?: Record<string, unknown> } } }) =>
    response.json().errors?.children;

  it('registers a person by e-mail: inactive until the code from the outbox confirms it', async () => {
    const payload = registrationPayload('us');
    const response = await register(payload);
    expect(response.statusCode).toBe(200);
    const { uuid } = response.json();
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);

    const outbox = await outboxOf(t, payload.account.data.email);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      channel: 'email',
      recipient: payload.account.data.email,
      subject: 'Confirm your account',
    });

    const before = await signIn(payload.account.data.username);
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe('Your account is not confirmed yet. Enter the code we sent you.');

    expect((await confirm(uuid, '000000')).json()).toEqual({ code: 404, message: 'Incorrect code' });
    const code = await latestCode(t, payload.account.data.email);
    const confirmed = await confirm(uuid, code);
    expect(confirmed.statusCode).toBe(200);

    const after = await signIn(payload.account.data.username);
    expect(after.statusCode).toBe(200);
    expect(after.json().user).toMatchObject({
      type: 'person',
      firstName: 'Anna',
      lastName: 'Nowak',
      companyName: null,
      birthDay: '1990-04-12',
    });
  });

  it("answers the owner of an unconfirmed account (right password only) with the registration's confirmation to finish", async () => {
    const payload = registrationPayload('pl', 'person', { auth_type: 'sms' });
    const { uuid } = (await register(payload, 'pl')).json();
    const { username } = payload.account.data;

    const notConfirmed = await signIn(username, 'pl');
    expect(notConfirmed.statusCode).toBe(403);
    expect(notConfirmed.json()).toEqual({
      code: 403,
      message: MESSAGES.accountNotConfirmed,
      confirmation: { uuid, authType: 'sms' },
    });
    // A wrong password, or a name nobody has, learns nothing of it.
    const wrong = await t.anonymous.post(
      '/api/sessions/create',
      { username, password: 'Not-the-password-1' },
      { region: 'pl' },
    );
    expect(wrong.json()).toEqual({ code: 401, message: MESSAGES.invalidCredentials });
    // Nor does the other edition, where the account does not exist.
    expect((await signIn(username, 'us')).json()).toEqual({
      code: 401,
      message: MESSAGES.invalidCredentials,
    });

    // The owner asks for a new code (the resend's once-a-minute limit holds) and enters it.
    clock.advance(61_000);
    expect((await t.anonymous.post('/api/short-codes/resend', { uuid }, { region: 'pl' })).statusCode).toBe(
      200,
    );
    expect((await t.anonymous.post('/api/short-codes/resend', { uuid }, { region: 'pl' })).statusCode).toBe(
      429,
    );
    expect((await signIn(username, 'pl')).json().confirmation).toEqual({ uuid, authType: 'sms' });
    const phone = `+48${payload.account.data.phone}`;
    expect((await confirm(uuid, await latestCode(t, phone), 'pl')).statusCode).toBe(200);
    expect((await signIn(username, 'pl')).statusCode).toBe(200);
  });

  it('registers a Polish company by SMS, normalising phone and post code and dropping person fields', async () => {
    const payload = registrationPayload('pl', 'company', { auth_type: 'sms' });
    (payload.account.data as Record<string, unknown>).first_name = 'Should be dropped';
    const response = await register(payload, 'pl');
    expect(response.statusCode).toBe(200);
    const phone = `+48${payload.account.data.phone}`;
    const sms = await outboxOf(t, phone);
    expect(sms[0]).toMatchObject({ channel: 'sms', recipient: phone });
    expect(sms[0]!.text).toMatch(/Kod Marketplace: \d{6}/);
    await confirm(response.json().uuid, await latestCode(t, phone), 'pl');
    const { user } = (await signIn(payload.account.data.username, 'pl')).json();
    expect(user).toMatchObject({
      type: 'company',
      firstName: null,
      lastName: null,
      phone,
      vatId: '5260250274',
    });
    expect(user.address).toMatchObject({ postCode: '00-001', state: 'mazowieckie', city: 'Warszawa' });
  });

  it('requires every field of the spec, by account type, with the spec wording', async () => {
    const person = await register({ auth_type: 'email', account: { type: 'person', data: {}, address: {} } });
    expect(person.statusCode).toBe(400);
    expect(person.json().message).toBe('Validation Failed');
    const data = (childrenOf(person) as any).account.children.data.children;
    for (const field of ['username', 'email', 'phone', 'password'])
      expect(data[field].errors).toEqual(['This field is required.']);
    const address = (childrenOf(person) as any).account.children.address.children;
    for (const field of ['street', 'city', 'postCode', 'state'])
      expect(address[field].errors).toEqual(['This field is required.']);
    expect(address.apartmentNumber).toBeUndefined();

    const base = registrationPayload('us');
    const missingPerson = await register({
      ...base,
      account: {
        ...base.account,
        data: { ...base.account.data, first_name: '', last_name: '', birth_day: '' },
      },
    });
    const personData = (childrenOf(missingPerson) as any).account.children.data.children;
    expect(Object.keys(personData).sort()).toEqual(['birthDay', 'firstName', 'lastName']);

    const companyBase = registrationPayload('us', 'company');
    const missingCompany = await register({
      ...companyBase,
      account: {
        ...companyBase.account,
        data: { ...companyBase.account.data, company_name: '', vat_id: '' },
      },
    });
    const companyData = (childrenOf(missingCompany) as any).account.children.data.children;
    expect(Object.keys(companyData).sort()).toEqual(['companyName', 'vatId']);

    const noType = await register({ auth_type: 'email', account: { data: {} } });
    expect((childrenOf(noType) as any).account.children.type.errors).toEqual(['This field is required.']);
    const noAuthType = await register({ ...base, auth_type: undefined });
    expect((childrenOf(noAuthType) as any).authType.errors).toEqual(['This field is required.']);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Invalid email address.'],
    ['phone', { phone: '12' }, 'Invalid phone number'],
    ['password', { password: 'short' }, 'The password must be at least 8 characters long.'],
    [
      'password',
      { password: 'password123' },
      'This password is too common. Choose one that is harder to guess.',
    ],
    ['birthDay', { birth_day: '2990-01-01' }, 'Invalid date.'],
    ['username', { username: 'a b' }, MESSAGES.invalidUsername],
    ['username', { username: 'аnna' }, MESSAGES.invalidUsername],
  ])('refuses an invalid %s', async (field, change, message) => {
    const payload = registrationPayload('us');
    Object.assign(payload.account.data, change);
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect((childrenOf(response) as any).account.children.data.children[field].errors).toEqual([message]);
  });

  it.each([
    ['pl', '5260250275', 'Invalid tax identification number.'],
    ['pl', '526-025-02-74', null],
    ['us', '12-3456789', null],
    ['us', '912-70-1234', null],
    ['us', '00-1234567', 'Invalid tax identification number.'],
    ['us', 'ABC', 'Invalid tax identification number.'],
  ] as const)('checks the tax id in the %s edition (%s)', async (region, vatId, message) => {
    const payload = registrationPayload(region, 'company');
    (payload.account.data as Record<string, unknown>).vat_id = vatId;
    const response = await register(payload, region);
    if (message === null) expect(response.statusCode).toBe(200);
    else expect((childrenOf(response) as any).account.children.data.children.vatId.errors).toEqual([message]);
  });

  it.each(['pl', 'us'] as const)('answers a numeric tax id with its field error (%s)', async (region) => {
    const payload = registrationPayload(region, 'company');
    (payload.account.data as Record<string, unknown>).vat_id = 5260250274;
    const response = await register(payload, region);
    expect(response.statusCode).toBe(400);
    expect((childrenOf(response) as any).account.children.data.children.vatId.errors).toEqual([
      'This value is not valid.',
    ]);
  });

  it('checks the state list and the post code of the edition', async () => {
    const us = registrationPayload('us');
    us.account.address = { ...us.account.address, state: 'mazowieckie', post_code: '1234' };
    const address = (childrenOf(await register(us)) as any).account.children.address.children;
    expect(address.state.errors).toEqual(['Choose a state from the list.']);
    expect(address.postCode.errors).toEqual(['Invalid postal code.']);
  });

  const registerAndConfirm = async (payload: ReturnType<typeof registrationPayload>) => {
    const { uuid } = (await register(payload)).json();
    const code = await latestCode(t, payload.account.data.email);
    expect((await confirm(uuid, code)).statusCode).toBe(200);
  };

  it('keeps usernames and e-mails unique per edition, case-insensitively', async () => {
    const first = registrationPayload('us');
    await registerAndConfirm(first);
    const again = registrationPayload('us');
    again.account.data.username = first.account.data.username.toUpperCase();
    again.account.data.email = first.account.data.email.toUpperCase();
    const data = (childrenOf(await register(again)) as any).account.children.data.children;
    expect(data.username.errors).toEqual(['This username is already taken.']);
    expect(data.email.errors).toEqual(['This email address is already in use.']);

    const otherEdition = registrationPayload('pl');
    otherEdition.account.data.username = first.account.data.username;
    otherEdition.account.data.email = first.account.data.email;
    expect((await register(otherEdition, 'pl')).statusCode).toBe(200);
  });

  it('accepts consents sent accepted and refuses one sent unchecked', async () => {
    expect(
      (
        await register({
          ...registrationPayload('us'),
          checkbox1: true,
          checkbox2: true,
          checkbox3: true,
          checkbox4: true,
        })
      ).statusCode,
    ).toBe(200);
    const refused = await register({ ...registrationPayload('us'), checkbox1: true, checkbox2: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.errors).toEqual(['You must accept all the required consents.']);
  });

  it('voids a code after 15 minutes', async () => {
    const payload = registrationPayload('us');
    const { uuid } = (await register(payload)).json();
    const code = await latestCode(t, payload.account.data.email);
    clock.advance(15 * 60 * 1000 + 1);
    const response = await confirm(uuid, code);
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toMatch(/expired/);
  });

  it('voids a code after 5 wrong tries, even for the right code', async () => {
    const payload = registrationPayload('us');
    const { uuid } = (await register(payload)).json();
    const code = await latestCode(t, payload.account.data.email);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) expect((await confirm(uuid, wrong)).statusCode).toBe(404);
    expect((await confirm(uuid, code)).statusCode).toBe(410);
  });

  it('resends a new code at most once a minute; the old one stops working', async () => {
    const payload = registrationPayload('us');
    const { uuid } = (await register(payload)).json();
    const oldCode = await latestCode(t, payload.account.data.email);
    const tooSoon = await t.anonymous.post('/api/short-codes/resend', { uuid });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(61_000);
    expect((await t.anonymous.post('/api/short-codes/resend', { uuid })).statusCode).toBe(200);
    const newCode = await latestCode(t, payload.account.data.email);
    if (newCode !== oldCode) expect((await confirm(uuid, oldCode)).statusCode).toBe(404);
    expect((await confirm(uuid, newCode)).statusCode).toBe(200);
  });

  it('does not confirm a code of one edition in the other', async () => {
    const payload = registrationPayload('us');
    const { uuid } = (await register(payload)).json();
    const code = await latestCode(t, payload.account.data.email);
    expect((await confirm(uuid, code, 'pl')).statusCode).toBe(404);
    expect((await confirm(uuid, code, 'us')).statusCode).toBe(200);
  });

  it('counts a username as taken whatever its accents ("anna" and "Ánna" are one name)', async () => {
    const first = registrationPayload('us');
    first.account.data.username = `anna_${Date.now() % 100000}`;
    await registerAndConfirm(first);
    const lookAlike = registrationPayload('us');
    lookAlike.account.data.username = first.account.data.username.replace('anna', 'Ánna');
    const data = (childrenOf(await register(lookAlike)) as any).account.children.data.children;
    expect(data.username.errors).toEqual([MESSAGES.usernameTaken]);
  });

  it('keeps the wrong tries across a resend: 5 in total void the confirmation', async () => {
    const payload = registrationPayload('us');
    const { uuid } = (await register(payload)).json();
    const firstCode = await latestCode(t, payload.account.data.email);
    const wrong = (code: string) => (code === '111111' ? '222222' : '111111');
    for (let i = 0; i < 3; i++) expect((await confirm(uuid, wrong(firstCode))).statusCode).toBe(404);
    clock.advance(61_000);
    const resend = () => t.anonymous.post('/api/short-codes/resend', { uuid });
    expect((await resend()).statusCode).toBe(200);
    const code = await latestCode(t, payload.account.data.email);
    for (let i = 0; i < 2; i++) expect((await confirm(uuid, wrong(code))).statusCode).toBe(404);

    const voided = await confirm(uuid, code);
    expect(voided.statusCode).toBe(410);
    expect(voided.json().message).toBe(MESSAGES.tooManyWrongCodes);
    clock.advance(61_000);
    const refused = await resend();
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe(MESSAGES.tooManyWrongCodes);
  });

  describe('codes go out with the change they confirm (decision 075)', () => {
    const pendingMessagesTo = async (recipient: string) =>
      (await createEventsRepository(t.database.db).pending(MESSAGE_TOPIC)).filter(
        (event) => event.payload.recipient === recipient,
      );

    it('registers while the mailbox is down, and sends the code once it is back, once', async () => {
      const payload = registrationPayload('us');
      const email = payload.account.data.email;
      const mailbox = await refuseMailTo(t.database, email);
      const response = await register(payload);
      expect(response.statusCode).toBe(200);
      expect(await outboxOf(t, email)).toEqual([]);

      await mailbox.restore();
      clock.advance(retryDelayMs(1));
      expect(await outboxOf(t, email)).toHaveLength(1);
      expect((await confirm(response.json().uuid, await latestCode(t, email))).statusCode).toBe(200);
      expect(await pendingMessagesTo(email)).toEqual([]);
    });

    it('resends while the mailbox is down: answered, and the new code sent once it is back', async () => {
      const payload = registrationPayload('us');
      const email = payload.account.data.email;
      const { uuid } = (await register(payload)).json();
      await latestCode(t, email);
      clock.advance(61_000);
      const mailbox = await refuseMailTo(t.database, email);
      expect((await t.anonymous.post('/api/short-codes/resend', { uuid })).statusCode).toBe(200);
      expect(await outboxOf(t, email)).toHaveLength(1);

      await mailbox.restore();
      clock.advance(retryDelayMs(1));
      expect(await outboxOf(t, email)).toHaveLength(2);
      expect((await confirm(uuid, await latestCode(t, email))).statusCode).toBe(200);
    });

    it('sends and queues nothing for a refused registration', async () => {
      const first = registrationPayload('us');
      await registerAndConfirm(first);
      const clash = registrationPayload('us');
      clash.account.data.username = first.account.data.username;
      expect((await register(clash)).statusCode).toBe(400);
      expect(await outboxOf(t, clash.account.data.email)).toEqual([]);
      expect(await pendingMessagesTo(clash.account.data.email)).toEqual([]);
    });
  });
});
