import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { AUTH_TEXTS, TEXTS } from './texts.ts';

type Edition = 'us' | 'pl';

/**
 * API calls from the test runner go to 127.0.0.1 (Node does not resolve *.localhost); the
 * edition travels in the X-Sales-Channel header instead of the host name.
 */
export const apiUrl = (path: string) => `http://127.0.0.1:${process.env.E2E_PORT ?? 8091}${path}`;

let counter = 0;

/**
 * The header of a set-up call made as a client of its own (a documentation-range address unique to
 * this worker and call): per-IP limits count every caller, and the server believes X-Forwarded-For
 * from loopback (playwright.config.ts).
 */
export function asOwnClient(): { 'X-Forwarded-For': string } {
  counter += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 250;
  return { 'X-Forwarded-For': `198.18.${worker}.${counter % 250}` };
}

/** A username, e-mail and phone no other run or test uses (phones valid for libphonenumber). */
export function uniqueAccount(edition: Edition, kind: string) {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  const digits = String(Date.now() * 10 + counter + Math.floor(Math.random() * 1e4)).slice(-7);
  return {
    username: `${kind}_${edition}_${stamp}`.slice(0, 30),
    email: `${kind}.${edition}.${stamp}@example.com`,
    // 201-555-xxxx (US) and 5xx xxx xxx (PL), entered without the prefix.
    phone: edition === 'us' ? `201555${digits.slice(-4)}` : `5${digits.slice(-1)}${digits}`,
    password: `Fresh-pass-${stamp}`,
  };
}

/** The newest outbox message text for a recipient (e-mail address or +phone). */
export async function latestMessage(request: APIRequestContext, recipient: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(
          apiUrl(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`),
        );
        const body = (await response.json()) as { items: { text: string }[] };
        text = body.items[0]?.text ?? '';
        return text;
      },
      { message: `a message for ${recipient}` },
    )
    .not.toBe('');
  return text;
}

export async function latestCode(request: APIRequestContext, recipient: string): Promise<string> {
  const text = await latestMessage(request, recipient);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, `a 6-digit code in: ${text}`).toBeTruthy();
  return code!;
}

export async function logIn(page: Page, edition: Edition, username: string, password: string): Promise<void> {
  const text = TEXTS[edition];
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel(text.username).fill(username);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('main').getByRole('button', { name: text.login }).click();
  await expect(page.getByRole('button', { name: text.accountMenu })).toBeVisible();
}

/** Fills the sign-up form's login details and a person's name and birth date (the address comes after). */
export async function fillPersonDetails(
  page: Page,
  edition: Edition,
  account: { username: string; email: string; phone: string; password: string },
  person = { firstName: 'Alex', lastName: 'Tester', day: '05', month: '04', year: '1990' },
): Promise<void> {
  const text = AUTH_TEXTS[edition];
  await page.getByLabel(text.username).fill(account.username);
  await page.getByLabel(text.email).fill(account.email);
  await page.getByLabel(text.phone).fill(account.phone);
  await page.getByLabel(text.password, { exact: false }).first().fill(account.password);
  await page.getByLabel(text.firstName).fill(person.firstName);
  await page.getByLabel(text.lastName).fill(person.lastName);
  await page.getByLabel(text.day).selectOption(person.day);
  await page.getByLabel(text.month).selectOption(person.month);
  await page.getByLabel(text.year).selectOption(person.year);
}

/** Fills the address section and ticks the four consents. */
export async function fillAddressAndConsents(page: Page, edition: Edition): Promise<void> {
  const text = AUTH_TEXTS[edition];
  await page.getByLabel(text.street).fill('Main Street 1');
  await page.getByLabel(text.city).fill(text.cityValue);
  await page.getByLabel(text.postCode).fill(text.postCodeValue);
  await page.getByLabel(text.state).selectOption(text.stateValue);
  for (const checkbox of await page.getByRole('main').getByRole('checkbox').all()) await checkbox.check();
}

/** Registers and confirms a person through the API (for tests that need an existing account). */
export async function registerThroughApi(
  request: APIRequestContext,
  edition: Edition,
  account: ReturnType<typeof uniqueAccount>,
): Promise<void> {
  const client = asOwnClient();
  const response = await request.post(apiUrl('/api/accounts/register'), {
    headers: { 'X-Sales-Channel': edition, ...client },
    data: {
      auth_type: 'email',
      account: {
        type: 'person',
        data: {
          username: account.username,
          email: account.email,
          phone: `${edition === 'us' ? '+1' : '+48'}${account.phone}`,
          password: account.password,
          first_name: 'Reset',
          last_name: 'Tester',
          birth_day: '1985-06-15',
        },
        address: {
          street: 'Main Street 1',
          city: AUTH_TEXTS[edition].cityValue,
          post_code: edition === 'us' ? '10001' : '00-850',
          state: AUTH_TEXTS[edition].stateValue,
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { uuid } = (await response.json()) as { uuid: string };
  const code = await latestCode(request, account.email);
  const confirmed = await request.post(apiUrl('/api/short-codes/confirm'), {
    headers: { 'X-Sales-Channel': edition, ...client },
    data: { code, uuid },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** Logs in through the form as `person` on a clean session, and waits to leave the login page. */
export async function logInAs(
  page: Page,
  edition: Edition,
  person: { username: string; password: string },
): Promise<void> {
  const text = TEXTS[edition];
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await page.getByLabel(text.username).fill(person.username);
  await page.locator('input[autocomplete="current-password"]').fill(person.password);
  await page.getByRole('main').getByRole('button', { name: text.login }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}
