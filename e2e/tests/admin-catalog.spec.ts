import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiHeaders, newApiUser, publishedProduct, type Edition } from '../api-helpers.ts';
import { apiUrl, logInAs, registerThroughApi, uniqueAccount } from '../auth-helpers.ts';
import { expect, expectAccessible, screenshotsAtBothWidths, test } from '../fixtures.ts';
import { OFFER_FORM_TEXTS } from '../texts.ts';

const ADMIN = { username: 'admin', password: 'Demo-pass-2026!' };
const IMAGE = join(import.meta.dirname, '../fixtures', 'offer-photo-1.jpg');

/** The console's texts (the 'admin' namespace) and a few of the app's, per edition. */
function texts(edition: Edition) {
  const language = edition === 'us' ? 'en' : 'pl';
  const read = (name: string) =>
    JSON.parse(
      readFileSync(new URL(`../../apps/web/src/locales/${language}/${name}.json`, import.meta.url), 'utf8'),
    );
  const admin = read('admin');
  const common = read('common');
  return { admin, common };
}

const DATA = {
  us: {
    top: 'Sports & Hobbies',
    address: { street: '100 Congress Ave', city: 'Austin', postCode: '78701', state: 'TX' },
    price: '120',
    newPrice: '7.77',
    shownPrice: '7.77',
  },
  pl: {
    top: 'Sport i hobby',
    address: { street: 'Floriańska 1', city: 'Kraków', postCode: '31 019', state: 'małopolskie' },
    price: '120',
    newPrice: '27,77',
    shownPrice: '27,77',
  },
} as const;

