import { apiHeaders, newApiUser } from '../api-helpers.ts';
import { apiUrl, logInAs } from '../auth-helpers.ts';
import { expect, test } from '../fixtures.ts';
import { ACCOUNT_SETTINGS_TEXTS, TEXTS } from '../texts.ts';

test.describe('changing the password', () => {
  test('keeps this session signed in across a reload and signs the other sessions out @mobile', async ({
    page,
    request,
    playwright,
    edition,
  }) => {
    // Three password hashes (register, two sign-ins) and the change's two.
    test.slow();
    const text = ACCOUNT_SETTINGS_TEXTS[edition];
    const shell = TEXTS[edition];
    const user = await newApiUser(request, edition, 'pwkeep');
    // Another device's session, with its own refresh cookie.
    const other = await playwright.request.newContext();
    const otherLogin = await other.post(apiUrl('/api/sessions/create'), {
      headers: apiHeaders(edition),
      data: { username: user.username, password: user.password },
    });
    expect(otherLogin.status()).toBe(200);

    await logInAs(page, edition, user);
    await page.goto('/profile/account-settings');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: text.changePassword }).click();
    const dialog = page.getByRole('dialog');
    const newPassword = 'Kept-Signed-In-2026';
    await dialog.getByLabel(text.oldPassword).fill(user.password);
    await dialog.getByLabel(new RegExp(`^${text.newPassword}`)).fill(newPassword);
    await dialog.getByLabel(text.repeatPassword).fill(newPassword);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.passwordChanged)).toBeVisible();

    // The next page load refreshes the session: this one is still signed in.
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/sessions/refresh'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: ACCOUNT_SETTINGS_TEXTS[edition].title }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/account-settings$/);
    // And again, with the refresh token the first reload rotated.
    await page.goto('/favorites');
    await expect(page).toHaveURL(/\/favorites$/);
    if ((page.viewportSize()?.width ?? 0) >= 768)
      await expect(page.getByRole('button', { name: shell.accountMenu })).toBeVisible();

    // The other device's session has ended.
    const otherRefresh = await other.post(apiUrl('/api/sessions/refresh'), {
      headers: { ...apiHeaders(edition), 'content-type': 'application/x-www-form-urlencoded' },
      data: '',
    });
    expect(otherRefresh.status()).toBe(401);
    await other.dispose();
  });
});
