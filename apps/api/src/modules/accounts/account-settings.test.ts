import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestCode,
  login,
  PASSWORD,
  refreshCookieOf,
  registerUser,
  type TestUser,
} from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { outboxOf } from '../../test/outbox.ts';
import { multipart } from '../../test/uploads.ts';

describe('account settings', () => {
  let t: TestApp;
  let us: TestUser;
  let pl: TestUser;
  let company: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    [us, pl, company] = [
      await registerUser(t, 'us'),
      await registerUser(t, 'pl'),
      await registerUser(t, 'us', 'company'),
    ];
  });
  afterAll(() => t.close());

  const me = async (user: TestUser) => (await t.as(user).get('/api/accounts/my')).json();
  const children = (response: { json(): any }) => response.json().errors?.children;

  it('requires a signed-in user for every settings call', async () => {
    for (const [method, url] of [
      ['GET', '/api/accounts/my'],
      ['GET', '/api/stats/my-profile'],
      ['POST', '/api/accounts/my/edit-contact-data'],
      ['POST', '/api/accounts/my/update-phone'],
      ['POST', '/api/accounts/my/update-email'],
      ['POST', '/api/accounts/my/update-password'],
      ['POST', '/api/accounts/my/update-payout'],
      ['POST', '/api/accounts/my/upload-avatar'],
      ['DELETE', '/api/accounts/my/remove-avatar'],
    ] as const) {
      const response = await t.anonymous.send(method, url, method === 'POST' ? {} : undefined);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: 'Unauthorized' });
    }
  });

  it('edits names and address by account type', async () => {
    const address = {
      street: '5 Oak Ave',
      apartment_number: '2B',
      city: 'Boston',
      post_code: '02108',
      state: 'MA',
    };
    const missing = await t.as(us).post('/api/accounts/my/edit-contact-data', { account: {}, address: {} });
    expect(Object.keys(children(missing).account.children).sort()).toEqual(['firstName', 'lastName']);
    expect(Object.keys(children(missing).address.children).sort()).toEqual([
      'city',
      'postCode',
      'state',
      'street',
    ]);

    const person = await t.as(us).post('/api/accounts/my/edit-contact-data', {
      account: { first_name: 'Eve', last_name: 'Stone', company_name: 'Ignored' },
      address,
    });
    expect(person.statusCode).toBe(200);
    expect(person.json()).toMatchObject({
      firstName: 'Eve',
      lastName: 'Stone',
      companyName: null,
      address: { apartmentNumber: '2B', city: 'Boston' },
    });

    const noCompany = await t.as(company).post('/api/accounts/my/edit-contact-data', {
      account: { first_name: 'X' },
      address,
    });
    expect(Object.keys(children(noCompany).account.children).sort()).toEqual(['companyName', 'vatId']);
    const badVat = await t.as(company).post('/api/accounts/my/edit-contact-data', {
      account: { company_name: 'Acme', vat_id: '00-0000000' },
      address,
    });
    expect(children(badVat).account.children.vatId.errors).toEqual(['Invalid tax identification number.']);
    const numericVat = await t.as(company).post('/api/accounts/my/edit-contact-data', {
      account: { company_name: 'Acme', vat_id: 123456789 },
      address,
    });
    expect(children(numericVat).account.children.vatId.errors).toEqual(['This value is not valid.']);
  });

  it('changes the phone in two steps, with the code sent by SMS to the new number', async () => {
    expect(
      children(await t.as(pl).post('/api/accounts/my/update-phone', { phone: '' })).phone.errors,
    ).toEqual(['This field is required.']);
    expect(
      children(await t.as(pl).post('/api/accounts/my/update-phone', { phone: '123' })).phone.errors,
    ).toEqual(['Invalid phone number']);
    const other = await registerUser(t, 'pl');
    expect(
      children(await t.as(pl).post('/api/accounts/my/update-phone', { phone: other.phone })).phone.errors,
    ).toEqual(['This phone number is already in use.']);

    const requested = await t.as(pl).post('/api/accounts/my/update-phone', { phone: '512 345 678' });
    expect(requested.statusCode).toBe(200);
    const { uuid } = requested.json();
    const confirm = (code: string) =>
      t.anonymous.post('/api/short-codes/confirm', { uuid, code }, { region: 'pl' });
    expect((await confirm('999999')).json()).toEqual({ code: 404, message: 'Incorrect code' });
    expect((await me(pl)).phone).toBe(pl.phone);
    expect((await confirm(await latestCode(t, '+48512345678'))).statusCode).toBe(200);
    expect((await me(pl)).phone).toBe('+48512345678');
  });

  it('answers 409 "Invalid phone number" when the number was taken before the code came back', async () => {
    const first = await registerUser(t, 'us');
    const second = await registerUser(t, 'us');
    const a = (await t.as(first).post('/api/accounts/my/update-phone', { phone: '(415) 555-0132' })).json()
      .uuid;
    const b = (await t.as(second).post('/api/accounts/my/update-phone', { phone: '4155550132' })).json().uuid;
    const codes = (await outboxOf(t, '+14155550132')).map((item) => item.text.match(/\d{6}/)![0]);
    expect((await t.anonymous.post('/api/short-codes/confirm', { uuid: a, code: codes[1] })).statusCode).toBe(
      200,
    );
    const late = await t.anonymous.post('/api/short-codes/confirm', { uuid: b, code: codes[0] });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 409, message: 'Invalid phone number' });
  });

  it('changes the e-mail in two steps', async () => {
    expect(
      children(await t.as(us).post('/api/accounts/my/update-email', { email: 'bad' })).email.errors,
    ).toEqual(['Invalid email address.']);
    expect(
      children(await t.as(us).post('/api/accounts/my/update-email', { email: company.email.toUpperCase() }))
        .email.errors,
    ).toEqual(['This email address is already in use.']);
    const { uuid } = (
      await t.as(us).post('/api/accounts/my/update-email', { email: 'New.Address@Example.com' })
    ).json();
    const code = await latestCode(t, 'new.address@example.com');
    expect((await t.anonymous.post('/api/short-codes/confirm', { uuid, code })).statusCode).toBe(200);
    expect((await me(us)).email).toBe('new.address@example.com');
  });

  it('changes the password after checking the old one, keeping only the current session', async () => {
    const user = await registerUser(t, 'us');
    const otherDevice = await login(t, 'us', user.username, PASSWORD);
    // As a browser sends it: the bearer token only (the refresh cookie is scoped to /api/sessions).
    const update = (payload: object) => t.as(user).post('/api/accounts/my/update-password', payload);

    const empty = await update({});
    expect(Object.keys(children(empty)).sort()).toEqual(['newPassword', 'oldPassword']);
    expect(
      children(
        await update({
          old_password: 'Wrong-pass-1',
          new_password: { first: 'Brand-new-pass-9', second: 'Brand-new-pass-9' },
        }),
      ).oldPassword.errors,
    ).toEqual(['The current password is incorrect.']);
    expect(
      children(
        await update({ old_password: PASSWORD, new_password: { first: 'Brand-new-pass-9', second: 'x' } }),
      ).newPassword.children.first.errors,
    ).toEqual(['Passwords must match.']);
    expect(
      (
        await update({
          old_password: PASSWORD,
          new_password: { first: 'Brand-new-pass-9', second: 'Brand-new-pass-9' },
        })
      ).statusCode,
    ).toBe(200);

    const refresh = (cookie: string) =>
      t.anonymous.post('/api/sessions/refresh', undefined, { headers: { cookie } });
    expect((await refresh(otherDevice.cookie)).statusCode).toBe(401);
    const current = await refresh(user.cookie);
    expect(current.statusCode).toBe(200);
    expect(refreshCookieOf(current)).not.toBe('');
    expect((await login(t, 'us', user.username, 'Brand-new-pass-9')).id).toBe(user.id);
  });

  it('stores a Polish IBAN (PL prepended) and shows it masked', async () => {
    const missing = await t.as(pl).post('/api/accounts/my/update-payout', {});
    expect(children(missing).holder.errors).toEqual(['This field is required.']);
    const invalid = await t.as(pl).post('/api/accounts/my/update-payout', {
      holder: 'Anna Nowak',
      account: { iban: '61109010140000071219812875' },
    });
    expect(children(invalid).account.children.iban.errors).toEqual(['Invalid IBAN.']);
    const saved = await t.as(pl).post('/api/accounts/my/update-payout', {
      holder: 'Anna Nowak',
      account: { iban: '61 1090 1014 0000 0712 1981 2874' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payout).toEqual({ holder: 'Anna Nowak', account: { iban: `${'•'.repeat(24)}2874` } });
  });

  it('checks the US routing number (ABA checksum) and account number', async () => {
    const invalid = await t.as(us).post('/api/accounts/my/update-payout', {
      holder: 'Eve Stone',
      account: { account_number: '12', routing_number: '011000016' },
    });
    expect(children(invalid).account.children).toEqual({
      accountNumber: { errors: ['Invalid account number.'] },
      routingNumber: { errors: ['Invalid routing number.'] },
    });
    const saved = await t.as(us).post('/api/accounts/my/update-payout', {
      holder: 'Eve Stone',
      account: { account_number: '000123456789', routing_number: '011000015' },
    });
    expect(saved.json().payout).toEqual({
      holder: 'Eve Stone',
      account: { accountNumber: '••••••••6789', routingNumber: '011000015' },
    });
  });

  it('uploads an avatar: sniffed, resized, re-encoded without metadata; then removes it', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'secret-location' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const upload = multipart({ field: 'upload_avatar_form[avatar]', filename: 'me.jpg', body: jpeg });
    const response = await t.as(us).post('/api/accounts/my/upload-avatar', upload);
    expect(response.statusCode).toBe(200);
    const { avatar } = response.json();
    expect(avatar).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\/medium\.webp$/);
    const image = await t.anonymous.get(avatar, { region: null });
    expect(image.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 320 });
    expect(metadata.exif).toBeUndefined();
    expect((await me(us)).avatar).toBe(avatar);

    expect((await t.as(us).delete('/api/accounts/my/remove-avatar')).statusCode).toBe(200);
    expect((await me(us)).avatar).toBeNull();
    // Its stored renditions go once the removal commits (decision 075).
    await t.drainEvents();
    expect((await t.anonymous.get(avatar, { region: null })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, whatever its name and declared type', async () => {
    const fake = multipart({
      field: 'upload_avatar_form[avatar]',
      filename: 'photo.jpg',
      body: Buffer.from('<?php echo "hi"; ?>'),
      contentType: 'image/jpeg',
    });
    const response = await t.as(us).post('/api/accounts/my/upload-avatar', fake);
    expect(response.statusCode).toBe(400);
    expect(children(response).avatar.errors).toEqual(['Upload a JPEG, PNG or WebP image.']);
  });

  it('shows a public profile without contact data, only in its edition', async () => {
    const response = await t.anonymous.get(`/api/profile/${company.id}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      id: company.id,
      type: 'company',
      offerStats: { numberOfOffers: 0 },
      reviewStats: { numberOfReviews: 0 },
    });
    expect(profile.avatarFallback).toMatch(/^\/avatar-fallback\/.+\.svg$/);
    for (const secret of ['email', 'phone', 'payout', 'vatId', 'birthDay'])
      expect(profile).not.toHaveProperty(secret);
    expect((await t.anonymous.get(`/api/profile/${company.id}`, { region: 'pl' })).statusCode).toBe(404);
    expect((await t.anonymous.get('/api/profile/999999')).statusCode).toBe(404);
    const fallback = await t.anonymous.get(profile.avatarFallback, { region: null });
    expect(fallback.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers the profile statistics', async () => {
    const response = await t.as(company).get('/api/stats/my-profile');
    const profile = (await t.anonymous.get(`/api/profile/${company.id}`)).json();
    // Spec 001 section 7: the answer is `stats, lastLoggedIn`; My profile's card adds the date the
    // account was opened, the same the public profile shows (decision 076).
    expect(response.json()).toEqual({
      stats: {
        offers: { offersCounter: 0, activeOffersCounter: 0, activeOffersValue: 0, earned: 0 },
        reviews: { average: null, counter: 0 },
      },
      lastLoggedIn: expect.any(String),
      memberSince: profile.memberSince,
    });
    expect(Date.parse(response.json().memberSince)).toBeLessThanOrEqual(
      Date.parse(response.json().lastLoggedIn),
    );
  });
});
