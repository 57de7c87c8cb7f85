import type { Page } from '@playwright/test';
import { asOwnClient } from '../auth-helpers.ts';
import { expect, expectAccessible, screenshot, test } from '../fixtures.ts';
import { ACCOUNT_SETTINGS_TEXTS, editionDateTime, TEXTS } from '../texts.ts';

type Edition = 'us' | 'pl';

const PASSWORD = 'Correct-Horse-77';
/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface NewUser {
  username: string;
  email: string;
  password: string;
}

const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
/** Seven random digits (phone numbers must not clash with other tests). */
const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** A phone number of the edition as typed by a user (no prefix) and as stored (E.164). */
function newPhone(edition: Edition): { typed: string; e164: string } {
  const typed = edition === 'pl' ? `60${digits(7)}` : `202555${digits(4)}`;
  return { typed, e164: `${edition === 'pl' ? '+48' : '+1'}${typed}` };
}

/**
 * Calls the API from the test runner. Node does not resolve `*.localhost`, so the calls go to
 * 127.0.0.1 with the edition in the X-Sales-Channel header, as a client of their own.
 */
function api(page: Page) {
  const base = new URL(test.info().project.use.baseURL ?? '');
  const edition = base.hostname.split('.')[0]!;
  const origin = `${base.protocol}//127.0.0.1:${base.port}`;
  const headers = { 'X-Sales-Channel': edition, ...asOwnClient() };
  return {
    get: (path: string) => page.request.get(`${origin}${path}`, { headers }),
    post: (path: string, data: unknown) => page.request.post(`${origin}${path}`, { headers, data }),
  };
}

