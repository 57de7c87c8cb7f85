import type { Page } from '@playwright/test';
import { completedPickupPurchase, newApiUser, payOutThroughApi, publishedProduct } from '../api-helpers.ts';
import { expect, test } from '../fixtures.ts';
import { logInAs } from '../auth-helpers.ts';
import { ACCOUNT_DELETION_TEXTS, TEXTS } from '../texts.ts';

/** Screenshots for the review of the screens (390 px phone, 1280 px desktop), into SHOTS_DIR when set. */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const project = test.info().project.name;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${dir}/${name}-${project}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('delete my account', () => {
  test('a seller deletes their account, cannot sign in again; the buyer still sees the order', async ({
    page,
    request,
    visit,
    edition,
  }) => {
    const text = ACCOUNT_DELETION_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'leaver');
    const buyer = await newApiUser(request, edition, 'stayer');
    const offerId = await publishedProduct(request, edition, seller, {
      title: `Reading lamp ${edition} ${Date.now() % 100000}`,
      price: 1800,
      quantity: 2,
    });
    const orderId = await completedPickupPurchase(request, edition, seller, buyer, offerId);

    // Account settings: the section says what goes and what stays; the modal asks for the
    // password and a confirmation.
    await logInAs(page, edition, seller);
    await visit('/profile/account-settings');
    const section = page.getByRole('region', { name: text.section });
    await expect(section).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await shots(page, 'account-deletion-section');
    await section.getByRole('button', { name: text.open }).click();
    const dialog = page.getByRole('dialog', { name: text.modalTitle });
    await dialog.getByRole('textbox', { name: new RegExp(`^${text.password}`) }).fill(seller.password);
    await dialog.getByLabel(text.confirm).check();
    await shots(page, 'account-deletion-modal');
    await dialog.getByRole('button', { name: text.submit }).click();

    // The completed sale's money is available: refused, with the reason and a link to Balance.
    const refusal = dialog.getByRole('alert');
    await expect(refusal.getByRole('link', { name: text.balanceBlocker })).toHaveAttribute(
      'href',
      '/profile/balance',
    );
    // Paid out, the account goes.
    await payOutThroughApi(request, edition, seller);
    await dialog.getByRole('button', { name: text.submit }).click();

    // Signed out, at home, told so.
    await expect(page.getByText(text.deleted)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: TEXTS[edition].accountMenu })).toHaveCount(0);

    // The account can no longer sign in: the answer of a wrong password.
    await page.goto('/auth/login');
    await page.getByLabel(TEXTS[edition].username).fill(seller.username);
    await page.locator('input[autocomplete="current-password"]').fill(seller.password);
    await page.getByRole('main').getByRole('button', { name: TEXTS[edition].login }).click();
    await expect(page.getByText(text.invalidCredentials).first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);

    // The buyer still sees the order whole, the seller shown as a deleted account.
    await logInAs(page, edition, buyer);
    await visit(`/profile/my-purchases/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: text.orderNumber(orderId) })).toBeVisible();
    const sellerContact = page.getByRole('region', { name: text.sellerContact });
    await expect(sellerContact.getByText(text.deletedAccount, { exact: true })).toBeVisible();
    await expect(sellerContact.getByRole('link', { name: text.deletedAccount })).toHaveCount(0);
    await shots(page, 'account-deletion-purchase');
  });
});
