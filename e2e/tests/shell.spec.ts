import { expect, screenshot, test } from '../fixtures.ts';
import { DEMO_PASSWORD, TEXTS } from '../texts.ts';

test.describe('app shell and home', () => {
  test('home shows the category grid and newest offers in the edition language @mobile', async ({
    page,
    visit,
    edition,
  }, testInfo) => {
    const text = TEXTS[edition];
    await visit('/');
    await expect(page.getByRole('heading', { name: text.categories, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.newestOffers })).toBeVisible();
    await expect(page.getByRole('searchbox').first()).toHaveAttribute('placeholder', text.searchPlaceholder);
    await expect(page.locator('main a[href^="/offer/"]').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', edition === 'pl' ? 'pl' : 'en');
    await screenshot(page, testInfo, 'home');
  });

  test('a category tile opens its subcategory panel with offer counts', async ({ page, visit, edition }) => {
    await visit('/');
    const tile = page
      .getByRole('button', { expanded: false })
      .filter({ has: page.locator('img') })
      .first();
    await tile.click();
    const allOffers = page.getByRole('link', { name: TEXTS[edition].allOffers });
    await expect(allOffers).toBeVisible();
    await expect(allOffers).toHaveAttribute('href', /\/search\?categoryId=\d+/);
  });

  test('the footer links static pages, shown with their group links', async ({ page, visit, edition }) => {
    await visit('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: TEXTS[edition].privacyPolicy })
      .first()
      .click();
    await expect(page).toHaveURL(/\/info\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS[edition].privacyPolicy);
    await visit('/info/privacy-policy');
  });

  test('an unknown path shows the not-found page with a way back', async ({ page, visit, edition }) => {
    await visit('/no/such/page');
    await expect(page.getByRole('heading', { name: TEXTS[edition].notFound })).toBeVisible();
    await page.getByRole('link', { name: TEXTS[edition].browseOffers }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a protected page sends a visitor to log in and back there afterwards', async ({
    page,
    visit,
    edition,
  }) => {
    const text = TEXTS[edition];
    await visit('/favorites');
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.getByRole('button', { name: text.login, exact: true }).last().click();
    await expect(page.getByText(text.required).first()).toBeVisible();
    await page.getByLabel(text.username).fill('anna');
    await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: text.login }).click();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole('button', { name: text.accountMenu })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: text.accountMenu })).toBeVisible();

    await page.getByRole('button', { name: text.accountMenu }).click();
    await page.getByRole('menuitem', { name: text.logout }).click();
    await expect(page.getByRole('button', { name: text.accountMenu })).toHaveCount(0);
  });

  test('the version selector moves to the other edition', async ({ page, visit, edition }) => {
    await visit('/');
    const other = edition === 'us' ? 'PL' : 'US';
    await page
      .getByRole('button', { name: new RegExp(`^${other}`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`^http://${other.toLowerCase()}\\.localhost:\\d+/`));
  });
});

test('plain localhost lets the visitor choose an edition when location is unavailable', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'us', 'one run is enough');
  const port = new URL(testInfo.project.use.baseURL!).port;
  await page.goto(`http://localhost:${port}/`);
  await page.getByRole('button', { name: 'Polska (polski)' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://pl\\.localhost:${port}/`));
});
