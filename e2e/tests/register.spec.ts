import {
  fillAddressAndConsents,
  fillPersonDetails,
  latestCode,
  logIn,
  uniqueAccount,
} from '../auth-helpers.ts';
import { expect, screenshot, test } from '../fixtures.ts';
import { AUTH_TEXTS, TEXTS } from '../texts.ts';

test.describe('registration', () => {
  test('a person registers by e-mail, confirms the code and logs in', async ({
    page,
    visit,
    edition,
  }, testInfo) => {
    const text = AUTH_TEXTS[edition];
    const account = uniqueAccount(edition, 'person');
    await visit('/auth/register');
    await expect(page.getByRole('heading', { level: 1, name: text.registerTitle })).toBeVisible();
    await expect(page.getByRole('radio', { name: text.person })).toBeChecked();
    await expect(page.getByText(text.phonePrefix, { exact: true })).toBeVisible();
    await screenshot(page, testInfo, 'register');

    await fillPersonDetails(page, edition, account);
    const submit = page.getByRole('button', { name: text.continue });
    await expect(submit).toBeDisabled();
    await fillAddressAndConsents(page, edition);
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page).toHaveURL(/\/auth\/register\/method$/);
    await expect(page.getByRole('heading', { level: 1, name: text.methodTitle })).toBeVisible();
    await page.getByRole('radio', { name: text.byEmail }).check();
    await page.getByRole('main').getByRole('button', { name: text.createAccount }).click();

    await expect(page).toHaveURL(/\/auth\/register\/confirm\/[0-9a-f-]{36}$/);
    const code = await latestCode(page.request, account.email);
    await page.getByLabel(text.code).fill(code);
    await page.getByRole('button', { name: text.confirm, exact: true }).click();

    await expect(page).toHaveURL(/\/auth\/register\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: text.registered })).toBeVisible();
    await page.getByRole('link', { name: text.goToLogin }).click();
    await logIn(page, edition, account.username, account.password);
  });

  test('a company registers by SMS; a wrong code shows an error', async ({ page, visit, edition }) => {
    const text = AUTH_TEXTS[edition];
    const account = uniqueAccount(edition, 'company');
    await visit('/auth/register');
    await page.getByRole('radio', { name: text.company, exact: true }).check();
    await expect(page.getByLabel(text.firstName)).toHaveCount(0);
    await page.getByLabel(text.username).fill(account.username);
    await page.getByLabel(text.email).fill(account.email);
    await page.getByLabel(text.phone).fill(account.phone);
    await page.getByLabel(text.password, { exact: false }).first().fill(account.password);
    await page.getByLabel(text.companyName).fill('Tester Trading');
    await page.getByLabel(text.vatId).fill(text.vatIdValue);
    await fillAddressAndConsents(page, edition);
    await page.getByRole('button', { name: text.continue }).click();

    await expect(page).toHaveURL(/\/auth\/register\/method$/);
    await page.getByRole('radio', { name: text.bySms }).check();
    await page.getByRole('main').getByRole('button', { name: text.createAccount }).click();
    await expect(page).toHaveURL(/\/auth\/register\/confirm\//);
    await visit(new URL(page.url()).pathname);

    const code = await latestCode(page.request, `${text.phonePrefix}${account.phone}`);
    const wrong = code.replace(/^\d/, (digit) => String((Number(digit) + 1) % 10));
    await page.getByLabel(text.code).fill(wrong);
    await page.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(page.getByText(text.incorrectCode)).toBeVisible();

    await page.getByLabel(text.code).fill(code);
    await page.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.registered })).toBeVisible();
  });

  test('submitting the empty form shows the required fields @mobile', async ({
    page,
    visit,
    edition,
  }, testInfo) => {
    const text = AUTH_TEXTS[edition];
    await visit('/auth/register');
    const submit = page.getByRole('button', { name: text.continue });
    await expect(submit).toBeDisabled();
    for (const checkbox of await page.getByRole('main').getByRole('checkbox').all()) await checkbox.check();
    await submit.click();
    await expect(page.getByText(TEXTS[edition].required)).toHaveCount(11);
    await expect(page.getByLabel(text.username)).toBeFocused();
    await expect(page).toHaveURL(/\/auth\/register$/);
    await screenshot(page, testInfo, 'register-errors');
  });

  test('a taken username sends the visitor back to the form with the error on the field', async ({
    page,
    visit,
    edition,
  }) => {
    const text = AUTH_TEXTS[edition];
    const account = uniqueAccount(edition, 'taken');
    await visit('/auth/register');
    await fillPersonDetails(
      page,
      edition,
      { ...account, username: 'anna' },
      { firstName: 'Anna', lastName: 'Again', day: '01', month: '01', year: '1980' },
    );
    await fillAddressAndConsents(page, edition);
    await page.getByRole('button', { name: text.continue }).click();
    await page.getByRole('main').getByRole('button', { name: text.createAccount }).click();

    await expect(page).toHaveURL(/\/auth\/register$/);
    await expect(page.getByRole('main').getByText(text.usernameTaken)).toBeVisible();
    await expect(page.getByLabel(text.username)).toHaveValue('anna');
  });

  test('the method step without form data goes back to the form', async ({ page, edition }) => {
    await page.goto('/auth/register/method');
    await expect(page).toHaveURL(/\/auth\/register$/);
    await expect(
      page.getByRole('heading', { level: 1, name: AUTH_TEXTS[edition].registerTitle }),
    ).toBeVisible();
  });
});
