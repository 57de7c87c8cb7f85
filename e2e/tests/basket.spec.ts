import type { APIRequestContext, Page } from '@playwright/test';
import { newApiUser, publishedProduct } from '../api-helpers.ts';
import { apiUrl, registerThroughApi, uniqueAccount } from '../auth-helpers.ts';
import { expect, screenshot, test } from '../fixtures.ts';
import { BASKET_TEXTS, TEXTS } from '../texts.ts';

type Edition = 'us' | 'pl';

interface BasketOffer {
  id: number;
  title: string;
  sellerName: string;
  /** Minor units. */
  price: number;
  /** Minor units; pickup costs nothing (spec 001 section 9). */
  delivery: number;
}

/**
 * A buyable product of a seller of its own (a price, courier delivery, three pieces): one picked
 * from the home page's newest could be another test's, closed by it meanwhile (the console's
 * moderation test closes its reported offer).
 */
async function buyableProduct(request: APIRequestContext, edition: Edition): Promise<BasketOffer> {
  const seller = await newApiUser(request, edition, 'basketseller');
  const title = `Basket lamp ${edition} ${Date.now() % 100000}`;
  const price = 4500;
  const delivery = 990;
  const id = await publishedProduct(request, edition, seller, {
    title,
    price,
    quantity: 3,
    courier: delivery,
  });
  const profile = (await (
    await request.get(apiUrl(`/api/profile/${seller.id}`), { headers: { 'X-Sales-Channel': edition } })
  ).json()) as { friendlyName: string };
  return { id, title, sellerName: profile.friendlyName, price, delivery };
}

/** Money as the web app shows it (apps/web/src/shared/lib/format.ts, formatAmount). */
function money(minorUnits: number, edition: Edition): string {
  const digits = Number.isInteger(minorUnits / 100) ? 0 : 2;
  return new Intl.NumberFormat(edition === 'us' ? 'en-US' : 'pl-PL', {
    style: 'currency',
    currency: edition === 'us' ? 'USD' : 'PLN',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnits / 100);
}

/** Logs in through the form (the account menu is desktop-only, so wait for the redirect). */
async function logIn(page: Page, edition: Edition, account: ReturnType<typeof uniqueAccount>) {
  const text = TEXTS[edition];
  await page.goto('/auth/login');
  await page.getByLabel(text.username).fill(account.username);
  await page.locator('input[autocomplete="current-password"]').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: text.login }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

async function addFromOfferPage(page: Page, edition: Edition, offer: BasketOffer): Promise<void> {
  const text = BASKET_TEXTS[edition];
  await page
    .getByRole('region', { name: offer.title })
    .getByRole('button', { name: text.addToBasket })
    .click();
  await expect(page.getByText(text.added)).toBeVisible();
  await expect(page.getByRole('link', { name: text.basketLinkNotEmpty })).toBeVisible();
}

test.describe('basket', () => {
  test("a buyer adds another seller's product, changes its quantity and removes it @mobile", async ({
    page,
    request,
    visit,
    edition,
  }, testInfo) => {
    const text = BASKET_TEXTS[edition];
    const offer = await buyableProduct(request, edition);
    const buyer = uniqueAccount(edition, 'buyer');
    await registerThroughApi(request, edition, buyer);

    await logIn(page, edition, buyer);
    await visit(`/offer/${offer.id}`);
    await addFromOfferPage(page, edition, offer);

    await visit('/basket');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const group = page.getByRole('region', { name: offer.sellerName });
    await expect(group.getByRole('link', { name: offer.title })).toBeVisible();
    await expect(group.getByRole('radio')).toBeChecked();
    const total = page.getByTestId('basket-total');
    await expect(total).toHaveText(money(offer.price + offer.delivery, edition));
    await expect(page.getByRole('link', { name: text.goToPayment })).toHaveAttribute(
      'href',
      /^\/payment\/method\?seller=\d+$/,
    );
    await screenshot(page, testInfo, 'basket');

    await group.getByLabel(text.quantity).fill('2');
    await group.getByLabel(text.quantity).press('Enter');
    await expect(total).toHaveText(money(offer.price * 2 + offer.delivery, edition));

    await group.getByRole('button', { name: text.removeOffer(offer.title) }).click();
    await expect(page.getByRole('heading', { name: text.empty })).toBeVisible();
    await expect(page.getByRole('link', { name: text.basketLink, exact: true })).toBeVisible();
  });

  test('a guest adds to the basket, signs in and finds the line in the basket', async ({
    page,
    request,
    visit,
    edition,
  }) => {
    const offer = await buyableProduct(request, edition);
    const buyer = uniqueAccount(edition, 'guest');
    await registerThroughApi(request, edition, buyer);

    await visit(`/offer/${offer.id}`);
    await addFromOfferPage(page, edition, offer);

    const merged = page.waitForResponse(
      (response) => response.url().endsWith('/api/basket/merge') && response.request().method() === 'POST',
    );
    await logIn(page, edition, buyer);
    expect((await merged).status()).toBe(200);

    await visit('/basket');
    const group = page.getByRole('region', { name: offer.sellerName });
    await expect(group.getByRole('link', { name: offer.title })).toBeVisible();
    await expect(page.getByTestId('basket-total')).toHaveText(money(offer.price + offer.delivery, edition));
  });
});