async function latestCode(page: Page, recipient: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await api(page).get(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
      const body = (await response.json()) as { items: { text: string }[] };
      code = /\b(\d{6})\b/.exec(body.items[0]?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Registers a fresh person through the API and confirms it with the code from the outbox. */
async function registerUser(page: Page, edition: Edition): Promise<NewUser> {
  const n = unique();
  const user = { username: `settings_${n}`, email: `settings.${n}@example.com`, password: PASSWORD };
  const response = await api(page).post('/api/accounts/register', {
    auth_type: 'email',
    account: {
      type: 'person',
      data: {
        ...user,
        phone: newPhone(edition).typed,
        first_name: 'Anna',
        last_name: 'Nowak',
        birth_day: '1990-04-12',
      },
      address:
        edition === 'pl'
          ? { street: 'Marszałkowska 1', city: 'Warszawa', post_code: '00-001', state: 'mazowieckie' }
          : { street: '1 Main St', city: 'Austin', post_code: '73301', state: 'TX' },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { uuid } = (await response.json()) as { uuid: string };
  const code = await latestCode(page, user.email);
  const confirmed = await api(page).post('/api/short-codes/confirm', { code, uuid });
  expect(confirmed.status()).toBe(200);
  return user;
}

async function logIn(page: Page, edition: Edition, username: string, password: string) {
  const text = TEXTS[edition];
  await page.goto('/auth/login');
  await page.getByLabel(text.username).fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('main').getByRole('button', { name: text.login }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** A fresh user, logged in, on the account settings page (scanned with axe). */
async function openSettings(page: Page, edition: Edition, visit: (path: string) => Promise<void>) {
  const user = await registerUser(page, edition);
  await logIn(page, edition, user.username, user.password);
  await visit('/profile/account-settings');
  await expect(
    page.getByRole('heading', { level: 1, name: ACCOUNT_SETTINGS_TEXTS[edition].title }),
  ).toBeVisible();
  return user;
}

test.describe('account settings', () => {
  test('shows the sections and changes phone and e-mail with a code @mobile', async ({
    page,
    visit,
    edition,
  }, testInfo) => {
    const text = ACCOUNT_SETTINGS_TEXTS[edition];
    const user = await openSettings(page, edition, visit);
    const main = page.getByRole('main');
    for (const heading of [
      text.contact,
      text.address,
      text.bankAccount,
      text.creditCard,
      text.password,
      text.activity,
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.getByText(user.username, { exact: true })).toBeVisible();
    await expect(main.getByText(user.email, { exact: true })).toBeVisible();
    await expect(main.getByText(text.noCard)).toBeVisible();
    await expect(main.getByRole('button', { name: text.addCard })).toBeEnabled();
    await screenshot(page, testInfo, 'account-settings');

    // Phone: a wrong code first, then the one from the SMS outbox.
    const phone = newPhone(edition);
    await main.getByRole('button', { name: text.editPhone }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.newPhone).fill(phone.typed);
    await dialog.getByRole('button', { name: text.sendCode }).click();
    await expect(dialog.getByLabel(text.code)).toBeVisible();
    await dialog.getByLabel(text.code).fill('000000');
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(dialog.getByText(text.incorrectCode)).toBeVisible();
    await screenshot(page, testInfo, 'account-settings-phone-code');
    await dialog.getByLabel(text.code).fill(await latestCode(page, phone.e164));
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByText(text.phoneChanged)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const shownPhone =
      edition === 'pl'
        ? `+48 ${phone.typed.slice(0, 3)} ${phone.typed.slice(3, 6)} ${phone.typed.slice(6)}`
        : `+1 (${phone.typed.slice(0, 3)}) ${phone.typed.slice(3, 6)}-${phone.typed.slice(6)}`;
    await expect(main.getByText(shownPhone)).toBeVisible();

    // E-mail: the code goes to the new address.
    const email = `changed.${unique()}@example.com`;
    await main.getByRole('button', { name: text.editEmail }).click();
    await dialog.getByLabel(text.newEmail).fill(email);
    await dialog.getByRole('button', { name: text.sendCode }).click();
    await dialog.getByLabel(text.code).fill(await latestCode(page, email));
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByText(text.emailChanged)).toBeVisible();
    await expect(main.getByText(email, { exact: true })).toBeVisible();
  });

  test('changes the address and the bank account, refusing an invalid one', async ({
    page,
    visit,
    edition,
  }, testInfo) => {
    const text = ACCOUNT_SETTINGS_TEXTS[edition];
    await openSettings(page, edition, visit);
    const main = page.getByRole('main');
    const dialog = page.getByRole('dialog');

    await main.getByRole('button', { name: text.editAddress }).click();
    await dialog.getByLabel(text.firstName).fill('Zofia');
    await dialog.getByLabel(text.lastName).fill('Kowalska');
    await dialog.getByLabel(new RegExp(`^${text.street}`)).fill(edition === 'pl' ? 'Długa 5' : '42 Oak Ave');
    await dialog.getByLabel(text.city).fill(edition === 'pl' ? 'Kraków' : 'Denver');
    await dialog.getByLabel(text.postCode).fill(edition === 'pl' ? '30 001' : '80202');
    await dialog.getByLabel(text.state).selectOption(edition === 'pl' ? 'małopolskie' : 'CO');
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.addressSaved)).toBeVisible();
    await expect(main.getByText('Zofia Kowalska')).toBeVisible();
    // Each edition's order (decision 081): 'Denver, CO 80202', '30-001 Kraków'.
    const address = main.getByTestId('account-address');
    await expect(address).toContainText(edition === 'pl' ? 'Długa 5' : '42 Oak Ave');
    await expect(address.getByText(edition === 'pl' ? '30-001 Kraków' : 'Denver, CO 80202')).toBeVisible();
    // The top bar shows the new name too.
    await expect(page.getByRole('button', { name: TEXTS[edition].accountMenu })).toContainText(
      'Zofia Kowalska',
    );

    await main.getByRole('button', { name: text.addBankAccount }).click();
    await dialog.getByLabel(text.holder).fill('Zofia Kowalska');
    if (edition === 'pl') {
      await dialog.getByLabel(text.iban).fill('PL61109010140000071219812875');
    } else {
      await dialog.getByLabel(text.accountNumber).fill('000123456789');
      await dialog.getByLabel(text.routingNumber).fill('011000016');
    }
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog.getByText(text.invalidPayout)).toBeVisible();
    await screenshot(page, testInfo, 'account-settings-payout-error');
    if (edition === 'pl') {
      await dialog.getByLabel(text.iban).fill('61109010140000071219812874');
    } else {
      await dialog.getByLabel(text.routingNumber).fill('011000015');
    }
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.payoutSaved)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(main.getByText(edition === 'pl' ? '••••2874' : '••••6789')).toBeVisible();
    if (edition === 'us') await expect(main.getByText('011000015')).toBeVisible();
    await expect(main.getByRole('button', { name: text.editBankAccount })).toBeVisible();
  });

  test('replaces the bank account only with the password, then shows the 72-hour hold', async ({
    page,
    visit,
    edition,
  }, testInfo) => {
    // Four password hashes (register, log in, a wrong and a right password).
    test.slow();
    const text = ACCOUNT_SETTINGS_TEXTS[edition];
    const user = await openSettings(page, edition, visit);
    const main = page.getByRole('main');
    const dialog = page.getByRole('dialog');
    // Each edition's form: an IBAN in Poland, account and routing number in the US.
    const fillAccount = async (account: { iban: string } | { number: string; routing: string }) => {
      if ('iban' in account) await dialog.getByLabel(text.iban).fill(account.iban);
      else {
        await dialog.getByLabel(text.accountNumber).fill(account.number);
        await dialog.getByLabel(text.routingNumber).fill(account.routing);
      }
    };
    const [first, second] =
      edition === 'pl'
        ? [{ iban: '61109010140000071219812874' }, { iban: 'PL27114020040000300201355387' }]
        : [
            { number: '000123456789', routing: '011000015' },
            { number: '987654321012', routing: '021000021' },
          ];

    // The first bank account needs no password, and holds nothing.
    await main.getByRole('button', { name: text.addBankAccount }).click();
    await expect(dialog.getByLabel(text.payoutPassword)).toHaveCount(0);
    await dialog.getByLabel(text.holder).fill('Anna Nowak');
    await fillAccount(first);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.payoutSaved)).toBeVisible();
    await expect(main.getByText(edition === 'pl' ? '••••2874' : '••••6789')).toBeVisible();
    await expect(main.getByTestId('payout-hold')).toHaveCount(0);

    // Replacing it asks for the password.
    await main.getByRole('button', { name: text.editBankAccount }).click();
    const password = dialog.getByLabel(text.payoutPassword);
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await fillAccount(second);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog.getByText(text.payoutPasswordRequired)).toBeVisible();
    await password.fill('Not-the-password-1');
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog.getByText(text.wrongPassword)).toBeVisible();
    await expectAccessible(page, testInfo);
    await screenshot(page, testInfo, 'account-settings-payout-password');

    const savedAt = Date.now();
    await password.fill(user.password);
    await dialog.getByRole('button', { name: text.save }).click();
    // The first save's toast may still be up: the newest one is this save's.
    await expect(page.getByText(text.payoutSaved).last()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(main.getByText(edition === 'pl' ? '••••5387' : '••••1012')).toBeVisible();

    // The hold: 72 hours from now, in the edition's date format and on its clock.
    const hold = main.getByTestId('payout-hold');
    await expect(hold).toBeVisible();
    const shown = /\d{2}-\d{2}-\d{4} \d{2}:\d{2}/.exec((await hold.textContent()) ?? '')?.[0];
    expect(shown, 'a date in the hold notice').toBeDefined();
    // Within five minutes of 72 hours after the save.
    const candidates = Array.from({ length: 11 }, (_, step) =>
      editionDateTime(edition, new Date(savedAt + 72 * 3_600_000 + (step - 5) * 60_000)),
    );
    expect(candidates).toContain(shown);
    await expect(hold).toHaveText(text.payoutHold(shown!));
    await screenshot(page, testInfo, 'account-settings-payout-hold');

    // The account's address is told, in the edition's language.
    const subject =
      edition === 'pl'
        ? 'Zmieniono konto bankowe do wypłat'
        : 'The bank account for your payouts was changed';
    await expect
      .poll(async () => {
        const mail = await api(page).get(`/api/dev/outbox?recipient=${encodeURIComponent(user.email)}`);
        const { items } = (await mail.json()) as { items: { subject: string; text: string }[] };
        return items
          .filter((item) => item.subject === subject)
          .map((item) => item.text.includes(edition === 'pl' ? '5387' : '1012'));
      })
      .toEqual([true]);
  });

  test('shows a declined card in the add-card dialog and saves nothing, then saves a good one @mobile', async ({
    page,
    visit,
    edition,
  }, testInfo) => {
    const text = ACCOUNT_SETTINGS_TEXTS[edition];
    await openSettings(page, edition, visit);
    const main = page.getByRole('main');
    const dialog = page.getByRole('dialog', { name: text.addCardTitle });
    const fillCard = async (number: string) => {
      await dialog.getByLabel(text.cardHolder).fill('Anna Nowak');
      await dialog.getByLabel(text.cardNumber).fill(number);
      await dialog.getByLabel(text.cardExpiry).fill('12/34');
      await dialog.getByLabel(text.cardCvc).fill('123');
      await dialog.getByRole('button', { name: text.saveCard }).click();
    };

    await main.getByRole('button', { name: new RegExp(text.addCard) }).click();
    await fillCard('4000 0000 0000 0002');
    await expect(dialog.getByText(text.cardDeclined)).toBeVisible();
    await expectAccessible(page, testInfo);
    await screenshot(page, testInfo, 'account-settings-card-declined');
    await expect(dialog).toBeVisible();
    await expect(main.getByText(text.noCard)).toBeVisible();
    // Nothing was stored: after a reload there is still no card.
    await page.reload();
    await expect(main.getByText(text.noCard)).toBeVisible();

    await main.getByRole('button', { name: new RegExp(text.addCard) }).click();
    await fillCard('4242 4242 4242 4242');
    await expect(page.getByText(text.cardSaved)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('saved-card')).toContainText('4242');
  });

  test('uploads an avatar and removes it', async ({ page, visit, edition }) => {
    const text = ACCOUNT_SETTINGS_TEXTS[edition];
    await openSettings(page, edition, visit);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: text.removePhoto })).toHaveCount(0);
    await main.getByLabel(text.uploadPhoto).setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(page.getByText(text.photoUploaded)).toBeVisible();
    await main.getByRole('button', { name: text.removePhoto }).click();
    await expect(page.getByText(text.photoRemoved)).toBeVisible();
    await expect(main.getByRole('button', { name: text.removePhoto })).toHaveCount(0);
  });

  test('changes the password and logs in with the new one', async ({ page, visit, edition }) => {
    // Five password hashes (register, log in, a wrong and a right change, log in again).
    test.slow();
    const text = ACCOUNT_SETTINGS_TEXTS[edition];
    const shell = TEXTS[edition];
    const user = await openSettings(page, edition, visit);
    const main = page.getByRole('main');
    const dialog = page.getByRole('dialog');
    const newPassword = 'Brand-New-Secret-2026';

    await main.getByRole('button', { name: text.changePassword }).click();
    await dialog.getByLabel(text.oldPassword).fill('Wrong-Password-1');
    await dialog.getByLabel(new RegExp(`^${text.newPassword}`)).fill(newPassword);
    await dialog.getByLabel(text.repeatPassword).fill('Something-else-1');
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog.getByText(text.passwordsMustMatch)).toBeVisible();

    await dialog.getByLabel(text.repeatPassword).fill(newPassword);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(dialog.getByText(text.wrongPassword)).toBeVisible();

    await dialog.getByLabel(text.oldPassword).fill(user.password);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.passwordChanged)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: shell.accountMenu }).click();
    await page.getByRole('menuitem', { name: shell.logout }).click();
    await expect(page.getByRole('button', { name: shell.accountMenu })).toHaveCount(0);

    await logIn(page, edition, user.username, newPassword);
    await expect(page.getByRole('button', { name: shell.accountMenu })).toBeVisible();
  });
});
