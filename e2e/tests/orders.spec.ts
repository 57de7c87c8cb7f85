import type { Page } from '@playwright/test';
import { newApiUser, paidOrderThroughApi, publishedProduct, type Edition } from '../api-helpers.ts';
import { logInAs } from '../auth-helpers.ts';
import { expect, test, screenshotsAtBothWidths } from '../fixtures.ts';
import { ORDERS_TEXTS } from '../texts.ts';

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
    const first = await paidOrderThroughApi(request, edition, buyer, offerId);
    const second = await paidOrderThroughApi(request, edition, buyer, offerId);
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
    await screenshotsAtBothWidths(page, testInfo, 'sold-order-detail');

    // The buyer: the purchases list shows the first order in shipment, the second to be confirmed.
    await logInAs(page, edition, buyer);
    await visit('/profile/my-purchases');
    await expect(page.getByRole('heading', { level: 1, name: text.purchasesTitle })).toBeVisible();
    await expect(orderRow(page, edition, first).getByText(text.confirmed)).toBeVisible();
    await expect(
      orderRow(page, edition, second).getByRole('button', { name: text.markReceived }),
    ).toBeDisabled();
    await screenshotsAtBothWidths(page, testInfo, 'purchases');

    // Purchase detail: the shipment link, then mark as received.
    await visit(`/profile/my-purchases/${first}`);
    await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', link);
    await expect(page.getByRole('button', { name: text.copy })).toBeVisible();
    await screenshotsAtBothWidths(page, testInfo, 'purchase-detail');
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
