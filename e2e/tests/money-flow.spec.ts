import type { Locator, Page, TestInfo } from '@playwright/test';
import {
  apiHeaders,
  newApiUser,
  orderStepThroughApi,
  paidOrderThroughApi,
  publishedProduct,
  type ApiUser,
  type Edition,
} from '../api-helpers.ts';
import { apiUrl, logInAs } from '../auth-helpers.ts';
import { expect, screenshot, test } from '../fixtures.ts';
import { ACCOUNT_SETTINGS_TEXTS, BALANCE_TEXTS, money, ORDERS_TEXTS } from '../texts.ts';

/**
 * The seller's money end to end (decisions 125-127): a paid sale waits in Pending, the completed
 * order makes it Available, the first bank account is added in the settings (no password, no
 * hold), and 'Pay out now' sends it to the sandbox, which pays it at once, or fails it at once for
 * its failing test accounts (docs/architecture.md, "Sandbox payouts"): then the money is back in
 * Available and the bell tells the seller. On a phone by taps and the bottom bar, on a desktop by
 * clicks and the account menu.
 */

/** The least a payout sends (PAYOUT_MINIMUM of packages/contract/src/finance.ts), in both editions. */
const PAYOUT_MINIMUM = 1_000;

/** Bank accounts of each edition: one the sandbox pays, one it fails with `account_closed`. */
const BANK_ACCOUNTS = {
  us: {
    paid: { accountNumber: '000123456789', routingNumber: '011000015', lastFour: '6789' },
    failing: { accountNumber: '000111111113', routingNumber: '011000015', lastFour: '1113' },
  },
  pl: {
    paid: { iban: 'PL61 1090 1014 0000 0712 1981 2874', lastFour: '2874' },
    failing: { iban: 'PL75 1090 1014 0000 0001 1111 1113', lastFour: '1113' },
  },
} as const;

const isPhone = (testInfo: TestInfo) => testInfo.project.name.startsWith('mobile');

/** What a person does to press something: a tap on a phone, a click on a desktop. */
const press = (locator: Locator, testInfo: TestInfo) => (isPhone(testInfo) ? locator.tap() : locator.click());

/**
 * Opens an account screen by its link's name: on a phone the bottom bar's Profile tab, then the
 * link on My profile; on a desktop the account menu.
 */
async function openAccountScreen(page: Page, edition: Edition, testInfo: TestInfo, name: string) {
  const text = BALANCE_TEXTS[edition];
  if (isPhone(testInfo)) {
    await page
      .getByRole('navigation', { name: text.mobileNav })
      .getByRole('link', { name: text.profileTab })
      .tap();
    await expect(page).toHaveURL('/profile/my-profile');
    await page
      .getByRole('main')
      .getByRole('navigation', { name: text.accountLinks })
      .getByRole('link', { name, exact: true })
      .tap();
  } else {
    await page.getByRole('button', { name: text.accountMenu }).click();
    await page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click();
  }
}

async function openBalance(page: Page, edition: Edition, testInfo: TestInfo) {
  const text = BALANCE_TEXTS[edition];
  await openAccountScreen(page, edition, testInfo, text.link);
  await expect(page).toHaveURL('/profile/balance');
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
}

/** The four figures, each exactly (a figure's amount is its first `dd`, its hint the second). */
async function expectBalance(
  page: Page,
  edition: Edition,
  figures: { available: number; pending: number; inPayout: number; paidOut: number },
) {
  for (const [id, minor] of [
    ['available', figures.available],
    ['pending', figures.pending],
    ['in-payout', figures.inPayout],
    ['paid-out', figures.paidOut],
  ] as const) {
    await expect(page.getByTestId(`balance-${id}`).locator('dd').first(), id).toHaveText(
      money(edition, minor),
    );
  }
}

/** The seller's share of the order (amount − commission), as GET /api/orders/sold/:id has it. */
async function netOf(page: Page, edition: Edition, seller: ApiUser, orderId: number): Promise<number> {
  const sold = await page.request.get(apiUrl(`/api/orders/sold/${orderId}`), {
    headers: apiHeaders(edition, seller.token),
  });
  expect(sold.status(), await sold.text()).toBe(200);
  const { amount, commission } = (await sold.json()) as { amount: number; commission: number };
  expect(commission).toBeGreaterThan(0);
  const net = amount - commission;
  expect(net, 'the sale pays out (net ≥ the payout minimum)').toBeGreaterThanOrEqual(PAYOUT_MINIMUM);
  return net;
}

/**
 * Adds the first bank account in Account settings (`kind`: paid or failing): giving it the first
 * time asks no password and holds no payout.
 */
