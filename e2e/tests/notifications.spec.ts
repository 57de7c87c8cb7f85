import { newApiUser, orderStepThroughApi, paidOrderThroughApi, publishedProduct } from '../api-helpers.ts';
import { expect, expectAccessible, PHONE_VIEWPORT, screenshot, test } from '../fixtures.ts';
import { logInAs } from '../auth-helpers.ts';
import { NOTIFICATIONS_TEXTS } from '../texts.ts';

const DATE_AND_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

test.describe('notifications', () => {
  test('the buyer hears that the seller confirmed and canceled: bell, dropdown, target, full list', async ({
    page,
    request,
    visit,
    edition,
  }, testInfo) => {
    const text = NOTIFICATIONS_TEXTS[edition];
    const header = page.getByRole('banner');
    // The bell's label starts with its name; with unread ones it adds the count.
    const bell = (unread?: number) =>
      new RegExp(`^${text.bell}${unread === undefined ? '$' : `, ${unread}\\b`}`);

    // A guest is sent to log in.
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/auth\/login/);

    const seller = await newApiUser(request, edition, 'seller');
    const buyer = await newApiUser(request, edition, 'buyer');
    const offerId = await publishedProduct(request, edition, seller, {
      title: `Desk lamp ${edition} ${Date.now() % 100000}`,
      price: 1500,
      quantity: 5,
    });
    const confirmed = await paidOrderThroughApi(request, edition, buyer, offerId);
    const canceled = await paidOrderThroughApi(request, edition, buyer, offerId);
    await orderStepThroughApi(request, edition, seller, confirmed, 'confirm');
    await orderStepThroughApi(request, edition, seller, canceled, 'cancel');

    // Desktop: the badge shows 2, the dropdown the two, newest first, with date and time.
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, edition, buyer);
    const bellButton = header.getByRole('button', { name: bell(2) });
    await expect(bellButton).toBeVisible();
    await expect(bellButton.getByTestId('notifications-badge')).toHaveText('2');
    await bellButton.click();
    const dropdown = page.getByRole('region', { name: text.latest });
    await expect(dropdown).toBeVisible();
    const dropdownItems = dropdown.getByTestId('notification');
    await expect(dropdownItems).toHaveCount(2);
    await expect(dropdownItems.nth(0)).toContainText(text.canceled(canceled));
    await expect(dropdownItems.nth(1)).toContainText(text.confirmed(confirmed));
    await expect(dropdownItems.nth(1).locator('time')).toHaveText(DATE_AND_TIME);
    await expect(dropdown.getByRole('link', { name: text.seeAll })).toHaveAttribute('href', '/notifications');
    await screenshot(page, testInfo, 'notifications-dropdown');
    await expectAccessible(page, testInfo);

    // Clicking one opens the purchase and marks it read: the badge counts 1.
    await dropdownItems.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/profile/my-purchases/${confirmed}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text.orderNumber(confirmed));
    await expect(dropdown).toBeHidden();
    await expect(header.getByRole('button', { name: bell(1) })).toBeVisible();

    // The full list: the one still unread is highlighted on this visit, and the badge goes.
    await visit('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const items = page.getByRole('main').getByTestId('notification');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toHaveAttribute('data-unread', 'true');
    await expect(items.nth(0)).toContainText(text.canceled(canceled));
    await expect(items.nth(1)).not.toHaveAttribute('data-unread', 'true');
    await expect(items.nth(0).getByRole('link')).toHaveAttribute('href', `/profile/my-purchases/${canceled}`);
    await expect(header.getByRole('button', { name: bell() })).toBeVisible();
    await expect(header.getByTestId('notifications-badge')).toHaveCount(0);
    await screenshot(page, testInfo, 'notifications-page');

    // Once seen, nothing is highlighted any more.
    await page.reload();
    await expect(items).toHaveCount(2);
    await expect(page.getByRole('main').locator('[data-unread="true"]')).toHaveCount(0);
    await expect(header.getByTestId('notifications-badge')).toHaveCount(0);

    // The phone layout: the bell is a link to the list.
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/');
    const bellLink = header.getByRole('link', { name: bell() });
    await expect(bellLink).toBeVisible();
    await expect(header.getByRole('button', { name: bell() })).toBeHidden();
    await bellLink.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(items).toHaveCount(2);
    await screenshot(page, testInfo, 'notifications-page');
    await expectAccessible(page, testInfo);
  });
});
