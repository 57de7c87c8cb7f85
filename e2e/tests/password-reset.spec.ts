import { latestMessage, logIn, registerThroughApi, uniqueAccount } from '../auth-helpers.ts';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { AUTH_TEXTS, TEXTS } from '../texts.ts';

test.describe('password reset', () => {
  test('a reset link from the e-mail sets a new password that logs in', async ({ page, visit, edition }) => {
    const text = AUTH_TEXTS[edition];
    const account = uniqueAccount(edition, 'reset');
    await registerThroughApi(page.request, edition, account);

    await visit('/auth/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: text.forgotTitle })).toBeVisible();
    await page.getByLabel(text.email).fill(account.email);
    await expect(page.getByLabel(text.phone)).toBeDisabled();
    await page.getByRole('button', { name: text.sendLink }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: text.checkInbox })).toBeVisible();

    let message = '';
    await expect
      .poll(async () => (message = await latestMessage(page.request, account.email)))
      .toContain('/auth/forgot-password/reset');
    const link = new URL(/https?:\/\/\S+/.exec(message)![0]);
    await visit(`${link.pathname}${link.search}`);

    await page.getByLabel(text.newPassword).first().fill('Another-pass-2026');
    await page.getByLabel(text.repeatPassword).fill('Something-else-2026');
    await page.getByRole('button', { name: text.savePassword }).click();
    await expect(page.getByText(text.passwordsMustMatch)).toBeVisible();

    const newPassword = `${account.password}-new`;
    await page.getByLabel(text.newPassword).first().fill(newPassword);
    await page.getByLabel(text.repeatPassword).fill(newPassword);
    await page.getByRole('button', { name: text.savePassword }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password\/reset\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: text.passwordChanged })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: TEXTS[edition].login }).click();
    await logIn(page, edition, account.username, newPassword);
  });

  test('a malformed or tampered link says the link is invalid', async ({
    page,
    visit,
    edition,
  }, testInfo) => {
    const text = AUTH_TEXTS[edition];
    // The toast lasts a few seconds: read it before waiting for the page to settle.
    await page.goto('/auth/forgot-password/reset?id=abc&expires=1&signature=x');
    await expect(page.getByText(text.invalidLink)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: text.invalidLinkTitle })).toBeVisible();
    await expectAccessible(page, testInfo);
    await expect(page.getByRole('link', { name: text.requestNewLink })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );

    await visit('/auth/forgot-password/reset?id=1&expires=9999999999&signature=tampered');
    await page.getByLabel(text.newPassword).first().fill('Another-pass-2026');
    await page.getByLabel(text.repeatPassword).fill('Another-pass-2026');
    await page.getByRole('button', { name: text.savePassword }).click();
    await expect(page.getByText(text.invalidLink)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: text.invalidLinkTitle })).toBeVisible();
  });
});
