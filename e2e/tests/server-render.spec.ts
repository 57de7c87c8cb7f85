import type { APIRequestContext, Page } from '@playwright/test';
import { apiUrl, logInAs } from '../auth-helpers.ts';
import { expect, layoutShift, recordLayoutShifts, test } from '../fixtures.ts';
import { DEMO_PASSWORD, money } from '../texts.ts';

/*
 * The first screen comes from the server (docs/decisions/128): a crawler or a reader without
 * JavaScript gets the content, and the app takes the page over without a difference.
 */

type Edition = 'us' | 'pl';

interface OfferAnswer {
  id: number;
  title: string;
  description: string;
  price: { amount: number } | null;
  images: { small: string; medium: string; big: string }[];
  account: { id: number };
}

async function getJson<T>(request: APIRequestContext, edition: Edition, path: string): Promise<T> {
  const answer = await request.get(apiUrl(path), { headers: { 'X-Sales-Channel': edition } });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

/** An offer of the demo data with a price and a photo, as the API answers it. */
async function pricedOffer(request: APIRequestContext, edition: Edition): Promise<OfferAnswer> {
  const home = await getJson<{ newestOffers: { id: number }[] }>(request, edition, '/api/home');
  for (const { id } of home.newestOffers) {
    const offer = await getJson<Record<string, unknown>>(request, edition, `/api/offers/${id}`);
    const images = offer.images as OfferAnswer['images'];
    if (offer.price && images.length > 0) {
      return { ...(offer as unknown as OfferAnswer), account: offer.account as { id: number } };
    }
  }
  throw new Error('no offer with a price and a photo in the demo data');
}

/** The page's HTML as the server sends it, to a client that runs no script. */
async function pageHtml(request: APIRequestContext, edition: Edition, path: string): Promise<string> {
  const answer = await request.get(apiUrl(path), { headers: { 'X-Sales-Channel': edition } });
  expect(answer.status(), path).toBe(200);
  return answer.text();
}

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

test.describe('the first screen from the server', () => {
  test('a crawler reads the offer (title, price, photo, description) and the search results without JavaScript', async ({
    request,
    edition,
  }) => {
    const offer = await pricedOffer(request, edition);
    const html = await pageHtml(request, edition, `/offer/${offer.id}`);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`>${escaped(offer.title)}</h1>`);
    expect(root).toContain(escaped(money(edition, offer.price!.amount)));
    expect(root).toContain(escaped(offer.description.split('\n')[0]!));
    // The first photo with its renditions, as the preloaded one.
    expect(root).toMatch(new RegExp(`<img[^>]*srcset="[^"]*${offer.images[0]!.small}[^"]*"`, 'i'));

    const search = await request.post(apiUrl('/api/search/offers'), {
      headers: { 'X-Sales-Channel': edition },
      data: {},
    });
    expect(search.status()).toBe(200);
    const found = ((await search.json()) as { items: { id: number; title: string }[] }).items;
    expect(found.length).toBeGreaterThan(4);
    const results = await pageHtml(request, edition, '/search');
    for (const result of found.slice(0, 5)) {
      expect(results).toContain(`href="/offer/${result.id}"`);
      expect(results).toContain(escaped(result.title));
    }
  });

  test('a browser without JavaScript shows the offer, the search results and home @mobile', async ({
    browser,
    request,
    edition,
  }, testInfo) => {
    const offer = await pricedOffer(request, edition);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: testInfo.project.use.baseURL!,
      viewport: testInfo.project.use.viewport ?? null,
    });
    const page = await context.newPage();
    await page.goto(`/offer/${offer.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.title);
    await expect(page.getByText(money(edition, offer.price!.amount)).first()).toBeVisible();
    await expect(page.locator('img[fetchpriority="high"]').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`offer-no-js-${testInfo.project.name}.png`) });

    await page.goto('/search');
    const firstResult = page.locator('main a[href^="/offer/"]').first();
    await expect(firstResult).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`search-no-js-${testInfo.project.name}.png`) });
    await page.goto('/');
    await expect(page.locator('main a[href^="/offer/"]').first()).toBeVisible();
    await context.close();
  });
});

/** Errors the page reports: console errors (React's hydration reports among them) and uncaught ones. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Requests off this machine are refused by the tests' context (map tiles): not the page's fault.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** The pages people land on, in this edition's demo data. */
async function landingPages(request: APIRequestContext, edition: Edition): Promise<string[]> {
  const offer = await pricedOffer(request, edition);
  const home = await getJson<{ newestOffers: { categoryId: number }[] }>(request, edition, '/api/home');
  return [
    '/',
    '/search',
    `/search?categoryId=${home.newestOffers[0]!.categoryId}`,
    '/search?phrase=a&sort=price-asc',
    `/offer/${offer.id}`,
    `/user/${offer.account.id}`,
    `/reviews/user/${offer.account.id}`,
    '/info/privacy-policy',
  ];
}

test.describe('hydration', () => {
  // Every landing page of the edition, one after another: a long test.
  test.slow();

  test('every landing page is taken over without a hydration error, signed out @mobile', async ({
    page,
    request,
    edition,
  }) => {
    const errors = collectErrors(page);
    for (const path of await landingPages(request, edition)) {
      await page.goto(path);
      // Taken over from the server's page, not rendered anew.
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    }
    expect(errors).toEqual([]);
  });

  test('every landing page is taken over without a hydration error or a shift, signed in @mobile', async ({
    page,
    request,
    edition,
  }) => {
    await logInAs(page, edition, { username: 'anna', password: DEMO_PASSWORD });
    const errors = collectErrors(page);
    await recordLayoutShifts(page);
    for (const path of await landingPages(request, edition)) {
      await page.goto(path);
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      expect(await layoutShift(page), `layout shift on ${path}`).toBeLessThan(0.01);
    }
    expect(errors).toEqual([]);
  });
});
