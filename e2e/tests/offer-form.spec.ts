import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiUrl, logIn, registerThroughApi, uniqueAccount } from '../auth-helpers.ts';
import { expect, expectAccessible, screenshot, test } from '../fixtures.ts';
import { uniquePhoto } from '../photos.ts';
import { OFFER_DETAIL_TEXTS, OFFER_FORM_TEXTS, TEXTS } from '../texts.ts';

type Edition = 'us' | 'pl';
type Account = ReturnType<typeof uniqueAccount>;

const PHOTOS = ['offer-photo-1.jpg', 'offer-photo-2.jpg'].map((name) =>
  join(import.meta.dirname, '../fixtures', name),
);

/** Categories, attributes and an address the offline geocoder knows, per edition. */
const DATA = {
  us: {
    product: { top: 'Sports & Hobbies', sub: 'Bicycles', attributes: [['Type', 'Road']] },
    service: { top: 'Services', sub: 'Cleaning', attributes: [] },
    job: { top: 'Jobs', sub: 'Construction & Trades', attributes: [] },
    realEstate: {
      top: 'Real Estate',
      sub: 'Apartments for Rent',
      attributes: [
        ['Bedrooms', '2'],
        ['Bathrooms', '1.5'],
        ['Living area (sq ft)', '850'],
      ],
    },
    address: { street: '100 Congress Ave', city: 'Austin', postCode: '78701', state: 'TX' },
    unknownAddress: { street: '1 Nowhere Rd', city: 'Nowheresville', postCode: '00000', state: 'TX' },
    price: '1250.50',
    decimal: '399.99',
  },
  pl: {
    product: { top: 'Sport i hobby', sub: 'Rowery', attributes: [['Rodzaj', 'Szosowy']] },
    service: { top: 'Usługi', sub: 'Sprzątanie', attributes: [] },
    job: { top: 'Praca', sub: 'Budownictwo i remonty', attributes: [] },
    realEstate: {
      top: 'Nieruchomości',
      sub: 'Mieszkania na wynajem',
      attributes: [
        ['Powierzchnia (m²)', '48,5'],
        ['Liczba pokoi', '2'],
      ],
    },
    address: { street: 'Floriańska 1', city: 'Kraków', postCode: '31 019', state: 'małopolskie' },
    unknownAddress: { street: 'Nijaka 1', city: 'Nibylandia', postCode: '39-999', state: 'małopolskie' },
    price: '1 250,50',
    decimal: '399,99',
  },
} as const;

type CategoryChoice = { top: string; sub: string; attributes: readonly (readonly [string, string])[] };

