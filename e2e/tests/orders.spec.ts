import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { apiHeaders, newApiUser, publishedProduct, type ApiUser, type Edition } from '../api-helpers.ts';
import { apiUrl } from '../auth-helpers.ts';
import { expect, screenshot, test } from '../fixtures.ts';
import { AUTH_TEXTS, ORDERS_TEXTS, TEXTS } from '../texts.ts';

/** The buyer orders one piece (`POST /api/orders`) and pays it in the card sandbox; waits until paid. */
async function paidOrder(
  request: APIRequestContext,
  edition: Edition,
  buyer: ApiUser,
  offerId: number,
): Promise<number> {
  const created = await request.post(apiUrl('/api/orders'), {
    headers: { ...apiHeaders(edition, buyer.token), 'Idempotency-Key': randomUUID() },
    data: {
      shipping_address: {
        street: 'Main Street 1',
        apartment_number: '4',
        city: AUTH_TEXTS[edition].cityValue,
        post_code: edition === 'us' ? '10001' : '00-850',
        state: AUTH_TEXTS[edition].stateValue,
      },
      basket: { products: [{ product: offerId, quantity: 1 }] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order, payment } = (await created.json()) as {
    order: { orderId: number };
    payment: { gatewayData: { clientSecret: string } };
  };
  const confirmed = await request.post(apiUrl('/api/payment-sandbox/confirm'), {
    headers: apiHeaders(edition, buyer.token),
    data: {
      client_secret: payment.gatewayData.clientSecret,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' },
    },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const response = await request.get(apiUrl(`/api/orders/bought/${order.orderId}`), {
          headers: apiHeaders(edition, buyer.token),
        });
        return ((await response.json()) as { status?: string }).status;
      },
      { message: `order ${order.orderId} paid` },
    )
    .toBe('paid');
  return order.orderId;
}

/** Logs in through the form as `person`, on a clean session (the account menu is desktop-only). */
async function logInAs(page: Page, edition: Edition, person: ApiUser) {
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

/** Full-page screenshots at 1280 px and at 375 px (the phone layout), then back to the desktop. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, testInfo, name);
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, testInfo, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const orderRow = (page: Page, edition: Edition, id: number) =>
  page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: ORDERS_TEXTS[edition].orderNumber(id), exact: true }) });

test.describe('orders', () => {
  test('the seller confirms and sends, the buyer receives; a second order is disputed', async ({
    page,
    request,
    visit,
    edition,
  }, testInfo) => {
    const text = ORDERS_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'seller');
    const buyer = await newApiUser(request, edition, 'buyer');
    const title = `Touring bike ${edition} ${Date.now() % 100000}`;
    const offerId = await publishedProduct(request, edition, seller, {
      title,
      price: 2500,
      quantity: 5,
      courier: 1000,
      description: 'Serviced last month, ready to ride.',
    });
    const first = await paidOrder(request, edition, buyer, offerId);
    const second = await paidOrder(request, edition, buyer, offerId);
    const link = `https://tracking.example/parcel/${first}`;

    // The seller: the Sold tab lists both orders, to be confirmed.
    await logInAs(page, edition, seller);
    await visit('/profile/my-offers/sold');
    const tabs = page.getByRole('navigation', { name: text.tabs });
    await expect(tabs.getByRole('link', { name: text.soldTab })).toHaveAttribute('aria-current', 'page');
    await expect(orderRow(page, edition, first).getByText(text.paid)).toBeVisible();
    await expect(orderRow(page, edition, second).getByText(text.paid)).toBeVisible();
    await orderRow(page, edition, first)
      .getByRole('link', { name: text.details(first) })
      .click();

    // Sold order detail: confirm, then insert the shipment link.
    await expect(page).toHaveURL(`/profile/my-offers/sold/${first}`);
    await expect(page.getByRole('heading', { level: 1, name: text.orderNumber(first) })).toBeVisible();
    await expect(page.getByRole('button', { name: text.cancel })).toBeVisible();
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByText(text.orderConfirmed)).toBeVisible();
    await expect(page.getByRole('main').getByText(text.confirmed)).toBeVisible();
    await expect(page.getByRole('button', { name: text.confirm })).toHaveCount(0);
    await page.getByLabel(text.trackingLink).fill(link);
    await page.getByRole('button', { name: text.insert }).click();
    await expect(page.getByText(text.linkSaved)).toBeVisible();
    await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', link);
    await expect(page.getByRole('button', { name: text.change })).toBeVisible();
    await screenshots(page, testInfo, 'sold-order-detail');

    // The buyer: the purchases list shows the first order in shipment, the second to be confirmed.
    await logInAs(page, edition, buyer);
    await visit('/profile/my-purchases');
    await expect(page.getByRole('heading', { level: 1, name: text.purchasesTitle })).toBeVisible();
    await expect(orderRow(page, edition, first).getByText(text.confirmed)).toBeVisible();
    await expect(
      orderRow(page, edition, second).getByRole('button', { name: text.markReceived }),
    ).toBeDisabled();
    await screenshots(page, testInfo, 'purchases');

    // Purchase detail: the shipment link, then mark as received.
    await visit(`/profile/my-purchases/${first}`);
    await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', link);
    await expect(page.getByRole('button', { name: text.copy })).toBeVisible();
    await screenshots(page, testInfo, 'purchase-detail');
    await page.getByRole('button', { name: text.markReceived }).click();
    await expect(page.getByText(text.completedSuccessfully)).toBeVisible();
    await expect(page.getByRole('main').getByText(text.completed, { exact: true })).toBeVisible();

    // The second order: a dispute, refused empty, then sent.
    await visit(`/profile/my-purchases/${second}`);
    await page.getByRole('button', { name: text.openDispute }).click();
    const dialog = page.getByRole('dialog', { name: text.disputeTitle });
    await dialog.getByRole('button', { name: text.submitDispute }).click();
    await expect(dialog.getByText(text.required)).toBeVisible();
    const description = 'The parcel arrived damaged and the frame is bent.';
    await dialog.getByLabel(text.description).fill(description);
    await dialog.getByRole('button', { name: text.submitDispute }).click();
    await expect(page.getByText(text.disputeSubmitted)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('main').getByText(description)).toBeVisible();
    await expect(page.getByRole('button', { name: text.openDispute })).toHaveCount(0);
  });
});