async function addBankAccount(page: Page, edition: Edition, testInfo: TestInfo, kind: 'paid' | 'failing') {
  const text = ACCOUNT_SETTINGS_TEXTS[edition];
  const main = page.getByRole('main');
  const dialog = page.getByRole('dialog');
  await press(main.getByRole('button', { name: text.addBankAccount }), testInfo);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(text.payoutPassword)).toHaveCount(0);
  await dialog.getByLabel(text.holder).fill('Sam Seller');
  const account = BANK_ACCOUNTS[edition][kind];
  if ('iban' in account) await dialog.getByLabel(text.iban).fill(account.iban);
  else {
    await dialog.getByLabel(text.accountNumber).fill(account.accountNumber);
    await dialog.getByLabel(text.routingNumber).fill(account.routingNumber);
  }
  await press(dialog.getByRole('button', { name: text.save }), testInfo);
  await expect(page.getByText(text.payoutSaved)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(main.getByText(`••••${account.lastFour}`)).toBeVisible();
  await expect(main.getByTestId('payout-hold')).toHaveCount(0);
}

/**
 * 'Pay out now' on the Balance page, then the Payouts view until the sandbox's answer is shown
 * (the payout is sent by the server's event relay, a moment after the request). The payout's row.
 */
async function payOutNow(page: Page, edition: Edition, testInfo: TestInfo, net: number, status: string) {
  const text = BALANCE_TEXTS[edition];
  const payOut = page.getByRole('button', { name: text.payOutNow });
  await expect(payOut).toBeEnabled();
  await expect(page.getByTestId('payout-blocker')).toHaveCount(0);
  await press(payOut, testInfo);
  await expect(page.getByText(text.payoutRequested(money(edition, net)))).toBeVisible();

  const views = page.getByRole('navigation', { name: text.activity });
  await press(views.getByRole('link', { name: text.payouts }), testInfo);
  await expect(page).toHaveURL('/profile/balance?view=payouts');
  const item = page.getByTestId('payout-item');
  await afterReloads(page, () =>
    expect(item.locator('[data-status]')).toHaveAttribute('data-status', status, { timeout: 5_000 }),
  );
  await expect(item).toHaveCount(1);
  return item;
}

/** Reloads until the check passes: the page shows what the server knew when it loaded. */
async function afterReloads(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 60_000, intervals: [500, 1_000, 2_000] });
}

