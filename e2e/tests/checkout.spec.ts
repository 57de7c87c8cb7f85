import type { APIRequestContext, Page } from '@playwright/test';
import { apiHeaders, newApiUser, publishedProduct, type ApiUser, type Edition } from '../api-helpers.ts';
import { apiUrl } from '../auth-helpers.ts';
import { expect, screenshot, test } from '../fixtures.ts';
import { CHECKOUT_TEXTS, TEXTS } from '../texts.ts';

async function addToBasket(request: APIRequestContext, edition: Edition, buyer: ApiUser, offerId: number) {
  const added = await request.post(apiUrl('/api/basket/items'), {
    headers: apiHeaders(edition, buyer.token),
    data: { offer_id: offerId, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);
}

async function logIn(page: Page, edition: Edition, user: ApiUser) {
  const text = TEXTS[edition];
  await page.goto('/auth/login');
  await page.getByLabel(text.username).fill(user.username);
  await page.locator('input[autocomplete="current-password"]').fill(user.password);
  await page.getByRole('main').getByRole('button', { name: text.login }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

async function fillCard(page: Page, edition: Edition, number: string) {
  const text = CHECKOUT_TEXTS[edition];
  await page.getByLabel(text.holder).fill('Jane Buyer');
  await page.getByLabel(text.number).fill(number);
  await page.getByLabel(text.expiry).fill('12/34');
  await page.getByLabel(text.cvc).fill('123');
}

/** From /basket to the method screen of the (only) seller in the basket. */
async function goToPaymentMethod(page: Page, edition: Edition) {
  const text = CHECKOUT_TEXTS[edition];
  await page.goto('/basket');
  await page.getByRole('link', { name: text.goToPayment }).click();
  await expect(page).toHaveURL(/\/payment\/method\?seller=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: text.methodTitle })).toBeVisible();
}

test.describe('checkout', () => {
  test('a buyer pays two products after a declined card, saves a card and pays the next order with it @mobile', async ({
    page,
    request,
    edition,
  }, testInfo) => {
    const text = CHECKOUT_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'seller');
    const buyer = await newApiUser(request, edition, 'buyer');
    const first = await publishedProduct(request, edition, seller, {
      title: 'Oak side table',
      price: 2500,
      courier: 900,
    });
    const second = await publishedProduct(request, edition, seller, {
      title: 'Brass desk lamp',
      price: 1250,
      courier: 900,
    });
    const third = await publishedProduct(request, edition, seller, {
      title: 'Wool throw',
      price: 1999,
      courier: 0,
    });
    await addToBasket(request, edition, buyer, first);
    await addToBasket(request, edition, buyer, second);
    await logIn(page, edition, buyer);

    // Method: both lines, the profile's address, the card chosen.
    await goToPaymentMethod(page, edition);
    await expect(page.getByRole('link', { name: 'Oak side table' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Brass desk lamp' })).toBeVisible();
    await expect(page.getByTestId('shipping-address')).toContainText('Main Street 1');
    await screenshot(page, testInfo, 'checkout-method');
    await page.getByRole('button', { name: text.proceed }).click();

    // Card: a declined card first, then the one that passes (same payment).
    await expect(page).toHaveURL(/\/payment\/card$/);
    await fillCard(page, edition, '4000000000000002');
    await screenshot(page, testInfo, 'checkout-card');
    const pay = page.getByRole('button', { name: /^(Pay|Zapłać) / });
    await pay.click();
    await expect(page.getByText(text.rejected)).toBeVisible();
    await expect(page.getByText(text.declined)).toBeVisible();
    await page.getByLabel(text.number).fill('4242424242424242');
    await pay.click();
    await expect(page.getByText(text.passed)).toBeVisible();
    await expect(page).toHaveURL(/\/payment\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: text.successTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: text.purchases })).toHaveAttribute(
      'href',
      '/profile/my-purchases',
    );
    await screenshot(page, testInfo, 'checkout-success');
    await page.goto('/basket');
    await expect(page.getByRole('heading', { name: text.emptyBasket })).toBeVisible();

    // A saved card pays the next order.
    await page.goto('/profile/account-settings');
    await page.getByRole('button', { name: new RegExp(text.addCard) }).click();
    const dialog = page.getByRole('dialog', { name: text.addCardTitle });
    await dialog.getByLabel(text.cardHolder).fill('Jane Buyer');
    await dialog.getByLabel(text.cardNumber).fill('4242 4242 4242 4242');
    await dialog.getByLabel(text.cardExpiry).fill('12/34');
    await dialog.getByLabel(text.cardCvc).fill('123');
    await dialog.getByRole('button', { name: text.saveCard }).click();
    await expect(page.getByText(text.cardSaved)).toBeVisible();
    await expect(page.getByTestId('saved-card')).toContainText('4242');

    await addToBasket(request, edition, buyer, third);
    await goToPaymentMethod(page, edition);
    await page.getByRole('button', { name: text.proceed }).click();
    await expect(page).toHaveURL(/\/payment\/card$/);
    await page.getByLabel(text.savedCard, { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: text.use }).click();
    await expect(page).toHaveURL(/\/payment\/success$/);
  });

  test('a buyer whose first try lost its answer edits the address and pays @mobile', async ({
    page,
    request,
    edition,
  }, testInfo) => {
    const text = CHECKOUT_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'seller');
    const buyer = await newApiUser(request, edition, 'buyer');
    const offer = await publishedProduct(request, edition, seller, {
      title: 'Walnut bookshelf',
      price: 8900,
      courier: 1500,
    });
    await addToBasket(request, edition, buyer, offer);
    await logIn(page, edition, buyer);
    await goToPaymentMethod(page, edition);

    // The first order reaches the server, and its answer is lost on the way back.
    let lost = false;
    await page.route('**/api/orders', async (route) => {
      if (lost || route.request().method() !== 'POST') return route.fallback();
      lost = true;
      // Node does not resolve *.localhost: the same request goes to 127.0.0.1 (the edition is in its header).
      const url = new URL(route.request().url());
      url.hostname = '127.0.0.1';
      await route.fetch({ url: url.toString() });
      await route.abort('failed');
    });
    await page.getByRole('button', { name: text.proceed }).click();
    await expect(page.getByText(text.networkError)).toBeVisible();
    await expect(page).toHaveURL(/\/payment\/method\?seller=\d+$/);

    // Another address: another request, which the screen sends with a key of its own.
    await page.getByRole('button', { name: text.editAddress }).click();
    const dialog = page.getByRole('dialog', { name: text.addressTitle });
    await dialog.getByLabel(new RegExp(`^${text.street}`)).fill('Main Street 2');
    await dialog.getByRole('button', { name: text.useAddress }).click();
    await expect(page.getByTestId('shipping-address')).toContainText('Main Street 2');
    await screenshot(page, testInfo, 'checkout-method-after-network-error');
    await page.getByRole('button', { name: text.proceed }).click();
    await expect(page).toHaveURL(/\/payment\/card$/);
    await fillCard(page, edition, '4242424242424242');
    await page.getByRole('button', { name: /^(Pay|Zapłać) / }).click();
    await expect(page).toHaveURL(/\/payment\/success$/);
    expect(lost).toBe(true);

    // One order holds the piece, paid, to the edited address; the first one gave way to it.
    const bought = await request.get(apiUrl('/api/orders/bought'), {
      headers: apiHeaders(edition, buyer.token),
    });
    const { items } = (await bought.json()) as {
      items: { status: string; shippingAddress: { street: string } | null }[];
    };
    expect(items.map((order) => [order.status, order.shippingAddress?.street])).toEqual([
      ['paid', 'Main Street 2'],
      ['canceled', 'Main Street 1'],
    ]);
  });

  test('a buyer confirms a free pickup product without a card', async ({ page, request, edition }) => {
    const text = CHECKOUT_TEXTS[edition];
    const giver = await newApiUser(request, edition, 'giver');
    const buyer = await newApiUser(request, edition, 'taker');
    const free = await publishedProduct(request, edition, giver, { title: 'Free garden chairs', price: 0 });
    await addToBasket(request, edition, buyer, free);
    await logIn(page, edition, buyer);

    await goToPaymentMethod(page, edition);
    await expect(page.getByRole('heading', { name: text.addressTitle })).toHaveCount(0);
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page).toHaveURL(/\/payment\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: text.successTitle })).toBeVisible();
  });

  test('a seller promotes an own offer and finds it featured in search', async ({
    page,
    request,
    edition,
  }) => {
    const text = CHECKOUT_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'promoter');
    const title = `Promoted rocking chair ${seller.id}`;
    const id = await publishedProduct(request, edition, seller, { title, price: 4200, courier: 1500 });
    await logIn(page, edition, seller);

    await page.goto(`/offer/${id}`);
    await page.getByRole('button', { name: text.promote }).click();
    await page.getByRole('dialog').getByRole('button', { name: text.extrasContinue }).click();
    await expect(page).toHaveURL(/\/payment\/method\/extras$/);
    await page.getByRole('button', { name: text.proceed }).click();
    await expect(page).toHaveURL(/\/payment\/card\/extras$/);
    await fillCard(page, edition, '4242424242424242');
    await page.getByRole('button', { name: /^(Pay|Zapłać) / }).click();
    const success = page.getByRole('dialog', { name: text.extrasSuccess });
    await expect(success).toBeVisible();
    await success.getByRole('button', { name: text.extrasClose }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`/search?phrase=${encodeURIComponent(`rocking chair ${seller.id}`)}`);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: title });
    await expect(card.getByText(text.featured)).toBeVisible();
  });
});
