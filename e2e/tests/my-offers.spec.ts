import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiHeaders,
  completeDraft,
  newApiUser,
  productCategory,
  type ApiUser,
  type Edition,
  type ProductCategory,
} from '../api-helpers.ts';
import { apiUrl, logInAs } from '../auth-helpers.ts';
import { expect, expectAccessible, screenshot, test } from '../fixtures.ts';
import { MY_OFFERS_TEXTS, TEXTS } from '../texts.ts';

/** A complete product saved as a draft. */
/** A complete product saved as a draft, then published with `POST /api/offers/{id}/publish`. */
async function publishedOffer(
  request: APIRequestContext,
  edition: Edition,
  seller: ApiUser,
  category: ProductCategory,
  title: string,
): Promise<number> {
  const id = await completeDraft(request, edition, seller, category, title);
  const published = await request.post(apiUrl(`/api/offers/${id}/publish`), {
    headers: apiHeaders(edition, seller.token),
  });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

/** A draft with only a title: publishing it is refused. */
async function incompleteDraft(
  request: APIRequestContext,
  edition: Edition,
  seller: ApiUser,
  category: ProductCategory,
  title: string,
): Promise<number> {
  const created = await request.post(apiUrl('/api/offers'), {
    headers: apiHeaders(edition, seller.token),
    data: { type: 'product', status: 'draft', category: category.id, title },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

const row = (page: Page, title: string) =>
  page.getByRole('main').getByRole('article').filter({ hasText: title });

test.describe('my offers', () => {
  test('active and draft rows with their actions, a refused publish, closing into the archive @mobile', async ({
    page,
    request,
    visit,
    edition,
  }, testInfo) => {
    test.slow(); // Several pages, a dialog and a refused publish on a shared, busy machine.
    const text = MY_OFFERS_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'seller');
    const category = await productCategory(request, edition);
    const first = `Road bike ${edition} ${Date.now() % 100000}`;
    const second = `Desk lamp ${edition} ${Date.now() % 100000}`;
    const draft = `Half done ${edition} ${Date.now() % 100000}`;
    const firstId = await publishedOffer(request, edition, seller, category, first);
    await publishedOffer(request, edition, seller, category, second);
    const draftId = await incompleteDraft(request, edition, seller, category, draft);

    await logInAs(page, edition, seller);
    await visit('/profile/my-offers');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: text.tabs });
    await expect(tabs.getByRole('link')).toHaveText([text.active, text.sold, text.drafts, text.archived]);
    await expect(tabs.getByRole('link', { name: text.active })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: text.sold })).toHaveAttribute(
      'href',
      '/profile/my-offers/sold',
    );

    // Active: both published offers, each with stop publishing, edit and the paid extras (promote, extend).
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
    const active = row(page, first);
    await expect(active.getByRole('link', { name: first, exact: true })).toHaveAttribute(
      'href',
      `/offer/${firstId}`,
    );
    await expect(active.getByText(text.validTill)).toBeVisible();
    await expect(active.getByRole('button', { name: text.stopPublishing })).toBeVisible();
    await expect(active.getByRole('link', { name: text.edit })).toHaveAttribute(
      'href',
      `/offers/edit/${firstId}`,
    );
    await expect(active.getByRole('button', { name: text.promote })).toBeEnabled();
    await expect(row(page, draft)).toHaveCount(0);
    await screenshot(page, testInfo, 'my-offers-active');

    // Drafts: the incomplete draft can be published or edited; publishing it is refused.
    await tabs.getByRole('link', { name: text.drafts }).click();
    await expect(page).toHaveURL(/\/profile\/my-offers\/draft$/);
    await expect(tabs.getByRole('link', { name: text.drafts })).toHaveAttribute('aria-current', 'page');
    const drafted = row(page, draft);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await expect(drafted.getByRole('button', { name: text.stopPublishing })).toHaveCount(0);
    await drafted.getByRole('button', { name: text.publish }).click();
    const refusal = drafted.getByRole('alert');
    await expect(refusal).toContainText(text.notReady);
    await expect(refusal.getByRole('link', { name: text.completeOffer })).toHaveAttribute(
      'href',
      `/offers/edit/${draftId}`,
    );
    await expect(row(page, draft)).toHaveCount(1);
    await screenshot(page, testInfo, 'my-offers-draft-refused');

    // Archived: empty, with a way to add an offer.
    await visit('/profile/my-offers/closed');
    await expect(page.getByRole('heading', { name: text.emptyArchived })).toBeVisible();
    await screenshot(page, testInfo, 'my-offers-empty');
    await expect(page.getByRole('main').getByRole('link', { name: text.addOffer }).last()).toHaveAttribute(
      'href',
      '/offers/create',
    );

    // Stop publishing the first offer: confirm, see the toast, and the list reloads without it.
    await page.getByRole('navigation', { name: text.tabs }).getByRole('link', { name: text.active }).click();
    await row(page, first).getByRole('button', { name: text.stopPublishing }).click();
    const dialog = page.getByRole('dialog', { name: text.confirmTitle });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, testInfo);
    await dialog.getByRole('button', { name: text.stopPublishing }).click();
    await expect(page.getByText(text.offerClosed)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row(page, first)).toHaveCount(0);
    await expect(row(page, second)).toHaveCount(1);

    // Archived now holds it, with its archived date and no actions.
    await page
      .getByRole('navigation', { name: text.tabs })
      .getByRole('link', { name: text.archived })
      .click();
    const archived = row(page, first);
    await expect(archived).toBeVisible();
    await expect(archived.getByText(text.archivedOn)).toBeVisible();
    await expect(archived.getByRole('button')).toHaveCount(0);
    await expect(archived.getByRole('link')).toHaveCount(0);
    await screenshot(page, testInfo, 'my-offers-archived');
  });

  test('keeps the page in the query string', async ({ page, request, visit, edition }) => {
    test.slow(); // 21 offers are created first.
    const seller = await newApiUser(request, edition, 'seller');
    const category = await productCategory(request, edition);
    // 21 drafts: one more than a page holds (drafts, so the home page's newest offers stay the
    // seeded ones other tests open).
    for (let index = 1; index <= 21; index += 1) {
      await completeDraft(request, edition, seller, category, `Paged offer ${index}`);
    }
    await logInAs(page, edition, seller);
    await visit('/profile/my-offers/draft?page=2');
    const pagination = page.getByRole('navigation', {
      name: edition === 'us' ? 'Pagination' : 'Stronicowanie',
    });
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await expect(pagination.getByRole('textbox')).toHaveValue('2');

    await pagination.getByRole('button').first().click();
    await expect(page).toHaveURL(/\/profile\/my-offers\/draft$/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(20);

    await pagination.getByRole('button').last().click();
    await expect(page).toHaveURL(/\/profile\/my-offers\/draft\?page=2$/);
    await page.reload();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await expect(pagination.getByRole('textbox')).toHaveValue('2');
  });
});

