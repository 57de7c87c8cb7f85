import type { APIRequestContext, Page } from '@playwright/test';
import { newApiUser, publishedProduct } from '../api-helpers.ts';
import { apiUrl, logIn, registerThroughApi, uniqueAccount } from '../auth-helpers.ts';
import { expect, expectAccessible, screenshot, screenshotsAtBothWidths, test } from '../fixtures.ts';
import { DEMO_PASSWORD, OFFER_DETAIL_TEXTS, TEXTS } from '../texts.ts';

type Edition = 'us' | 'pl';

interface SeededOffer {
  id: number;
  title: string;
  sellerName: string;
  categoryCount: number;
}

/** What `GET /api/home` answers of its newest offers. */
interface HomeOffers {
  newestOffers: { id: number; type: string; title: string; price: { amount: number } | null }[];
}

/** What the page should show of offer `id`: its category path's length and its seller's name. */
async function seededOffer(
  request: APIRequestContext,
  edition: Edition,
  id: number,
  title: string,
): Promise<SeededOffer> {
  const headers = { 'X-Sales-Channel': edition };
  const detail = (await (await request.get(apiUrl(`/api/offers/${id}`), { headers })).json()) as {
    account: { id: number };
    category: { path: unknown[] };
  };
  const profile = (await (
    await request.get(apiUrl(`/api/profile/${detail.account.id}`), { headers })
  ).json()) as { friendlyName: string };
  return { id, title, sellerName: profile.friendlyName, categoryCount: detail.category.path.length };
}

/** A priced product with a shown address among the newest offers. */
async function newestProduct(request: APIRequestContext, edition: Edition): Promise<SeededOffer> {
  const headers = { 'X-Sales-Channel': edition };
  const home = (await (await request.get(apiUrl('/api/home'), { headers })).json()) as HomeOffers;
  for (const candidate of home.newestOffers) {
    if (candidate.type !== 'product' || (candidate.price?.amount ?? 0) <= 0) continue;
    const detail = (await (await request.get(apiUrl(`/api/offers/${candidate.id}`), { headers })).json()) as {
      hideLocation: boolean;
      address: { geoCoordinate: unknown } | null;
    };
    if (detail.hideLocation || !detail.address?.geoCoordinate) continue;
    return seededOffer(request, edition, candidate.id, candidate.title);
  }
  throw new Error('no priced product with a shown address among the newest offers');
}

const favouriteHeart = (page: Page, edition: Edition) =>
  page.getByRole('button', { name: OFFER_DETAIL_TEXTS[edition].favourite, exact: true });

