import { fillAddressAndConsents, fillPersonDetails, latestCode, uniqueAccount } from '../auth-helpers.ts';
import { expect, test } from '../fixtures.ts';
import { AUTH_TEXTS, TEXTS, UNCONFIRMED_TEXTS } from '../texts.ts';

test.describe('an account whose code was never entered', () => {
  test('registers, leaves the code page, logs in, enters the code from there and ends signed in @mobile', async ({
    page,
    edition,
  }) => {
    // Password hashes: the registration and two sign-ins.
    test.slow();
    const text = AUTH_TEXTS[edition];
    const unconfirmed = UNCONFIRMED_TEXTS[edition];
    const account = uniqueAccount(edition, 'unconf');

    await page.goto('/auth/register');
    await fillPersonDetails(page, edition, account);
    await fillAddressAndConsents(page, edition);
    await page.getByRole('button', { name: text.continue }).click();
    await page.getByRole('radio', { name: text.byEmail }).check();
    await page.getByRole('main').getByRole('button', { name: text.createAccount }).click();
    await expect(page).toHaveURL(/\/auth\/register\/confirm\/[0-9a-f-]{36}$/);

    // The visitor leaves the code page (a new tab, a closed browser) and later logs in.
    await page.goto('/');
    await page.goto('/auth/login');
    await page.getByLabel(TEXTS[edition].username).fill(account.username);
    await page.locator('input[autocomplete="current-password"]').fill(account.password);
    await page.getByRole('main').getByRole('button', { name: TEXTS[edition].login }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(unconfirmed.notConfirmed);
    await expect(alert.getByRole('button', { name: unconfirmed.sendNewCode })).toBeVisible();
    await alert.getByRole('button', { name: unconfirmed.enterCode }).click();

    const code = await latestCode(page.request, account.email);
    await page.getByLabel(text.code).fill(code);
    await page.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(page.getByText(unconfirmed.loginSuccess)).toBeVisible();
    await expect(page).not.toHaveURL(/\/auth\//);
    expect(await page.evaluate(() => window.localStorage.getItem('session'))).not.toBeNull();
    // Signed in after a reload too.
    await page.goto('/profile/account-settings');
    await expect(page).toHaveURL(/\/profile\/account-settings$/);
  });
});
