import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  apiHeaders,
  completedPickupPurchase,
  newApiUser,
  productCategory,
  publishedProduct,
  type ApiUser,
  type Edition,
} from '../api-helpers.ts';
import { apiUrl, logInAs } from '../auth-helpers.ts';
import { expect, expectAccessible, layoutShift, recordLayoutShifts, screenshot, test } from '../fixtures.ts';
import { DEMO_PASSWORD, editionDate, MY_PROFILE_TEXTS, TEXTS } from '../texts.ts';

/** What the fresh seller really has, set up through the API, and the figures My profile must show. */
interface Seller {
  user: ApiUser;
  soldTitle: string;
  review: string;
  figures: {
    offers: number;
    activeOffers: number;
    /** Minor units. */
    activeOffersValue: number;
    earned: number;
    average: number;
    reviews: number;
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A fresh seller with three offers: two published (one of three pieces at 25.00, one of one piece
 * at 120.00) and a draft; a buyer takes one piece of the first, the order is completed, and the
 * buyer reviews the seller with four stars.
 */
async function sellerWithHistory(request: APIRequestContext, edition: Edition): Promise<Seller> {
  const user = await newApiUser(request, edition, 'profile');
  const buyer = await newApiUser(request, edition, 'buyer');
  const stamp = Date.now() % 100_000;
  const soldTitle = `Desk lamp ${edition} ${stamp}`;
  const sold = await publishedProduct(request, edition, user, {
    title: soldTitle,
    price: 2_500,
    quantity: 3,
  });
  await publishedProduct(request, edition, user, {
    title: `Bookshelf ${edition} ${stamp}`,
    price: 12_000,
    quantity: 1,
  });
  const category = await productCategory(request, edition);
  const draft = await request.post(apiUrl('/api/offers'), {
    headers: apiHeaders(edition, user.token),
    data: {
      type: 'product',
      status: 'draft',
      category: category.id,
      title: `Armchair ${edition} ${stamp}`,
      description: 'Not finished yet.',
      attributes: category.attributes,
      price: { amount: 9_900 },
      quantity: 1,
      delivery: { method: 'pickup' },
      hide_location: true,
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  await completedPickupPurchase(request, edition, user, buyer, sold);
  const review = `Friendly seller, quick hand-over (${edition} ${stamp}).`;
  const reviewed = await request.post(apiUrl(`/api/reviews/account/${user.id}`), {
    headers: apiHeaders(edition, buyer.token),
    data: { rate: 4, comment: review },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(201);
  return {
    user,
    soldTitle,
    review,
    figures: {
      offers: 3,
      activeOffers: 2,
      // The lamp's two pieces left and the bookshelf: each price times the pieces still for sale.
      activeOffersValue: 2 * 2_500 + 12_000,
      earned: 2_500,
      average: 4,
      reviews: 1,
    },
  };
}

/** Money and numbers as the edition writes them (whole amounts without decimals). */
function formats(edition: Edition) {
  const { locale, currency } = MY_PROFILE_TEXTS[edition];
  return {
    money: (minor: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
        maximumFractionDigits: minor % 100 === 0 ? 0 : 2,
      }).format(minor / 100),
    rating: (value: number) =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value),
    number: (value: number) => new Intl.NumberFormat(locale).format(value),
  };
}

/** Today's date as the edition writes list dates. */
function today(edition: Edition): string {
  return editionDate(edition, new Date());
}

/** The value (dd) under a figure's label (dt) on My profile. */
function figure(page: Page, label: string): Locator {
  return page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${escape(label)}$`) }) })
    .locator('dd');
}

/** My profile shows the seller's card and the figures they really have. */
async function expectProfileOf(page: Page, edition: Edition, seller: Seller) {
  const text = MY_PROFILE_TEXTS[edition];
  const format = formats(edition);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Reset Tester' })).toBeVisible();
  await expect(main.getByText(text.memberSince(today(edition)))).toBeVisible();
  await expect(
    main.getByText(new RegExp(`^${escape(text.lastLoggedIn)} ${escape(today(edition))}\\s\\d{2}:\\d{2}$`)),
  ).toBeVisible();
  const { figures } = seller;
  const expected: [string, string][] = [
    [text.offers, format.number(figures.offers)],
    [text.activeOffers, format.number(figures.activeOffers)],
    [text.activeOffersValue, format.money(figures.activeOffersValue)],
    [text.earned, format.money(figures.earned)],
    [text.averageRating, format.rating(figures.average)],
    [text.reviews, format.number(figures.reviews)],
  ];
  for (const [label, value] of expected) {
    // The review figures carry a screen-reader hint after the number; spaces may be non-breaking.
    const pattern = escape(value).replace(/\s/g, '\\s');
    await expect(figure(page, label), label).toHaveText(new RegExp(`^${pattern}( \\(.+\\))?$`));
  }
  // The review figures lead to the user's own reviews.
  await expect(figure(page, text.reviews).getByRole('link')).toHaveAttribute('href', '/reviews/me');
}

/** The screen an account link leads to, recognised by its path and its first heading. */
async function expectScreen(page: Page, screen: { path: string; heading: string }) {
  await expect(page).toHaveURL(screen.path);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: new RegExp(escape(screen.heading)) }),
  ).toBeVisible();
}

test.describe('my profile', () => {
  test('on a phone, the Profile tab leads to every account screen and to Log out @mobile', async ({
    page,
    request,
    edition,
  }, testInfo) => {
    test.skip(!testInfo.project.name.startsWith('mobile'), 'the bottom bar is the phone layout');
    const text = MY_PROFILE_TEXTS[edition];
    const seller = await sellerWithHistory(request, edition);
    await logInAs(page, edition, seller.user);
    await expect(page).toHaveURL('/');

    const profileTab = page.getByRole('navigation', { name: text.mobileNav }).getByRole('link', {
      name: text.profileTab,
    });
    const accountLinks = page.getByRole('main').getByRole('navigation', { name: text.accountLinks });
    const openProfile = async () => {
      await profileTab.tap();
      await expect(page).toHaveURL('/profile/my-profile');
    };

    await openProfile();
    await expectProfileOf(page, edition, seller);
    await expectAccessible(page, testInfo);
    await screenshot(page, testInfo, 'my-profile');

    // Each account screen: the Profile tab, then its link.
    for (const screen of text.screens) {
      await openProfile();
      await accountLinks.getByRole('link', { name: screen.link }).tap();
      await expectScreen(page, screen);
      if (screen.path === '/profile/my-offers/sold')
        await expect(page.getByRole('main').getByText(seller.soldTitle)).toBeVisible();
      if (screen.path === '/reviews/me')
        await expect(page.getByRole('main').getByText(seller.review)).toBeVisible();
    }

    // Log out through My profile: home, signed out.
    await openProfile();
    await accountLinks.getByRole('button', { name: text.logout }).tap();
    await expect(page).toHaveURL('/');
    await expect(page.getByText(text.loggedOut)).toBeVisible();

    // Signed out, the Profile tab asks to log in and comes back to My profile.
    await profileTab.tap();
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.getByLabel(text.username).fill(seller.user.username);
    await page.locator('input[autocomplete="current-password"]').fill(seller.user.password);
    await page.getByRole('main').getByRole('button', { name: TEXTS[edition].login }).tap();
    await expect(page).toHaveURL('/profile/my-profile');
    await expect(figure(page, text.offers)).toHaveText(formats(edition).number(seller.figures.offers));
  });

  test('on a desktop, the account menu leads to every account screen and logs out', async ({
    page,
    request,
    edition,
  }, testInfo) => {
    const text = MY_PROFILE_TEXTS[edition];
    const seller = await sellerWithHistory(request, edition);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, edition, seller.user);
    const menuButton = page.getByRole('button', { name: text.accountMenu });
    const choose = async (item: string) => {
      await menuButton.click();
      await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
    };

    await choose(text.myProfile);
    await expect(page).toHaveURL('/profile/my-profile');
    await expectProfileOf(page, edition, seller);
    await expectAccessible(page, testInfo);
    await screenshot(page, testInfo, 'my-profile');

    for (const screen of text.screens) {
      await choose(screen.link);
      await expectScreen(page, screen);
    }

    await choose(text.logout);
    await expect(page).toHaveURL('/');
    await expect(page.getByText(text.loggedOut)).toBeVisible();
    await expect(menuButton).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: TEXTS[edition].login })).toBeVisible();
  });

  test('on a phone, nothing moves while the figures load, so a tap lands where it was aimed @mobile', async ({
    page,
    edition,
  }, testInfo) => {
    test.skip(
      !testInfo.project.name.startsWith('mobile'),
      'the account links are below the figures on a phone',
    );
    const text = MY_PROFILE_TEXTS[edition];
    await logInAs(page, edition, { username: 'jan', password: DEMO_PASSWORD });
    // The figures come late, as on a slow connection: the labels, sentences and links are there before.
    await page.route('**/api/stats/my-profile', async (route) => {
      await new Promise((done) => setTimeout(done, 1_500));
      await route.continue();
    });
    await recordLayoutShifts(page);
    await page.goto('/profile/my-profile');
    await expect(page.getByRole('main').getByText(text.offers, { exact: true })).toBeVisible();
    await expect(figure(page, text.offers)).toHaveText(/^\d+$/);
    // The last login's sentence wraps in Polish at 390 px and the labels wrap too: the placeholders
    // wrap the same way, so the links below stay where they were (before: 0.02 in English, 0.05 in Polish).
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test('says the figures could not load, and Retry loads them', async ({
    page,
    visit,
    edition,
  }, testInfo) => {
    const text = MY_PROFILE_TEXTS[edition];
    // The server answers 500 until the user has seen the message (the app retries a server
    // failure twice by itself before it shows it).
    let failing = true;
    let requests = 0;
    await page.route('**/api/stats/my-profile', async (route) => {
      requests += 1;
      if (failing)
        await route.fulfill({ status: 500, json: { code: 500, message: 'Internal Server Error' } });
      else await route.continue();
    });
    await logInAs(page, edition, { username: 'jan', password: DEMO_PASSWORD });
    await visit('/profile/my-profile');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toHaveText(text.loadError);
    await screenshot(page, testInfo, 'my-profile-error');
    expect(requests).toBeGreaterThan(0);
    failing = false;
    await page.getByRole('main').getByRole('button', { name: text.retry }).click();
    await expect(figure(page, text.offers)).toHaveText(/^\d+$/);
    await expect(alert).toHaveCount(0);
    await expect(
      page.getByRole('main').getByText(new RegExp(`^${escape(text.memberSince('').trim())} `)),
    ).toBeVisible();
  });
});