test.describe('money flow', () => {
  test('a sale waits in pending, the completed order makes it available, and it is paid out @mobile', async ({
    page,
    request,
    edition,
  }, testInfo) => {
    // Three people sign in (seller, buyer, seller again) and the payout settles through the relay.
    test.slow();
    const text = BALANCE_TEXTS[edition];
    const orders = ORDERS_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'payee');
    const buyer = await newApiUser(request, edition, 'payer');
    const offerId = await publishedProduct(request, edition, seller, {
      title: `Road bike ${edition} ${Date.now() % 100_000}`,
      price: 5_000,
      quantity: 1,
      courier: 1_000,
    });
    const orderId = await paidOrderThroughApi(request, edition, buyer, offerId);
    const net = await netOf(page, edition, seller, orderId);

    // The seller's Balance: the sale's net waits in Pending for its order; nothing is available.
    await logInAs(page, edition, seller);
    await openBalance(page, edition, testInfo);
    await expectBalance(page, edition, { available: 0, pending: net, inPayout: 0, paidOut: 0 });
    await expect(page.getByRole('button', { name: text.payOutNow })).toBeDisabled();
    await expect(page.getByTestId('payout-blocker')).toContainText(text.noPayoutData);

    // The order, from the Balance page: the seller confirms it and sends it with a tracking link.
    const pendingOrders = page.getByRole('list', { name: text.pendingOrders });
    await press(pendingOrders.getByRole('link', { name: text.orderNumber(orderId) }), testInfo);
    await expect(page).toHaveURL(`/profile/my-offers/sold/${orderId}`);
    await press(page.getByRole('button', { name: orders.confirm }), testInfo);
    await expect(page.getByText(orders.orderConfirmed)).toBeVisible();
    await expect(page.getByRole('main').getByText(orders.confirmed)).toBeVisible();
    await page.getByLabel(orders.trackingLink).fill(`https://tracking.example/parcel/${orderId}`);
    await press(page.getByRole('button', { name: orders.insert }), testInfo);
    await expect(page.getByText(orders.linkSaved)).toBeVisible();

    // The buyer marks it received, from My purchases.
    await logInAs(page, edition, buyer);
    await openAccountScreen(page, edition, testInfo, text.myPurchasesLink);
    await expect(page).toHaveURL('/profile/my-purchases');
    await press(page.getByRole('main').getByRole('link', { name: orders.details(orderId) }), testInfo);
    await expect(page).toHaveURL(`/profile/my-purchases/${orderId}`);
    await press(page.getByRole('button', { name: orders.markReceived }), testInfo);
    await expect(page.getByText(orders.completedSuccessfully)).toBeVisible();
    await expect(page.getByRole('main').getByText(orders.completed, { exact: true })).toBeVisible();

    // The seller again: the money is available, and nothing waits for orders.
    await logInAs(page, edition, seller);
    await openBalance(page, edition, testInfo);
    await expectBalance(page, edition, { available: net, pending: 0, inPayout: 0, paidOut: 0 });
    await expect(page.getByText(text.noPendingOrders, { exact: true })).toBeVisible();
    // Still no payout: there is no bank account yet, and the reason links to the settings.
    await expect(page.getByRole('button', { name: text.payOutNow })).toBeDisabled();
    const blocker = page.getByTestId('payout-blocker');
    await expect(blocker).toContainText(text.noPayoutData);
    await screenshot(page, testInfo, 'money-flow-completed');

    // The first bank account: no password, no hold.
    await press(blocker.getByRole('link', { name: text.toSettings }), testInfo);
    await expect(page).toHaveURL('/profile/account-settings');
    await addBankAccount(page, edition, testInfo, 'paid');

    // Pay out now: the sandbox pays it at once.
    await openBalance(page, edition, testInfo);
    await expectBalance(page, edition, { available: net, pending: 0, inPayout: 0, paidOut: 0 });
    const item = await payOutNow(page, edition, testInfo, net, 'paid');
    await expect(item).toContainText(text.payoutPaid);
    await expect(item).toContainText(money(edition, net));
    await expect(item).toContainText(text.payoutDestination(BANK_ACCOUNTS[edition].paid.lastFour));
    await expect(item).toContainText(text.requestedBySeller);
    await afterReloads(page, () =>
      expectBalance(page, edition, { available: 0, pending: 0, inPayout: 0, paidOut: net }),
    );
    // One payout a day.
    await expect(page.getByRole('button', { name: text.payOutNow })).toBeDisabled();
    await expect(page.getByTestId('payout-blocker')).toHaveText(text.alreadyToday);
    await screenshot(page, testInfo, 'money-flow-payout-paid');
  });

  test('a payout to a failing test account fails with its reason, the money is back, the bell tells @mobile', async ({
    page,
    request,
    edition,
  }, testInfo) => {
    test.slow();
    const text = BALANCE_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'payee');
    const buyer = await newApiUser(request, edition, 'payer');
    const offerId = await publishedProduct(request, edition, seller, {
      title: `Kayak paddle ${edition} ${Date.now() % 100_000}`,
      price: 4_000,
      quantity: 1,
    });
    // The order's steps in the browser are the first test's; here they go through the API.
    const orderId = await paidOrderThroughApi(request, edition, buyer, offerId);
    await orderStepThroughApi(request, edition, seller, orderId, 'confirm');
    await orderStepThroughApi(request, edition, buyer, orderId, 'complete');
    const net = await netOf(page, edition, seller, orderId);

    // The failing bank account, entered in Account settings.
    await logInAs(page, edition, seller);
    await openAccountScreen(page, edition, testInfo, text.accountSettingsLink);
    await expect(page).toHaveURL('/profile/account-settings');
    await addBankAccount(page, edition, testInfo, 'failing');

    await openBalance(page, edition, testInfo);
    await expectBalance(page, edition, { available: net, pending: 0, inPayout: 0, paidOut: 0 });
    const item = await payOutNow(page, edition, testInfo, net, 'failed');
    await expect(item).toContainText(text.payoutFailed);
    await expect(item).toContainText(money(edition, net));
    await expect(item).toContainText(text.payoutDestination(BANK_ACCOUNTS[edition].failing.lastFour));
    // The reason is the sandbox's failure code in plain words, in the edition's language.
    await expect(item).toContainText(text.payoutFailedReason('account_closed'));
    await expect(item).not.toContainText('account_closed');
    // The money is back in Available; nothing was paid out.
    await afterReloads(page, () =>
      expectBalance(page, edition, { available: net, pending: 0, inPayout: 0, paidOut: 0 }),
    );
    // Still one payout a day, but the seller is told today's failed and where to fix it.
    await expect(page.getByRole('button', { name: text.payOutNow })).toBeDisabled();
    const blocker = page.getByTestId('payout-blocker');
    await expect(blocker).toContainText(text.lastPayoutFailed);
    await expect(blocker).not.toContainText(text.alreadyToday);
    await expect(blocker.getByRole('link', { name: text.checkSettings })).toHaveAttribute(
      'href',
      '/profile/account-settings',
    );
    await screenshot(page, testInfo, 'money-flow-payout-failed');

    // The bell: unread notifications (the sale's too), among them the failed payout, which leads
    // to the Balance page.
    const header = page.getByRole('banner');
    const told = text.payoutFailedNotification(money(edition, net), 'account_closed');
    const bell = new RegExp(`^${text.bell}, \\d+ `);
    if (isPhone(testInfo)) {
      await header.getByRole('link', { name: bell }).tap();
      await expect(page).toHaveURL(/\/notifications$/);
      const notification = page.getByRole('main').getByTestId('notification').filter({ hasText: told });
      await expect(notification).toHaveCount(1);
      await screenshot(page, testInfo, 'money-flow-payout-failed-notification');
      await notification.getByRole('link').tap();
    } else {
      await header.getByRole('button', { name: bell }).click();
      const dropdown = page.getByRole('region', { name: text.latestNotifications });
      const notification = dropdown.getByTestId('notification').filter({ hasText: told });
      await expect(notification).toHaveCount(1);
      await screenshot(page, testInfo, 'money-flow-payout-failed-notification');
      await notification.getByRole('link').click();
    }
    await expect(page).toHaveURL('/profile/balance');
    await expectBalance(page, edition, { available: net, pending: 0, inPayout: 0, paidOut: 0 });
  });
});
