import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiHeaders, newApiUser, publishedProduct, type ApiUser, type Edition } from '../api-helpers.ts';
import { apiUrl } from '../auth-helpers.ts';
import { expect, screenshot, test } from '../fixtures.ts';
import { CHECKOUT_TEXTS, LAYOUT_TEXTS, TEXTS } from '../texts.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Offer photos that have not arrived yet (a slow phone network, lazy photos below the fold). */
async function holdOfferPhotos(page: Page) {
  await page.route(/\/media\/offers\//, () => {
    // Never answered while the test looks at the page.
  });
}

interface CardBox {
  top: number;
  cell: number;
  card: number;
  photoRatio: number;
  objectFit: string | null;
}

/** Each card of a list: its cell's width, its own width and its photo box's height over width. */
async function cardBoxes(list: Locator): Promise<CardBox[]> {
  return list.evaluate((ul) =>
    [...ul.querySelectorAll(':scope > li')].map((li) => {
      const article = li.querySelector('article')!;
      const photo = article.firstElementChild as HTMLElement;
      const image = photo.querySelector('img');
      const cell = li.getBoundingClientRect();
      const box = photo.getBoundingClientRect();
      return {
        top: Math.round(cell.top),
        cell: cell.width,
        card: article.getBoundingClientRect().width,
        photoRatio: box.height / box.width,
        objectFit: image ? getComputedStyle(image).objectFit : null,
      };
    }),
  );
}

async function expectEvenCards(list: Locator) {
  await expect(list.locator(':scope > li > article, :scope > li article').first()).toBeVisible();
  const boxes = await cardBoxes(list);
  expect(boxes.length).toBeGreaterThan(1);
  for (const box of boxes) {
    // Every card fills its column, whatever its photo and title.
    expect(Math.abs(box.card - box.cell), JSON.stringify(box)).toBeLessThanOrEqual(1);
    // The photo has the card's fixed 4:3 box and fills it without distortion.
    expect(Math.abs(box.photoRatio - 3 / 4), JSON.stringify(box)).toBeLessThan(0.02);
    if (box.objectFit) expect(box.objectFit).toBe('cover');
  }
  const rows = new Map<number, number[]>();
  for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box.card]);
  for (const widths of rows.values()) {
    expect(
      Math.max(...widths) - Math.min(...widths),
      `widths in one row: ${widths.join(', ')}`,
    ).toBeLessThanOrEqual(1);
  }
}

const newestList = (page: Page, edition: Edition) =>
  page.getByRole('region', { name: LAYOUT_TEXTS[edition].newestOffers }).getByRole('list');
const resultsList = (page: Page) => page.getByRole('main').locator('ul:has(> li article)').first();

/** The card's focus indication: its own outline, drawn outside the card (nothing clips it). */
async function cardOutline(card: Locator) {
  return card.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
  });
}

async function expectFocusRing(page: Page, card: Locator) {
  expect((await cardOutline(card)).style).toBe('none');
  // A key press first: the focus that follows is a keyboard user's (:focus-visible).
  await page.keyboard.press('Shift');
  const link = card.getByRole('link').first();
  await link.focus();
  expect(await link.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  const outline = await cardOutline(card);
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  expect(outline.color).not.toBe('rgba(0, 0, 0, 0)');
}

test.describe('offer cards', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`have their column's width on home and search, photos still loading, at ${viewport.width} px`, async ({
      page,
      edition,
    }) => {
      await page.setViewportSize(viewport);
      await holdOfferPhotos(page);
      // The server's page carries its first photos: held, they would hold its load event too.
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await expectEvenCards(newestList(page, edition));
      await page.goto('/search', { waitUntil: 'domcontentloaded' });
      await expectEvenCards(resultsList(page));
    });
  }

  test('have their column’s width with their photos loaded', async ({ page, edition }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await screenshot(page, testInfo, 'home-cards');
    await expectEvenCards(newestList(page, edition));
    await page.goto('/search');
    await screenshot(page, testInfo, 'search-cards');
    await expectEvenCards(resultsList(page));
  });

  test('show a focus ring when reached by keyboard, on home and search', async ({ page, edition }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await expectFocusRing(page, newestList(page, edition).getByRole('article').first());
    await page.goto('/search');
    await expectFocusRing(page, resultsList(page).getByRole('article').first());
  });
});

