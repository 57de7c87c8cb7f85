import type { Page } from '@playwright/test';
import {
  apiHeaders,
  newApiUser,
  paidOrderThroughApi,
  publishedProduct,
  type Edition,
} from '../api-helpers.ts';
import { apiUrl, logInAs } from '../auth-helpers.ts';
import { expect, expectAccessible, screenshot, screenshotsAtBothWidths, test } from '../fixtures.ts';
import { BALANCE_TEXTS, DEMO_PASSWORD, money } from '../texts.ts';

/** Any amount of the edition's money: `$1,234.50`, `-$3` / `1 234,50 zł`. */
const MONEY = { us: /-?\$\d[\d,]*(\.\d\d)?/, pl: /-?\d[\d\s]*(,\d\d)?\szł/ } as const;

/** The balance's four figures, each with its label and an amount of the edition's money. */
async function expectFigures(page: Page, edition: Edition) {
  const text = BALANCE_TEXTS[edition];
  const available = page.getByTestId('balance-available');
  await expect(available).toContainText(new RegExp(`^(${text.available}|${text.debt})`));
  await expect(available).toContainText(MONEY[edition]);
  for (const [id, label] of [
    ['pending', text.pending],
    ['in-payout', text.inPayout],
    ['paid-out', text.paidOut],
  ] as const) {
    const figure = page.getByTestId(`balance-${id}`);
    await expect(figure).toContainText(label);
    await expect(figure).toContainText(MONEY[edition]);
  }
  await expect(page.getByTestId('next-payout')).toHaveText(/\d\d-\d\d-\d{4} \d\d:\d\d/);
  const payOut = page.getByRole('button', { name: text.payOutNow });
  await expect(payOut).toBeVisible();
  // Disabled only with the reason beside it.
  if (await payOut.isDisabled()) await expect(page.getByTestId('payout-blocker')).not.toBeEmpty();
}

test.describe('balance', () => {
  test('the demo seller opens Balance by taps on a phone and sees the balances @mobile', async ({
    page,
    edition,
  }, testInfo) => {
    test.skip(!testInfo.project.name.startsWith('mobile'), 'the bottom bar is the phone layout');
    const text = BALANCE_TEXTS[edition];
    await logInAs(page, edition, { username: 'anna', password: DEMO_PASSWORD });
    await page
      .getByRole('navigation', { name: text.mobileNav })
      .getByRole('link', { name: text.profileTab })
      .tap();
    await expect(page).toHaveURL('/profile/my-profile');
    await page
      .getByRole('main')
      .getByRole('navigation', { name: text.accountLinks })
      .getByRole('link', { name: text.link })
      .tap();
    await expect(page).toHaveURL('/profile/balance');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expectFigures(page, edition);
    await expect(page.getByRole('heading', { level: 2, name: text.pendingOrders })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.statement })).toBeVisible();
    await expectAccessible(page, testInfo);
    await screenshot(page, testInfo, 'balance-demo-seller');

    // The payouts, a tap away; the history again.
    const views = page.getByRole('navigation', { name: text.activity });
    await views.getByRole('link', { name: text.payouts }).tap();
    await expect(page).toHaveURL('/profile/balance?view=payouts');
    await expect(views.getByRole('link', { name: text.payouts })).toHaveAttribute('aria-current', 'page');
    await expect(
      page
        .getByTestId('payout-item')
        .first()
        .or(page.getByText(text.noPayouts, { exact: true })),
    ).toBeVisible();
    await views.getByRole('link', { name: text.history }).tap();
    await expect(page).toHaveURL('/profile/balance');
    await expect(
      page
        .getByTestId('history-item')
        .first()
        .or(page.getByText(text.noHistory, { exact: true })),
    ).toBeVisible();
  });

  test('a paid sale waits in pending for its order, which shows the commission; the statement downloads', async ({
    page,
    request,
    edition,
  }, testInfo) => {
    const text = BALANCE_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'payee');
    const buyer = await newApiUser(request, edition, 'payer');
    const offerId = await publishedProduct(request, edition, seller, {
      title: `Camping stove ${edition} ${Date.now() % 100_000}`,
      price: 2_500,
      quantity: 2,
    });
    const orderId = await paidOrderThroughApi(request, edition, buyer, offerId);
    const sold = await request.get(apiUrl(`/api/orders/sold/${orderId}`), {
      headers: apiHeaders(edition, seller.token),
    });
    expect(sold.status(), await sold.text()).toBe(200);
    const { amount, commission } = (await sold.json()) as { amount: number; commission: number };
    expect(commission).toBeGreaterThan(0);
    const net = amount - commission;

    // On a desktop the account menu leads to Balance.
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, edition, seller);
    await page.getByRole('button', { name: text.accountMenu }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: text.link }).click();
    await expect(page).toHaveURL('/profile/balance');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expectFigures(page, edition);
    await expect(page.getByTestId('balance-pending')).toContainText(money(edition, net));
    await expect(page.getByTestId('balance-available')).toContainText(money(edition, 0));

    // The order the money waits for, and the sale in the history with its commission.
    const pendingOrders = page.getByRole('list', { name: text.pendingOrders });
    await expect(pendingOrders.getByRole('listitem')).toHaveCount(1);
    await expect(pendingOrders.getByRole('listitem')).toContainText(money(edition, net));
    const sale = page.getByTestId('history-item').filter({ hasText: text.orderNumber(orderId) });
    await expect(sale.getByTestId('history-breakdown')).toHaveText(
      text.saleBreakdown(money(edition, amount), money(edition, commission), money(edition, net)),
    );

    // Nothing is available yet: Pay out now is disabled, with the reason.
    await expect(page.getByRole('button', { name: text.payOutNow })).toBeDisabled();
    await expect(page.getByTestId('payout-blocker')).not.toBeEmpty();

    // This month's statement, as a CSV file.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text.download }).click();
    const month = new Date().toISOString().slice(0, 7);
    expect((await download).suggestedFilename()).toBe(`statement-${month}.csv`);

    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'balance-sale-pending');

    // The pending order opens its sold order: the commission and what the seller receives.
    await pendingOrders.getByRole('link', { name: text.orderNumber(orderId) }).click();
    await expect(page).toHaveURL(`/profile/my-offers/sold/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: text.soldOrderNumber(orderId) })).toBeVisible();
    await expect(page.getByTestId('order-proceeds')).toHaveText(
      text.proceeds(money(edition, commission), money(edition, net)),
    );
    await screenshotsAtBothWidths(page, testInfo, 'sold-order-commission');
  });
});