test.describe('seller profile', () => {
  test('a visitor sees a company, its offers and sorts them by price @mobile', async ({
    page,
    request,
    visit,
    edition,
  }, testInfo) => {
    const text = MY_OFFERS_TEXTS[edition];
    await visit('/');
    await page.getByRole('link', { name: new RegExp(text.company) }).click();
    await expect(page).toHaveURL(/\/user\/\d+$/);
    const sellerId = Number(/\/user\/(\d+)/.exec(page.url())![1]);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, testInfo);

    const profile = (await (
      await request.get(apiUrl(`/api/profile/${sellerId}`), { headers: apiHeaders(edition) })
    ).json()) as { offerStats: { numberOfOffers: number } };
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: text.company })).toBeVisible();
    await expect(main.getByText(text.business, { exact: true })).toBeVisible();
    const offersStat = main.locator('dl div').filter({ hasText: text.activeOffers });
    await expect(offersStat.locator('dd')).toHaveText(String(profile.offerStats.numberOfOffers));
    const cards = main.getByRole('article');
    await expect(cards).toHaveCount(Math.min(20, profile.offerStats.numberOfOffers));
    await expect(main.getByRole('link', { name: text.contact })).toHaveAttribute(
      'href',
      `/auth/login?returnTo=${encodeURIComponent(`/user/${sellerId}`)}`,
    );
    await screenshot(page, testInfo, 'seller-profile');

    const cheapest = (await (
      await request.post(apiUrl(`/api/search/users/${sellerId}/offers?page=1`), {
        headers: apiHeaders(edition),
        data: { sort: { field: 'price', order: 'asc' } },
      })
    ).json()) as { items: { title: string }[] };
    const newestFirst = await cards.first().getByRole('heading').textContent();
    expect(newestFirst).not.toBe(cheapest.items[0]!.title);

    await main.getByLabel(text.sortBy).selectOption({ label: text.priceAscending });
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(cards.first().getByRole('heading')).toHaveText(cheapest.items[0]!.title);
    await expect(cards.getByRole('heading')).toHaveText(cheapest.items.map((item) => item.title));
  });

  test('the own profile has no contact button; an unknown seller is not found', async ({
    page,
    request,
    visit,
    edition,
  }) => {
    const seller = await newApiUser(request, edition, 'seller');
    await logInAs(page, edition, seller);
    await visit(`/user/${seller.id}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: MY_OFFERS_TEXTS[edition].contact })).toHaveCount(0);

    await visit('/user/999999');
    await expect(page.getByRole('heading', { name: TEXTS[edition].notFound })).toBeVisible();
  });
});

test.describe('home', () => {
  test('the add-offer button sends a visitor to log in first', async ({ page, visit, edition }) => {
    await visit('/');
    const addOffer = page
      .getByRole('main')
      .getByRole('link', { name: MY_OFFERS_TEXTS[edition].addOffer })
      .last();
    await expect(addOffer).toHaveAttribute(
      'href',
      `/auth/login?returnTo=${encodeURIComponent('/offers/create')}`,
    );
    await addOffer.click();
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Foffers%2Fcreate$/);
  });

  test('iPhone Safari gets the install prompt once', async ({ browser, edition }, testInfo) => {
    const text = MY_OFFERS_TEXTS[edition];
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: edition === 'pl' ? 'pl-PL' : 'en-US',
    });
    const page = await context.newPage();
    await page.goto('/');
    const prompt = page.getByRole('region', { name: text.installTitle });
    await expect(prompt).toBeVisible();
    await expectAccessible(page, testInfo);
    await screenshot(page, testInfo, 'home-ios-install-prompt');
    await prompt.getByRole('button', { name: text.installDismiss }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: text.installTitle })).toHaveCount(0);
    await context.close();
  });
});