/** A form control by its label, ignoring the required mark and the "(required)" read out to assistive technology. */
function control(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page
    .locator('input, select, textarea')
    .and(page.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?(\\s*\\(.+\\))?$`)));
}

function headers(edition: Edition, token?: string) {
  return { 'X-Sales-Channel': edition, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

async function tokenFor(request: APIRequestContext, edition: Edition, account: Account): Promise<string> {
  const response = await request.post(apiUrl('/api/sessions/create'), {
    headers: headers(edition),
    data: { username: account.username, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function offerThroughApi(request: APIRequestContext, edition: Edition, token: string, id: number) {
  const response = await request.get(apiUrl(`/api/offers/${id}`), { headers: headers(edition, token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, any>;
}

/** A fresh seller, logged in through the form, on /offers/create. */
async function openCreateForm(page: Page, edition: Edition): Promise<Account> {
  const account = uniqueAccount(edition, 'seller');
  await registerThroughApi(page.request, edition, account);
  // Logged out, the form sends the visitor to log in and back (the account menu is desktop-only).
  await page.goto('/offers/create');
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel(TEXTS[edition].username).fill(account.username);
  await page.locator('input[autocomplete="current-password"]').fill(account.password);
  await page.getByRole('main').getByRole('button', { name: TEXTS[edition].login }).click();
  await expect(page).toHaveURL(/\/offers\/create$/);
  await expect(
    page.getByRole('heading', { level: 1, name: OFFER_FORM_TEXTS[edition].createTitle }),
  ).toBeVisible();
  return account;
}

async function chooseCategory(page: Page, edition: Edition, choice: CategoryChoice) {
  const text = OFFER_FORM_TEXTS[edition];
  await control(page, text.category).selectOption({ label: choice.top });
  await control(page, text.subcategory).selectOption({ label: choice.sub });
  await expect(control(page, text.title)).toBeVisible();
  for (const [label, value] of choice.attributes) {
    const field = control(page, label);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

async function fillDetails(page: Page, edition: Edition, title: string) {
  const text = OFFER_FORM_TEXTS[edition];
  await control(page, text.title).fill(title);
  await control(page, text.description).fill(`${title}. Well kept, available right away. Ask me anything.`);
}

async function addPhotos(page: Page, edition: Edition, files: string[]) {
  const text = OFFER_FORM_TEXTS[edition];
  // Each test's own pictures under the fixtures' names: a photo another test's account published
  // would hold the offer for review (decision 135).
  await page
    .getByLabel(text.addPhotos)
    .setInputFiles(files.map((file) => ({ ...uniquePhoto(), name: basename(file) })));
  for (let index = 1; index <= files.length; index += 1)
    await expect(page.getByRole('img', { name: text.photoAlt(index), exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function fillAddress(
  page: Page,
  edition: Edition,
  address: { street: string; city: string; postCode: string; state: string },
) {
  const text = OFFER_FORM_TEXTS[edition];
  await control(page, text.street).fill(address.street);
  await control(page, text.city).fill(address.city);
  await control(page, text.postCode).fill(address.postCode);
  await control(page, text.state).selectOption(address.state);
}

/** Publishes and answers the new offer's id from the detail URL. */
async function publish(page: Page, edition: Edition): Promise<number> {
  const text = OFFER_FORM_TEXTS[edition];
  await page.getByRole('button', { name: text.publish, exact: true }).click();
  await expect(page.getByText(text.published)).toBeVisible();
  await expect(page).toHaveURL(/\/offer\/\d+$/);
  return Number(/\/offer\/(\d+)$/.exec(page.url())![1]);
}

test.describe('offer form', () => {
  test('publishes a product with photos, a price, courier delivery and an address @mobile', async ({
    page,
    edition,
  }, testInfo) => {
    const text = OFFER_FORM_TEXTS[edition];
    const data = DATA[edition];
    const account = await openCreateForm(page, edition);
    await chooseCategory(page, edition, data.product);
    await expectAccessible(page, testInfo);

    await fillDetails(page, edition, 'Carbon road bike, size M');
    await addPhotos(page, edition, PHOTOS);
    await control(page, text.price).fill(data.price);
    await control(page, text.quantity).fill('2');
    await page.getByLabel(text.courier).check();
    await control(page, text.deliveryPrice).fill('15');
    await fillAddress(page, edition, data.address);
    await expectAccessible(page, testInfo);
    await screenshot(page, testInfo, 'offer-form-product');

    const id = await publish(page, edition);
    const offer = await offerThroughApi(
      page.request,
      edition,
      await tokenFor(page.request, edition, account),
      id,
    );
    expect(offer).toMatchObject({
      type: 'product',
      status: 'published',
      title: 'Carbon road bike, size M',
      price: { amount: 125050 },
      quantity: 2,
      delivery: { method: 'courier', price: { amount: 1500 } },
      address: { city: data.address.city, state: data.address.state },
    });
    expect(offer.images).toHaveLength(2);
    expect(offer.address.geoCoordinate).not.toBeNull();
  });

  test('publishes a service with a price range per week', async ({ page, edition }) => {
    const text = OFFER_FORM_TEXTS[edition];
    const data = DATA[edition];
    const account = await openCreateForm(page, edition);
    await chooseCategory(page, edition, data.service);
    await fillDetails(page, edition, 'Deep cleaning of flats and offices');
    await addPhotos(page, edition, PHOTOS.slice(0, 1));
    // The service period starts as hourly (spec 000 section 9).
    await expect(control(page, text.period)).toHaveValue('hourly');
    await page.getByLabel(text.priceRange).check();
    await control(page, text.priceFrom).fill('25');
    await control(page, text.priceTo).fill('40,5');
    await control(page, text.period).selectOption('weekly');
    await fillAddress(page, edition, data.address);

    const id = await publish(page, edition);
    const offer = await offerThroughApi(
      page.request,
      edition,
      await tokenFor(page.request, edition, account),
      id,
    );
    expect(offer).toMatchObject({
      type: 'service',
      priceVariant: 'range',
      priceFrom: 2500,
      priceTo: 4050,
      period: 'weekly',
      price: null,
      delivery: null,
    });
    expect(offer.images).toHaveLength(1);
  });

  test('publishes a job with a salary range', async ({ page, edition }) => {
    const text = OFFER_FORM_TEXTS[edition];
    const data = DATA[edition];
    const account = await openCreateForm(page, edition);
    await chooseCategory(page, edition, data.job);
    await fillDetails(page, edition, 'Carpenter for renovation projects');
    await addPhotos(page, edition, PHOTOS.slice(1));
    await expect(page.getByLabel(text.showSalary)).toBeChecked();
    await control(page, text.salaryRange).check();
    await control(page, text.salaryFrom).fill('5000');
    await control(page, text.salaryTo).fill('6500');
    await fillAddress(page, edition, data.address);

    const id = await publish(page, edition);
    const offer = await offerThroughApi(
      page.request,
      edition,
      await tokenFor(page.request, edition, account),
      id,
    );
    expect(offer).toMatchObject({
      type: 'job_offer',
      showSalary: true,
      priceVariant: 'range',
      salaryFrom: 500000,
      salaryTo: 650000,
      period: 'monthly',
    });
    expect(offer.images).toHaveLength(1);
  });

  test('publishes real estate with price, quantity and the required attributes', async ({
    page,
    edition,
  }) => {
    const text = OFFER_FORM_TEXTS[edition];
    const data = DATA[edition];
    const account = await openCreateForm(page, edition);
    await chooseCategory(page, edition, data.realEstate);
    await fillDetails(page, edition, 'Bright two-room apartment near the centre');
    await addPhotos(page, edition, PHOTOS);
    // Real estate has no delivery.
    await expect(page.getByLabel(text.courier)).toHaveCount(0);
    await control(page, text.price).fill('2400');
    await fillAddress(page, edition, data.address);

    const id = await publish(page, edition);
    const offer = await offerThroughApi(
      page.request,
      edition,
      await tokenFor(page.request, edition, account),
      id,
    );
    expect(offer).toMatchObject({
      type: 'real_estate',
      price: { amount: 240000 },
      quantity: 1,
      delivery: null,
    });
    expect(offer.images).toHaveLength(2);
  });

  test('refuses to publish an incomplete offer, then saves it as a draft', async ({
    page,
    edition,
  }, testInfo) => {
    const text = OFFER_FORM_TEXTS[edition];
    const data = DATA[edition];
    const account = await openCreateForm(page, edition);

    // Without a category nothing can be saved, not even a draft.
    await page.getByRole('button', { name: text.saveDraft, exact: true }).click();
    await expect(page.getByText(text.checkFields)).toBeVisible();
    await expect(page.getByText(text.required)).toBeVisible();

    await chooseCategory(page, edition, data.product);
    await control(page, text.title).fill('Half-written offer');
    await control(page, text.price).fill('12abc');
    await page.getByRole('button', { name: text.publish, exact: true }).click();
    await expect(page.getByText(text.notReady)).toBeVisible();
    await expect(control(page, text.description)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(text.notANumber)).toBeVisible();
    await expect(control(page, text.street)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/offers\/create$/);
    await screenshot(page, testInfo, 'offer-form-errors');

    // An address the geocoder cannot place keeps a complete offer from being published.
    await fillDetails(page, edition, 'Half-written offer');
    await control(page, text.price).fill('12');
    await page.getByLabel(text.pickup).check();
    await fillAddress(page, edition, data.unknownAddress);
    await page.getByRole('button', { name: text.publish, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.addressNotFound })).toBeVisible();
    await expect(page).toHaveURL(/\/offers\/create$/);

    // A draft may be saved as it is.
    await page.getByRole('button', { name: text.saveDraft, exact: true }).click();
    await expect(page.getByText(text.draftSaved)).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/my-offers\/draft$/);
    const token = await tokenFor(page.request, edition, account);
    const drafts = await page.request.get(apiUrl('/api/offers/mine?status=draft'), {
      headers: headers(edition, token),
    });
    const items = ((await drafts.json()) as { items: { title: string }[] }).items;
    expect(items.map((item) => item.title)).toEqual(['Half-written offer']);
  });

  test('edits a published offer; a closed one goes to the archive', async ({ page, edition }) => {
    const text = OFFER_FORM_TEXTS[edition];
    const data = DATA[edition];
    const account = await openCreateForm(page, edition);
    await chooseCategory(page, edition, data.product);
    await fillDetails(page, edition, 'Gravel bike');
    await control(page, text.price).fill('450');
    await page.getByLabel(text.pickup).check();
    await fillAddress(page, edition, data.address);
    const id = await publish(page, edition);

    await page.goto(`/offers/edit/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: text.editTitle })).toBeVisible();
    await expect(control(page, text.title)).toHaveValue('Gravel bike');
    await expect(control(page, text.price)).toHaveValue('450');
    await expect(page.getByLabel(text.pickup)).toBeChecked();
    // A published offer cannot go back to a draft.
    await expect(page.getByRole('button', { name: text.saveDraft })).toHaveCount(0);

    await control(page, text.title).fill('Gravel bike, new tyres');
    await control(page, text.price).fill(data.decimal);
    await addPhotos(page, edition, PHOTOS.slice(0, 1));
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/offer/${id}$`));

    const token = await tokenFor(page.request, edition, account);
    expect(await offerThroughApi(page.request, edition, token, id)).toMatchObject({
      title: 'Gravel bike, new tyres',
      price: { amount: 39999 },
      status: 'published',
      images: [expect.objectContaining({ name: 'offer-photo-1.jpg' })],
    });

    const closed = await page.request.post(apiUrl(`/api/offers/${id}/close`), {
      headers: headers(edition, token),
    });
    expect(closed.status()).toBe(200);
    await page.goto(`/offers/edit/${id}`);
    await expect(page).toHaveURL(/\/profile\/my-offers\/closed$/);
  });

  test('refuses more photos than the limit', async ({ page, edition }) => {
    const text = OFFER_FORM_TEXTS[edition];
    await openCreateForm(page, edition);
    await chooseCategory(page, edition, DATA[edition].product);
    const buffer = readFileSync(PHOTOS[0]!);
    await page.getByLabel(text.addPhotos).setInputFiles(
      Array.from({ length: 7 }, (_, index) => ({
        name: `photo-${index + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer,
      })),
    );
    await expect(page.getByText(text.tooManyFiles)).toBeVisible();
    await expect(page.getByRole('img', { name: text.photoAlt(1) })).toHaveCount(0);
  });

  test('shows the not-found page without a session and for offers of others', async ({
    page,
    edition,
    visit,
  }) => {
    const home = await page.request.get(apiUrl('/api/home'), { headers: headers(edition) });
    const someoneElses = ((await home.json()) as { newestOffers: { id: number }[] }).newestOffers[0]!.id;

    await visit(`/offers/edit/${someoneElses}`);
    await expect(page.getByRole('heading', { name: TEXTS[edition].notFound })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: TEXTS[edition].browseOffers }),
    ).toHaveAttribute('href', '/');

    await openCreateForm(page, edition);
    for (const path of [`/offers/edit/${someoneElses}`, '/offers/edit/99999999', '/offers/edit/abc']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: TEXTS[edition].notFound })).toBeVisible();
    }
  });

  test('another user finds the new offer on home, favourites it and sees it on the seller profile', async ({
    page,
    edition,
  }, testInfo) => {
    const text = OFFER_FORM_TEXTS[edition];
    const detail = OFFER_DETAIL_TEXTS[edition];
    const data = DATA[edition];
    const title = `Touring bike ${Date.now().toString(36)}`;

    // The seller publishes a product with a photo and an address, then logs out.
    await openCreateForm(page, edition);
    await chooseCategory(page, edition, data.product);
    await fillDetails(page, edition, title);
    await addPhotos(page, edition, PHOTOS.slice(0, 1));
    await control(page, text.price).fill(data.decimal);
    await page.getByLabel(text.pickup).check();
    await fillAddress(page, edition, data.address);
    const id = await publish(page, edition);
    await page.getByRole('button', { name: TEXTS[edition].accountMenu }).click();
    await page.getByRole('menuitem', { name: TEXTS[edition].logout }).click();
    await expect(page.getByRole('button', { name: TEXTS[edition].accountMenu })).toHaveCount(0);

    // A buyer finds it among the newest offers on home and saves it (logging in on the way).
    const buyer = uniqueAccount(edition, 'buyer');
    await registerThroughApi(page.request, edition, buyer);
    await page.goto('/');
    await page.getByRole('link', { name: title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/offer/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.getByRole('button', { name: detail.favourite, exact: true }).click();
    await logIn(page, edition, buyer.username, buyer.password);
    await expect(page).toHaveURL(new RegExp(`/offer/${id}$`));
    const heart = page.getByRole('button', { name: detail.favourite, exact: true });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await screenshot(page, testInfo, 'journey-offer-detail');

    // The seller's profile lists it, and so does the buyer's favourites page.
    await page.getByRole('link', { name: detail.sellerProfile }).click();
    await expect(page).toHaveURL(/\/user\/\d+$/);
    await expect(page.getByRole('main').getByRole('article').filter({ hasText: title })).toBeVisible();
    await page.goto('/favorites');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  });

  test('buying extra photos before the first save creates a draft and switches to its edit route', async ({
    page,
    edition,
  }) => {
    const text = OFFER_FORM_TEXTS[edition];
    const account = await openCreateForm(page, edition);
    await chooseCategory(page, edition, DATA[edition].product);
    await fillDetails(page, edition, 'Camera with many angles');

    await page.getByRole('button', { name: text.buyExtraPhotos }).click();
    await expect(page).toHaveURL(/\/payment\/method\/extras\?offerId=\d+&feature=extraPhotos$/);
    const id = Number(/offerId=(\d+)/.exec(page.url())![1]);
    const offer = await offerThroughApi(
      page.request,
      edition,
      await tokenFor(page.request, edition, account),
      id,
    );
    expect(offer).toMatchObject({ status: 'draft', title: 'Camera with many angles' });

    // Back from the checkout is the saved draft's edit form, not a second new offer.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/offers/edit/${id}$`));
    await expect(control(page, text.title)).toHaveValue('Camera with many angles');
  });
});