/** A form control by its label, ignoring the required mark and what is read out after it. */
function control(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page
    .locator('input, select, textarea')
    .and(page.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?(\\s*\\(.+\\))?$`)));
}

async function adminToken(page: Page, edition: Edition): Promise<string> {
  const response = await page.request.post(apiUrl('/api/sessions/create'), {
    headers: apiHeaders(edition),
    data: ADMIN,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test.describe('the console: catalog and content', () => {
  // Each goes through the console and then the site as a user: longer than one screen's test.
  test.slow();

  test('the administrator adds a category with a required list field; a user must fill it to publish', async ({
    page,
    edition,
    visit,
  }, testInfo) => {
    const { admin: a } = texts(edition);
    const form = OFFER_FORM_TEXTS[edition];
    const data = DATA[edition];
    const name = `${edition === 'us' ? 'Tandems' : 'Tandemy'} ${Date.now().toString(36)}`;

    await logInAs(page, edition, ADMIN);
    await visit('/admin/catalog');
    await expect(page.getByRole('heading', { level: 1, name: a.catalog.title })).toBeVisible();
    await page.getByRole('button', { name: a.catalog.add }).click();
    await control(page, a.catalog.name).fill(name);
    await control(page, a.catalog.parent).selectOption({ label: data.top });
    await page.getByLabel(a.catalog.image, { exact: true }).setInputFiles(IMAGE);
    await expect(page.locator('form img')).toBeVisible();
    await expectAccessible(page, testInfo);
    await page.getByRole('button', { name: a.catalog.create, exact: true }).click();
    await page.getByRole('link', { name, exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: a.catalog.categoryTitle })).toBeVisible();
    await expect(control(page, a.catalog.name)).toHaveValue(name);
    await page.getByRole('button', { name: a.catalog.addField }).click();
    const fieldTitle = edition === 'us' ? 'Frame size' : 'Rozmiar ramy';
    await control(page, a.catalog.fieldTitle).fill(fieldTitle);
    await control(page, a.catalog.fieldName).fill('framesize');
    await control(page, a.catalog.fieldType).selectOption({ label: a.catalog.fieldTypes.enum });
    await control(page, a.catalog.enumValues).fill('S\nM\nL');
    await page.getByRole('checkbox', { name: a.catalog.required, exact: true }).check();
    await expectAccessible(page, testInfo);
    await page.getByRole('button', { name: a.console.save, exact: true }).last().click();
    await expect(
      page.getByRole('button', { name: a.catalog.editField.replace('{{title}}', fieldTitle) }),
    ).toBeVisible();
    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'admin-category');

    // A user now has to choose the new field's value to publish in the category.
    const seller = uniqueAccount(edition, 'tandem');
    await registerThroughApi(page.request, edition, seller);
    await logInAs(page, edition, seller);
    await page.goto('/offers/create');
    await control(page, form.category).selectOption({ label: data.top });
    await control(page, form.subcategory).selectOption({ label: name });
    await expect(control(page, fieldTitle)).toBeVisible();
    await control(page, form.title).fill('Tandem for two, barely used');
    await control(page, form.description).fill('A tandem bike for two riders. Well kept, ready to ride.');
    await control(page, form.price).fill(data.price);
    await control(page, form.quantity).fill('1');
    await page.getByLabel(form.courier).check();
    await control(page, form.deliveryPrice).fill('15');
    await control(page, form.street).fill(data.address.street);
    await control(page, form.city).fill(data.address.city);
    await control(page, form.postCode).fill(data.address.postCode);
    await control(page, form.state).selectOption(data.address.state);
    await page.getByRole('button', { name: form.publish, exact: true }).click();
    await expect(control(page, fieldTitle)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/offers\/create$/);
    await control(page, fieldTitle).selectOption('M');
    await page.getByRole('button', { name: form.publish, exact: true }).click();
    await expect(page).toHaveURL(/\/offer\/\d+$/);
    await expect(page.getByText(form.published)).toBeVisible();
  });

  test('a page edited in the console shows on its public page, previewed without scripts', async ({
    page,
    edition,
    visit,
  }, testInfo) => {
    const { admin: a } = texts(edition);
    const slug = `shipping-${Date.now().toString(36)}`;
    const title = edition === 'us' ? 'Shipping times' : 'Czas wysyłki';
    const edited = edition === 'us' ? 'Delivery times' : 'Czas dostawy';

    await logInAs(page, edition, ADMIN);
    await visit('/admin/content');
    await page.getByRole('button', { name: a.content.pages.add }).click();
    await control(page, a.content.pages.title).fill(title);
    await control(page, a.content.pages.slug).fill(slug);
    await control(page, a.content.pages.body).fill(
      '<h2>2 days</h2><p>We send every order within <strong>two working days</strong>.</p><script>alert(1)</script>',
    );
    await page.getByRole('button', { name: a.content.pages.preview }).click();
    const preview = page.getByTestId('page-preview');
    await expect(preview.locator('strong')).toHaveText('two working days');
    await expect(preview.locator('script')).toHaveCount(0);
    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'admin-page-editor');
    await page.getByRole('button', { name: a.console.save, exact: true }).click();

    await page.getByRole('button', { name: a.content.pages.editNamed.replace('{{title}}', title) }).click();
    await control(page, a.content.pages.title).fill(edited);
    await page.getByRole('button', { name: a.console.save, exact: true }).click();
    await expect(
      page.getByRole('button', { name: a.content.pages.editNamed.replace('{{title}}', edited) }),
    ).toBeVisible();

    await visit(`/info/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
    await expect(page.getByText('two working days')).toBeVisible();
  });

  test('a price set in the console is the price a seller is shown for an extra', async ({
    page,
    edition,
    visit,
  }, testInfo) => {
    const { admin: a, common } = texts(edition);
    const data = DATA[edition];
    const token = await adminToken(page, edition);
    const before = await (
      await page.request.get(apiUrl('/api/admin/feature-prices'), { headers: apiHeaders(edition, token) })
    ).json();
    try {
      await logInAs(page, edition, ADMIN);
      await visit('/admin/content?tab=prices');
      await control(page, a.content.prices.priceForHighlight).fill(data.newPrice);
      await page.getByRole('button', { name: a.console.save, exact: true }).click();
      await expect(page.getByText(a.console.saved)).toBeVisible();
      await screenshotsAtBothWidths(page, testInfo, 'admin-prices');

      const seller = await newApiUser(page.request, edition, 'promoter');
      const offerId = await publishedProduct(page.request, edition, seller, {
        title: 'Lamp to promote',
        price: 2500,
      });
      await logInAs(page, edition, seller);
      await page.goto(`/offer/${offerId}`);
      await page.getByRole('button', { name: common.checkout.extras.buttons.highlight }).click();
      await expect(page.getByTestId('extra-price')).toContainText(data.shownPrice);
    } finally {
      await page.request.put(apiUrl('/api/admin/feature-prices'), {
        headers: apiHeaders(edition, token),
        data: {
          price_for_highlight: before.priceForHighlight,
          price_for_extra_images: before.priceForExtraImages,
          price_for_period_extension: before.priceForPeriodExtension,
        },
      });
    }
  });
});