test.describe('offer detail', () => {
  test('a visitor opens an offer from home and reads it, with the phone masked until shown @mobile', async ({
    page,
    request,
    visit,
    edition,
  }, testInfo) => {
    const text = OFFER_DETAIL_TEXTS[edition];
    // Its own product with a shown address, published just before: the newest on the home page
    // (the other tests publish theirs with the location hidden, and as many as they like).
    const owner = await newApiUser(request, edition, 'lamps');
    const title = `Reading lamp ${edition} ${Date.now() % 100000}`;
    const id = await publishedProduct(request, edition, owner, {
      title,
      price: 4500,
      shownAddress: true,
      exactAddress: true,
    });
    const offer = await seededOffer(request, edition, id, title);
    await visit('/');
    const titleLink = (name: string) => page.getByRole('link', { name, exact: true });
    const visitStored = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/stats/store-offers-visits') && response.request().method() === 'POST',
    );
    await titleLink(offer.title).first().click();
    await expect(page).toHaveURL(new RegExp(`/offer/${offer.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);

    const summary = page.getByRole('region', { name: offer.title });
    await expect(summary.getByText(text.currency).first()).toBeVisible();

    const path = page.getByRole('navigation', { name: text.categoryPath });
    await expect(path.locator('a[href^="/search?categoryId="]')).toHaveCount(offer.categoryCount);

    const seller = page.getByRole('region', { name: text.seller });
    await expect(seller.getByRole('link', { name: offer.sellerName })).toBeVisible();
    // The page never had the full number: the offer carries it masked, "Show number" asks for it.
    await expect(seller.getByText(text.maskedPhone)).toBeVisible();
    const revealed = page.waitForResponse((response) =>
      response.url().endsWith(`/api/offers/${offer.id}/phone`),
    );
    await seller.getByRole('button', { name: text.showPhone }).click();
    const { phone } = (await (await revealed).json()) as { phone: string };
    const link = seller.getByRole('link', { name: text.fullPhone });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `tel:${phone}`);
    await expect(seller.getByText(text.maskedPhone)).toHaveCount(0);

    const location = page.getByRole('region', { name: text.location });
    await location.scrollIntoViewIfNeeded();
    await expect(location.locator('.leaflet-container')).toBeVisible();
    await expect(location.locator('.leaflet-marker-icon')).toHaveCount(1);

    // A visitor's basket is kept on the device (decision 060).
    await summary.getByRole('button', { name: text.addToBasket }).click();
    await expect(page.getByText(text.addedToBasket)).toBeVisible();

    // The page view is reported; the server counts it once per visitor and day (decision 037),
    // which the API tests check: the projects of one run share this machine's address.
    const stored = await visitStored;
    expect(stored.status()).toBe(200);
    expect(stored.request().postDataJSON()).toEqual({ data: [{ offer_id: offer.id, visits: 1 }] });

    await page.waitForLoadState('networkidle');
    await expectAccessible(page, testInfo);
    await screenshot(page, testInfo, 'offer-detail');
  });

  test('a visitor who has shown too many numbers is told so, and the number stays masked', async ({
    page,
    request,
    visit,
    edition,
  }) => {
    const text = OFFER_DETAIL_TEXTS[edition];
    const offer = await newestProduct(request, edition);
    // The server's hourly limit, answered at once instead of spending the whole quota here.
    await page.route('**/api/offers/*/phone', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'retry-after': '1800' },
        json: { code: 429, message: 'Too many attempts. Try again later.' },
      }),
    );

    await visit(`/offer/${offer.id}`);
    const seller = page.getByRole('region', { name: text.seller });
    await seller.getByRole('button', { name: text.showPhone }).click();
    await expect(seller.getByRole('alert')).toHaveText(text.phoneLimited);
    await expect(seller.getByText(text.maskedPhone)).toBeVisible();
    await expect(seller.getByRole('link', { name: text.fullPhone })).toHaveCount(0);
  });

  test('a user logs in from the report link and reports the offer', async ({
    page,
    request,
    visit,
    edition,
  }, testInfo) => {
    const text = OFFER_DETAIL_TEXTS[edition];
    const offer = await newestProduct(request, edition);
    const account = uniqueAccount(edition, 'reporter');
    await registerThroughApi(request, edition, account);

    await visit(`/offer/${offer.id}`);
    await page.getByRole('button', { name: text.report }).click();
    await logIn(page, edition, account.username, account.password);
    await expect(page).toHaveURL(new RegExp(`/offer/${offer.id}$`));

    await page.getByRole('button', { name: text.report }).click();
    const dialog = page.getByRole('dialog', { name: text.reportTitle });
    // The form loads with the dialog (a chunk of its own): send once it is there, as a user would.
    await expect(dialog.getByLabel(text.reason)).toBeVisible();
    await dialog.page().getByRole('button', { name: text.sendReport }).click();
    await expect(dialog.getByText(TEXTS[edition].required)).toBeVisible();

    await dialog.getByLabel(text.reason).selectOption({ label: text.reasonValue });
    await dialog.getByLabel(text.details).fill('The photos are copied from another listing.');
    await expect(dialog.getByText('43 / 1000')).toBeVisible();
    await expectAccessible(page, testInfo);
    await page.getByRole('button', { name: text.sendReport }).click();

    await expect(page.getByText(text.reported)).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('a user favourites an offer, finds it on the favourites page and removes it', async ({
    page,
    request,
    visit,
    edition,
  }, testInfo) => {
    const text = OFFER_DETAIL_TEXTS[edition];
    const offer = await newestProduct(request, edition);
    const account = uniqueAccount(edition, 'fan');
    await registerThroughApi(request, edition, account);

    // A visitor's heart leads to login and back.
    await visit(`/offer/${offer.id}`);
    await favouriteHeart(page, edition).click();
    await logIn(page, edition, account.username, account.password);
    await expect(page).toHaveURL(new RegExp(`/offer/${offer.id}$`));

    const heart = favouriteHeart(page, edition);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).not.toHaveAttribute('aria-disabled', 'true');

    await visit('/favorites');
    await expect(page.getByRole('heading', { level: 1, name: text.favouritesTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: offer.title })).toBeVisible();
    await screenshot(page, testInfo, 'favorites');
    const cardHeart = page.getByRole('button', { name: `${text.favourite}: ${offer.title}` });
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
    await cardHeart.click();

    await expect(page.getByRole('link', { name: offer.title })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: text.noFavourites })).toBeVisible();
  });

  test('the owner sees Edit and the extension, and no heart, report or contact', async ({
    page,
    request,
    visit,
    edition,
  }) => {
    const text = OFFER_DETAIL_TEXTS[edition];
    const headers = { 'X-Sales-Channel': edition };
    const session = await request.post(apiUrl('/api/sessions/create'), {
      headers,
      data: { username: 'anna', password: DEMO_PASSWORD },
    });
    const { user } = (await session.json()) as { user: { id: number } };
    const offers = await request.post(apiUrl(`/api/search/users/${user.id}/offers`), { headers, data: {} });
    const [own] = ((await offers.json()) as { items: { id: number; title: string }[] }).items;
    expect(own, 'a published offer of anna').toBeTruthy();

    await visit('/auth/login');
    await logIn(page, edition, 'anna', DEMO_PASSWORD);
    await visit(`/offer/${own!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(own!.title);
    await expect(page.getByRole('link', { name: text.edit, exact: true })).toHaveAttribute(
      'href',
      `/offers/edit/${own!.id}`,
    );
    await expect(page.getByRole('button', { name: text.extend })).toBeEnabled();
    await expect(favouriteHeart(page, edition)).toHaveCount(0);
    await expect(page.getByRole('button', { name: text.report })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text.contact })).toHaveCount(0);
    await expect(page.getByRole('link', { name: text.contact })).toHaveCount(0);
  });

  test('the first load of an offer page renders the offer the page carries, without asking the API for it @mobile', async ({
    page,
    request,
  }, testInfo) => {
    const headers = { 'X-Sales-Channel': testInfo.project.name.endsWith('pl') ? 'pl' : 'us' };
    const home = (await (await request.get(apiUrl('/api/home'), { headers })).json()) as {
      newestOffers: { id: number; title: string; image: unknown }[];
    };
    const offer = home.newestOffers.find((candidate) => candidate.image) ?? home.newestOffers[0]!;
    const offerReads: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (sent.method() === 'GET' && pathname === `/api/offers/${offer.id}`) offerReads.push(sent.url());
    });
    const response = await page.goto(`/offer/${offer.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);
    await page.waitForLoadState('networkidle');
    // The server painted the offer and wrote its data into the page (decision 128): nothing asked for it again.
    expect(offerReads).toEqual([]);
    if (offer.image) {
      // Its first photo was preloaded by the head with the gallery's renditions and priority.
      const preload = page.locator('head link[rel="preload"][as="image"]');
      await expect(preload).toHaveAttribute('fetchpriority', 'high');
      const main = page.locator('img[fetchpriority="high"]').first();
      await expect(main).toHaveAttribute('srcset', (await preload.getAttribute('imagesrcset'))!);
      await expect(main).toHaveAttribute('sizes', (await preload.getAttribute('imagesizes'))!);
    }
    await screenshotsAtBothWidths(page, testInfo, 'offer-first-load');

    // The control: the same page without its data asks the API for the offer, and the check sees it.
    await page.route(`**/offer/${offer.id}`, async (route) => {
      // Node, which fetches here, does not resolve *.localhost: the loopback address and the edition header.
      const served = await route.fetch({
        url: apiUrl(`/offer/${offer.id}`),
        headers: { ...route.request().headers(), ...headers },
      });
      // Without the server's render too: the page is then the shell, rendered in the browser.
      const html = (await served.text())
        .replace(/<script type="application\/json" id="ssr-state">[\s\S]*?<\/script>/, '')
        .replace(/<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/, '<div id="root"></div>');
      await route.fulfill({ response: served, body: html });
    });
    await page.goto(`/offer/${offer.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);
    expect(offerReads.length).toBeGreaterThan(0);
  });

  test('an offer page breaks no rule of its Content-Security-Policy', async ({ page, request }, testInfo) => {
    const headers = { 'X-Sales-Channel': testInfo.project.name.endsWith('pl') ? 'pl' : 'us' };
    const home = (await (await request.get(apiUrl('/api/home'), { headers })).json()) as HomeOffers;
    // Zod's probe for `new Function` was one (the browser reports it though zod catches the throw).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    await page.goto(`/offer/${home.newestOffers[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });

  test('an unknown offer shows the not-found page with a way to the main page', async ({
    page,
    visit,
    edition,
  }) => {
    await visit('/offer/999999');
    await expect(page.getByRole('heading', { name: TEXTS[edition].notFound })).toBeVisible();
    await page.getByRole('link', { name: TEXTS[edition].browseOffers }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
