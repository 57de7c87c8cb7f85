import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiUrl } from '../auth-helpers.ts';
import { expect, layoutShift, recordLayoutShifts, screenshot, test } from '../fixtures.ts';
import { DEMO_PASSWORD, SEARCH_TEXTS } from '../texts.ts';

type Edition = 'us' | 'pl';

/** The search page's own phrase field (the top bar hides its search bar there). */
const phraseInput = (page: Page) => page.getByRole('main').getByRole('searchbox');
const results = (page: Page) => page.getByRole('main').getByRole('article');
const resultTitles = (page: Page) => results(page).getByRole('heading');

/** Waits until the results have loaded: the count (or the empty state) shows and no skeletons. */
async function waitForResults(page: Page) {
  const edition: Edition = new URL(page.url()).hostname.startsWith('pl.') ? 'pl' : 'us';
  await expect(
    page.getByRole('main').getByRole('heading', { name: SEARCH_TEXTS[edition].loaded }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('search-skeletons')).toHaveCount(0);
}

/** A search through the API signed in as a demo user: a visitor of its own for the popular list. */
async function searchAs(request: APIRequestContext, edition: Edition, username: string, phrase: string) {
  const headers = { 'X-Sales-Channel': edition };
  const session = await request.post(apiUrl('/api/sessions/create'), {
    headers,
    data: { username, password: DEMO_PASSWORD },
  });
  expect(session.status()).toBe(200);
  const { token } = (await session.json()) as { token: string };
  const response = await request.post(apiUrl('/api/search/offers'), {
    headers: { ...headers, Authorization: `Bearer ${token}` },
    data: { phrase },
  });
  expect(response.status()).toBe(200);
}

async function search(page: Page, phrase: string) {
  await phraseInput(page).fill(phrase);
  await phraseInput(page).press('Enter');
  await waitForResults(page);
}

/** The price on a card in major units ('for free' is 0); undefined when the card shows none. */
function priceOf(text: string, edition: Edition): number | undefined {
  if (edition === 'us') {
    const match = /\$([\d,]+(?:\.\d+)?)/.exec(text);
    return match ? Number(match[1]!.replace(/,/g, '')) : undefined;
  }
  // Groups are separated by (narrow) no-break spaces; never across a line break into other text.
  const match = /(\d[\d \u00a0\u202f]*(?:,\d+)?)[ \u00a0]*zł/.exec(text);
  return match ? Number(match[1]!.replace(/[ \u00a0\u202f]/g, '').replace(',', '.')) : undefined;
}

async function cardTexts(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((cards) => cards.map((card) => (card as HTMLElement).innerText));
}

test.describe('search', () => {
  test('a misspelt word finds the right offer', async ({ page, visit, edition }) => {
    const text = SEARCH_TEXTS[edition];
    await visit('/search');
    await search(page, text.typo);
    await expect(page).toHaveURL(new RegExp(`/search\\?phrase=${text.typo}$`));
    await expect(resultTitles(page).filter({ hasText: text.typoFinds }).first()).toBeVisible();
  });

  test('a Polish query without diacritics finds offers with them', async ({ page, visit, edition }) => {
    test.skip(edition !== 'pl', 'the Polish edition only');
    const text = SEARCH_TEXTS.pl;
    await visit(`/search?phrase=${text.noDiacritics}`);
    await waitForResults(page);
    await expect(resultTitles(page).filter({ hasText: text.noDiacriticsFinds }).first()).toBeVisible();
  });

  test('phrase, category, price filter and sort combine', async ({ page, visit, edition }, testInfo) => {
    const text = SEARCH_TEXTS[edition];
    const { phrase, maxPrice, excluded } = text.combined;
    await visit('/search');
    await search(page, phrase);
    const filters = page.getByRole('complementary');
    await filters.getByRole('button', { name: new RegExp(`^${text.electronics}`) }).click();
    await expect(page).toHaveURL(/categoryId=\d+/);
    await waitForResults(page);
    await filters.getByRole('group', { name: text.priceGroup }).getByLabel(text.to).fill(String(maxPrice));
    // Desktop filters submit by themselves after the pause.
    await expect(page).toHaveURL(new RegExp(`priceTo=${maxPrice}`));
    await page.getByLabel(text.sortBy).selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    await waitForResults(page);

    const cards = await cardTexts(results(page));
    expect(cards.length).toBeGreaterThanOrEqual(2);
    for (const card of cards) {
      expect(card.toLowerCase()).toContain(phrase);
      expect(card).not.toMatch(excluded);
    }
    // Promoted offers come first; each group is in ascending price order.
    for (const promoted of [true, false]) {
      const prices = cards
        .filter((card) => card.includes(text.featured) === promoted)
        .map((card) => priceOf(card, edition));
      for (const price of prices) expect(price).toBeLessThanOrEqual(maxPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a! - b!));
    }
    await screenshot(page, testInfo, 'search-results');

    // The URL is the state: reloading it shows the same search.
    const url = page.url();
    await page.reload();
    await waitForResults(page);
    expect(page.url()).toBe(url);
    expect(await cardTexts(results(page))).toEqual(cards);
  });

  test('near me finds nearby offers when location is allowed', async ({
    page,
    context,
    visit,
    edition,
  }, testInfo) => {
    const text = SEARCH_TEXTS[edition];
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(text.city);
    await visit('/search');
    await waitForResults(page);
    const everywhere = await resultTitles(page).count();
    await page.getByRole('radio', { name: text.nearMe }).click();
    await expect(page).toHaveURL(/local=1/);
    await waitForResults(page);
    const cards = await cardTexts(results(page));
    expect(cards.length).toBeGreaterThan(0);
    expect(everywhere).toBeGreaterThan(0);
    for (const card of cards) {
      const distance = text.distance.exec(card);
      expect(distance, card).not.toBeNull();
      expect(Number(distance![1]!.replace(',', '.'))).toBeLessThanOrEqual(text.nearbyMax + 0.1);
    }
    await expect(page.getByText(text.denied)).toHaveCount(0);
    await screenshot(page, testInfo, 'search-nearby');
  });

  test('near me shows the error when location is denied', async ({
    page,
    context,
    visit,
    edition,
  }, testInfo) => {
    const text = SEARCH_TEXTS[edition];
    await context.clearPermissions();
    await visit('/search?phrase=a');
    await page.getByRole('radio', { name: text.nearMe }).click();
    await expect(page.getByText(text.denied)).toBeVisible();
    await expect(page.getByRole('radio', { name: text.everywhere })).toBeChecked();
    expect(page.url()).not.toContain('local=1');
    await waitForResults(page);
    await screenshot(page, testInfo, 'search-location-denied');
  });

  test('paging keeps the phrase and the back button restores page 1', async ({ page, visit, edition }) => {
    const text = SEARCH_TEXTS[edition];
    await visit('/search');
    await search(page, text.manyResults);
    const firstPage = await resultTitles(page).allInnerTexts();
    expect(firstPage.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: edition === 'us' ? 'Next page' : 'Następna strona' }).click();
    await expect(page).toHaveURL(new RegExp(`phrase=${text.manyResults}&page=2`));
    await waitForResults(page);
    const secondPage = await resultTitles(page).allInnerTexts();
    expect(secondPage).not.toEqual(firstPage);
    await expect(phraseInput(page)).toHaveValue(text.manyResults);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`phrase=${text.manyResults}$`));
    await waitForResults(page);
    await expect(phraseInput(page)).toHaveValue(text.manyResults);
    expect(await resultTitles(page).allInnerTexts()).toEqual(firstPage);
  });

  test('the top-bar search bar leads to the results', async ({ page, visit, edition }) => {
    const text = SEARCH_TEXTS[edition];
    await visit('/info/privacy-policy');
    const bar = page.getByRole('banner').getByRole('searchbox');
    await bar.fill(text.combined.phrase);
    await bar.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?phrase=${text.combined.phrase}$`));
    await waitForResults(page);
    await expect(phraseInput(page)).toHaveValue(text.combined.phrase);
    await expect(results(page).first()).toContainText(new RegExp(text.combined.phrase, 'i'));
  });

  test('the home page lists popular searches that open their results', async ({
    page,
    request,
    visit,
    edition,
  }) => {
    const text = SEARCH_TEXTS[edition];
    const { phrase } = text.combined;
    // A phrase counts once per visitor and day (decision 036) and joins the edition's popular list
    // once three have searched it: this browser, then two signed-in demo users.
    await page.goto(`/search?phrase=${phrase}`);
    await waitForResults(page);
    for (const username of ['anna', 'jan']) await searchAs(request, edition, username, phrase);
    await visit('/');
    const section = page.getByRole('region', { name: text.popular });
    await section.getByRole('link', { name: phrase, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?phrase=${phrase}$`));
    await expect(phraseInput(page)).toHaveValue(phrase);
    await waitForResults(page);
    await expect(results(page).first()).toContainText(new RegExp(phrase, 'i'));
  });

  test('a category page does not move when its categories arrive after it @mobile', async ({
    page,
    request,
  }, testInfo) => {
    const edition = testInfo.project.name.endsWith('pl') ? 'pl' : 'us';
    const home = (await (
      await request.get(apiUrl('/api/home'), { headers: { 'X-Sales-Channel': edition } })
    ).json()) as { newestOffers: { categoryId: number }[] };
    // The title becomes the category's name only once the categories come: late here, on purpose.
    await page.route('**/api/sales-channel', async (route) => {
      await new Promise((done) => setTimeout(done, 800));
      await route.continue();
    });
    await recordLayoutShifts(page);
    await page.goto(`/search?categoryId=${home.newestOffers[0]!.categoryId}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(SEARCH_TEXTS[edition].allOffers);
    await page.waitForLoadState('networkidle');
    // The save action once wrapped under a longer title and pushed the search box down (CLS 0.18).
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test('mobile filters open in a sheet and apply with its button @mobile', async ({
    page,
    visit,
    edition,
  }, testInfo) => {
    test.skip(!testInfo.project.name.startsWith('mobile'), 'the sheet is the mobile layout');
    const text = SEARCH_TEXTS[edition];
    await visit('/search');
    await waitForResults(page);
    await screenshot(page, testInfo, 'search');
    await page.getByRole('button', { name: new RegExp(`^${text.filters}`) }).click();
    const sheet = page.getByRole('dialog', { name: text.filters });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: new RegExp(`^${text.electronics}`) }).click();
    await sheet.getByRole('group', { name: text.priceGroup }).getByLabel(text.to).fill('500');
    await screenshot(page, testInfo, 'search-filters-sheet');
    expect(page.url()).not.toContain('categoryId');
    await sheet.getByRole('button', { name: text.apply }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/categoryId=\d+.*priceTo=500/);
    await waitForResults(page);
    const cards = await cardTexts(results(page));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(priceOf(card, edition) ?? 0).toBeLessThanOrEqual(500);
  });
});
