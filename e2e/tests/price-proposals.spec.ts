import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { apiHeaders, newApiUser, publishedProduct, type Edition } from '../api-helpers.ts';
import { apiUrl, logInAs } from '../auth-helpers.ts';
import { expect, expectAccessible, secondPage, screenshot, test } from '../fixtures.ts';
import { CHECKOUT_TEXTS, PROPOSAL_TEXTS, TEXTS } from '../texts.ts';

/** An amount in minor units as the edition writes it: `$85`, `85 zł`. */
const money = (edition: Edition, minor: number) =>
  new Intl.NumberFormat(edition === 'pl' ? 'pl-PL' : 'en-US', {
    style: 'currency',
    currency: edition === 'pl' ? 'PLN' : 'USD',
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
    maximumFractionDigits: minor % 100 === 0 ? 0 : 2,
  }).format(minor / 100);

/** The report's screenshots, and a copy under /tmp/shots-h-proposals for a look. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await screenshot(page, testInfo, name);
  const dir = '/tmp/shots-h-proposals';
  mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${dir}/${name}-${testInfo.project.name}-${width}px.png` });
}

/** Screenshots of the seller's floor, under /tmp/shots-h-floor for a look. */
async function shootFloor(page: Page, testInfo: TestInfo, name: string) {
  // The viewport as scrolled first: the report's full-page capture scrolls back to the top.
  const dir = '/tmp/shots-h-floor';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}-${testInfo.project.name}.png` });
  await screenshot(page, testInfo, name);
}

test.describe('price proposals', () => {
  test('a buyer makes an offer, the seller counters, the buyer accepts and pays the agreed price', async ({
    page,
    browser,
    request,
    edition,
  }, testInfo) => {
    const text = PROPOSAL_TEXTS[edition];
    const checkout = CHECKOUT_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'seller');
    const buyer = await newApiUser(request, edition, 'buyer');
    const title = `Teak armchair ${edition} ${Date.now() % 100000}`;
    const offerId = await publishedProduct(request, edition, seller, { title, price: 10000 });

    // The seller waits on the inbox in a browser of their own.
    const sellerPage = await secondPage(browser, testInfo);
    await logInAs(sellerPage, edition, seller);
    await sellerPage.goto('/messages');

    // The buyer offers 70 from the offer page.
    await logInAs(page, edition, buyer);
    await page.goto(`/offer/${offerId}`);
    await page.getByRole('button', { name: text.makeOffer }).click();
    const dialog = page.getByRole('dialog', { name: text.makeOfferTitle });
    await dialog.getByLabel(text.amount).fill('40');
    await dialog.getByRole('button', { name: text.send }).click();
    // Below the floor (half the price): the server's field error, without the floor (decision 101).
    await expect(dialog.getByText(text.tooLow)).toBeVisible();
    await expect(dialog).not.toContainText(money(edition, 5000));
    await dialog.getByLabel(text.amount).fill('70');
    await shoot(page, testInfo, 'proposal-dialog');
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    const chatPath = new URL(page.url()).pathname;
    const buyerCard = page.getByTestId('proposal-card').filter({ hasText: text.madeCard });
    await expect(buyerCard).toContainText(money(edition, 7000));
    await expect(buyerCard.getByRole('button', { name: text.accept })).toHaveCount(0);

    // The seller's inbox shows the conversation live; the card there has the three buttons.
    await sellerPage
      .getByRole('list', { name: text.inbox })
      .getByRole('link')
      .filter({ hasText: title })
      .click();
    await expect(sellerPage).toHaveURL(new RegExp(`${chatPath}$`));
    const sellerCard = sellerPage.getByTestId('proposal-card').filter({ hasText: money(edition, 7000) });
    await expect(sellerCard.getByRole('button', { name: text.accept })).toBeVisible();
    await expect(sellerCard.getByRole('button', { name: text.decline })).toBeVisible();
    await shoot(sellerPage, testInfo, 'proposal-seller-card');
    await sellerCard.getByRole('button', { name: text.counter }).click();
    const counter = sellerPage.getByRole('dialog', { name: text.counterTitle });
    await counter.getByLabel(text.amount).fill('85');
    await counter.getByRole('button', { name: text.sendCounter }).click();
    await expect(sellerCard).toContainText(text.countered);

    // The buyer sees the counter arrive live, with Accept and Decline, and accepts it.
    const counterCard = page.getByTestId('proposal-card').filter({ hasText: text.counterCard });
    await expect(counterCard).toContainText(money(edition, 8500));
    await expect(counterCard.getByRole('button', { name: text.counter })).toHaveCount(0);
    await counterCard.getByRole('button', { name: text.accept }).click();
    await expect(
      page.getByTestId('proposal-answer').filter({ hasText: text.accepted(money(edition, 8500)) }),
    ).toBeVisible();
    // The seller hears of it live too.
    await expect(sellerPage.getByTestId('proposal-answer')).toContainText(money(edition, 8500));
    await expectAccessible(page, testInfo);
    await shoot(page, testInfo, 'proposal-accepted');

    // The agreed price in the basket and at checkout; paid by card.
    await counterCard.getByRole('link', { name: text.buyAtThisPrice }).click();
    await expect(page).toHaveURL(new RegExp(`/offer/${offerId}$`));
    await page.getByRole('button', { name: text.addToBasket }).click();
    await expect(page.getByText(text.addedToBasket)).toBeVisible();
    await page.goto('/basket');
    await expect(page.getByTestId('agreed-price')).toContainText(money(edition, 8500));
    await expect(page.getByTestId('line-total')).toContainText(money(edition, 8500));
    await shoot(page, testInfo, 'proposal-basket');
    await page.getByRole('link', { name: checkout.goToPayment }).click();
    await expect(page.getByTestId('checkout-line-total')).toContainText(money(edition, 8500));
    await page.getByRole('button', { name: checkout.proceed }).click();
    await expect(page).toHaveURL(/\/payment\/card$/);
    await page.getByLabel(checkout.holder).fill('Jane Buyer');
    await page.getByLabel(checkout.number).fill('4242424242424242');
    await page.getByLabel(checkout.expiry).fill('12/34');
    await page.getByLabel(checkout.cvc).fill('123');
    await page.getByRole('button', { name: /^(Pay|Zapłać) / }).click();
    await expect(page).toHaveURL(/\/payment\/success$/);

    // The order keeps the agreed price.
    const bought = await request.get(apiUrl('/api/orders/bought'), {
      headers: apiHeaders(edition, buyer.token),
    });
    const [order] = ((await bought.json()) as { items: { orderId: number; amount: number }[] }).items;
    expect(order!.amount).toBe(8500);
    await page.goto(`/profile/my-purchases/${order!.orderId}`);
    await expect(page.getByTestId('order-agreed-price')).toHaveText(` (${text.orderAgreed})`);
    await expect(page.getByRole('main')).toContainText(money(edition, 8500));
    await shoot(page, testInfo, 'proposal-order');
    await sellerPage.context().close();
  });

  test('the seller sets the lowest offer they consider; a proposal below it is refused, one at it is made', async ({
    page,
    browser,
    request,
    edition,
  }, testInfo) => {
    const text = PROPOSAL_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'seller');
    const buyer = await newApiUser(request, edition, 'buyer');
    const offerId = await publishedProduct(request, edition, seller, {
      title: `Oak bookcase ${edition} ${Date.now() % 100000}`,
      price: 10000,
    });

    // The seller opens the edit form: the field is empty (the default, half the price).
    await logInAs(page, edition, seller);
    await page.goto(`/offers/edit/${offerId}`);
    await expect(page.getByRole('heading', { level: 1, name: text.editTitle })).toBeVisible();
    const floor = page.getByLabel(text.floorField);
    await expect(floor).toHaveValue('');
    await floor.fill('80');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await floor.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const box = await floor.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await shootFloor(page, testInfo, `floor-form-${width}`);
    }
    // Not below the price: refused on the field.
    await floor.fill('100');
    await page.getByRole('button', { name: text.save, exact: true }).click();
    const error = page.getByText(text.floorNotBelowPrice);
    await expect(error).toBeVisible();
    await floor.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shootFloor(page, testInfo, 'floor-error-390');
    await floor.fill('80');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/offer/${offerId}$`));
    // The edit form comes back with it.
    await page.goto(`/offers/edit/${offerId}`);
    await expect(page.getByLabel(text.floorField)).toHaveValue('80');

    // A buyer offers 75: refused with the server's message, the floor not shown; 80 goes through.
    const buyerPage = await secondPage(browser, testInfo);
    await logInAs(buyerPage, edition, buyer);
    await buyerPage.goto(`/offer/${offerId}`);
    await buyerPage.getByRole('button', { name: text.makeOffer }).click();
    const dialog = buyerPage.getByRole('dialog', { name: text.makeOfferTitle });
    await expect(dialog).not.toContainText(money(edition, 8000));
    await expect(dialog).not.toContainText(money(edition, 5000));
    await dialog.getByLabel(text.amount).fill('75');
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(dialog.getByText(text.tooLow)).toBeVisible();
    await expect(dialog).not.toContainText(money(edition, 8000));
    await shootFloor(buyerPage, testInfo, 'floor-refused');
    await dialog.getByLabel(text.amount).fill('80');
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(buyerPage).toHaveURL(/\/chat\/\d+$/);
    await expect(buyerPage.getByTestId('proposal-card')).toContainText(money(edition, 8000));
    await buyerPage.context().close();
  });

  test('the buyer sees their offer end live when the seller closes the product', async ({
    page,
    request,
    edition,
  }, testInfo) => {
    const text = PROPOSAL_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'seller');
    const buyer = await newApiUser(request, edition, 'buyer');
    const offerId = await publishedProduct(request, edition, seller, {
      title: `Pine stool ${edition} ${Date.now() % 100000}`,
      price: 10000,
    });
    const made = await request.post(apiUrl('/api/price-proposals'), {
      headers: apiHeaders(edition, buyer.token),
      data: { offer_id: offerId, amount: 7000 },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { conversationId } = (await made.json()) as { conversationId: number };

    await logInAs(page, edition, buyer);
    await page.goto(`/chat/${conversationId}`);
    const card = page.getByTestId('proposal-card');
    await expect(card).toContainText(money(edition, 7000));
    // The seller closes the product: the buyer's card says so without a reload.
    const closed = await request.post(apiUrl(`/api/offers/${offerId}/close`), {
      headers: apiHeaders(edition, seller.token),
    });
    expect(closed.status(), await closed.text()).toBe(200);
    await expect(
      page.getByTestId('proposal-answer').filter({ hasText: text.ended(money(edition, 7000)) }),
    ).toBeVisible();
    await expect(card.getByTestId('proposal-status')).toHaveText(text.endedStatus);
    await expectAccessible(page, testInfo);
    await shoot(page, testInfo, 'proposal-ended');
  });

  test('the offer dialog and the chat card on a phone @mobile', async ({
    page,
    request,
    edition,
  }, testInfo) => {
    const text = PROPOSAL_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'seller');
    const buyer = await newApiUser(request, edition, 'buyer');
    const offerId = await publishedProduct(request, edition, seller, {
      title: `Rattan lamp ${edition} ${Date.now() % 100000}`,
      price: 4999,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    // A visitor is asked to log in, and comes back to the offer.
    await page.goto(`/offer/${offerId}`);
    await page.getByRole('link', { name: text.makeOffer }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.getByLabel(TEXTS[edition].username).fill(buyer.username);
    await page.locator('input[autocomplete="current-password"]').fill(buyer.password);
    await page.getByRole('main').getByRole('button', { name: TEXTS[edition].login }).click();
    await expect(page).toHaveURL(new RegExp(`/offer/${offerId}$`));
    const make = page.getByRole('button', { name: text.makeOffer });
    await make.scrollIntoViewIfNeeded();
    await make.click();
    const dialog = page.getByRole('dialog', { name: text.makeOfferTitle });
    await dialog.getByLabel(text.amount).fill(edition === 'pl' ? '30,50' : '30.50');
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await shoot(page, testInfo, 'proposal-dialog-phone');
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    const card = page.getByTestId('proposal-card');
    await expect(card).toContainText(money(edition, 3050));
    const cardBox = await card.boundingBox();
    expect(cardBox!.x).toBeGreaterThanOrEqual(0);
    expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(390);
    await shoot(page, testInfo, 'proposal-card-phone');
  });
});