async function addToBasket(request: APIRequestContext, edition: Edition, buyer: ApiUser, offerId: number) {
  const added = await request.post(apiUrl('/api/basket/items'), {
    headers: apiHeaders(edition, buyer.token),
    data: { offer_id: offerId, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);
}

const overlaps = (a: DOMRectLike, b: DOMRectLike) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type DOMRectLike = { x: number; y: number; width: number; height: number };

test.describe('phone layouts @mobile', () => {
  test.use({ viewport: PHONE });

  test('home shows its adverts whole, scaled to the width and never cropped', async ({ page, edition }) => {
    await page.goto('/');
    const adverts = page.getByRole('complementary', { name: LAYOUT_TEXTS[edition].advert });
    await expect(adverts.first()).toBeVisible();
    const images = adverts.locator('img');
    const count = await images.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let index = 0; index < count; index += 1) {
      const image = images.nth(index);
      if (!(await image.isVisible())) continue;
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
        )
        .toBe(true);
      const shape = await image.evaluate((element: HTMLImageElement) => {
        const box = element.getBoundingClientRect();
        return {
          src: element.currentSrc,
          fit: getComputedStyle(element).objectFit,
          natural: element.naturalWidth / element.naturalHeight,
          box: box.width / box.height,
          left: box.left,
          right: box.right,
        };
      });
      expect(shape.left, shape.src).toBeGreaterThanOrEqual(0);
      expect(shape.right, shape.src).toBeLessThanOrEqual(PHONE.width);
      // 'cover' (and 'fill') show the whole image only when the box has the image's own shape.
      if (!['contain', 'scale-down'].includes(shape.fit)) {
        expect(Math.abs(shape.box - shape.natural) / shape.natural, JSON.stringify(shape)).toBeLessThan(0.02);
      }
    }
  });

  test('the sort box shows its whole text, whichever order is chosen, beside the filters', async ({
    page,
    edition,
  }) => {
    const text = LAYOUT_TEXTS[edition];
    // A phrase (so 'Most relevant' is offered) and a filter (the Filters button shows its count).
    await page.goto('/search?phrase=a&priceFrom=1');
    const sort = page.getByRole('main').getByLabel(text.sortBy);
    await expect(sort).toBeVisible();
    for (const option of text.sortOptions) {
      await sort.selectOption({ label: option });
      const fit = await sort.evaluate((element: HTMLSelectElement) => {
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const label = element.options[element.selectedIndex]!.text;
        const box = element.getBoundingClientRect();
        return {
          label,
          // A native select never scrolls (scrollWidth is its clientWidth): its text is measured.
          needed:
            context.measureText(label).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight),
          clientWidth: element.clientWidth,
          scrollWidth: element.scrollWidth,
          right: box.right,
        };
      });
      expect(fit.scrollWidth, fit.label).toBeLessThanOrEqual(fit.clientWidth);
      expect(fit.needed, `${fit.label}: ${JSON.stringify(fit)}`).toBeLessThanOrEqual(fit.clientWidth);
      expect(fit.right).toBeLessThanOrEqual(PHONE.width);
    }
  });

  test('a toast covers neither the top bar’s buttons nor the bottom bar, and speaks the edition’s language', async ({
    page,
    request,
    edition,
  }, testInfo) => {
    const text = LAYOUT_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'seller');
    const offerId = await publishedProduct(request, edition, seller, { title: 'Linen cushion', price: 1500 });
    await page.goto(`/offer/${offerId}`);
    await page.getByRole('button', { name: text.addToBasket }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: text.addedToBasket });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    await screenshot(page, testInfo, 'toast-phone');
    const toastBox = (await toast.boundingBox())!;
    const controls = page.locator('header').locator('a:visible, button:visible');
    expect(await controls.count()).toBeGreaterThan(2);
    for (const control of await controls.all()) {
      const box = (await control.boundingBox())!;
      const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
      expect(overlaps(toastBox, box), `the toast covers “${name}”`).toBe(false);
    }
    const bottomBar = (await page.getByRole('navigation', { name: text.mobileNav }).boundingBox())!;
    expect(overlaps(toastBox, bottomBar), 'the toast covers the bottom bar').toBe(false);
    // The toaster's screen-reader labels come from the edition's texts, not sonner's English.
    await expect(page.getByRole('region', { name: text.toastsRegion })).toBeAttached();
    await expect(toast.getByRole('button', { name: text.toastClose })).toBeVisible();
    await expect(page.locator('[aria-label^="Notifications alt"], [aria-label="Close toast"]')).toHaveCount(
      0,
    );
  });

  test('a declined card shows “Payment has been rejected” in the card form until the next try', async ({
    page,
    request,
    edition,
  }, testInfo) => {
    const text = CHECKOUT_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'seller');
    const buyer = await newApiUser(request, edition, 'buyer');
    const offerId = await publishedProduct(request, edition, seller, {
      title: 'Ceramic vase',
      price: 3200,
      courier: 800,
    });
    await addToBasket(request, edition, buyer, offerId);
    await page.goto('/auth/login');
    await page.getByLabel(TEXTS[edition].username).fill(buyer.username);
    await page.locator('input[autocomplete="current-password"]').fill(buyer.password);
    await page.getByRole('main').getByRole('button', { name: TEXTS[edition].login }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await page.goto('/basket');
    await page.getByRole('link', { name: text.goToPayment }).click();
    // Proceeding before the profile's address has loaded opens the address form instead.
    await expect(page.getByTestId('shipping-address')).toContainText('Main Street 1');
    await page.getByRole('button', { name: text.proceed }).click();
    await expect(page).toHaveURL(/\/payment\/card$/);

    const form = page.getByRole('form', { name: LAYOUT_TEXTS[edition].cardFormTitle });
    await form.getByLabel(text.holder).fill('Jane Buyer');
    await form.getByLabel(text.number).fill('4000000000000002');
    await form.getByLabel(text.expiry).fill('12/34');
    await form.getByLabel(text.cvc).fill('123');
    await form.getByRole('button', { name: /^(Pay|Zapłać) / }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(text.rejected);
    await expect(alert).toContainText(text.declined);
    await screenshot(page, testInfo, 'card-declined-phone');
    // Still there once any toast would have gone (5 s).
    await page.waitForTimeout(6_000);
    await expect(alert).toBeVisible();
    await expect(alert).toBeInViewport();

    await form.getByLabel(text.number).fill('4242424242424242');
    await form.getByRole('button', { name: /^(Pay|Zapłać) / }).click();
    await expect(page).toHaveURL(/\/payment\/success$/);
  });
});
