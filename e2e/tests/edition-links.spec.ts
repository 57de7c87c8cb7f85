import { newApiUser, publishedProduct } from '../api-helpers.ts';
import { logInAs } from '../auth-helpers.ts';
import { expect, test } from '../fixtures.ts';
import { EDITION_TEXTS, ORDERS_TEXTS, TEXTS } from '../texts.ts';

/**
 * Decision 079: a visitor who chose the other edition once still lands on the page a shared link
 * names (an offer, a purchase); only the home follows the stored choice.
 */
test.describe('links across editions', () => {
  test('a link to an offer stays on its edition after the other one was chosen; the home follows the choice @mobile', async ({
    page,
    request,
    edition,
  }) => {
    const other = edition === 'us' ? 'pl' : 'us';
    const text = EDITION_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'edlink');
    const title = `Shared lamp ${edition} ${Date.now() % 100000}`;
    const offerId = await publishedProduct(request, edition, seller, { title, price: 1500 });

    // The visitor chose the other edition once on this device (the version selector stores it).
    await page.goto('/info/contact-us');
    await page.evaluate((version) => window.localStorage.setItem('version', version), other);

    // A shared offer link (opened directly: no referrer) shows the offer where it exists.
    await page.goto(`/offer/${offerId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(new URL(page.url()).hostname).toBe(`${edition}.localhost`);
    await expect(page.getByRole('heading', { level: 1, name: TEXTS[edition].notFound })).toHaveCount(0);
    // A word about the chosen edition, with a way there.
    const notice = page.getByRole('region', { name: text.noticeLabel });
    await expect(notice.getByText(text.notice)).toBeVisible();
    await expect(notice.getByRole('link', { name: text.switch })).toHaveAttribute(
      'href',
      new RegExp(`^http://${other}\\.localhost:\\d+/$`),
    );
    // Dismissed, it stays away for the visit.
    await notice.getByRole('button', { name: text.dismiss }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: text.noticeLabel })).toHaveCount(0);

    // The home follows the stored choice (spec 000 section 1).
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`^http://${other}\\.localhost:\\d+/$`));
  });

  test('a signed-in buyer opening a link to their purchase page stays signed in on its edition', async ({
    page,
    request,
    edition,
  }) => {
    const other = edition === 'us' ? 'pl' : 'us';
    const user = await newApiUser(request, edition, 'edlogin');
    await logInAs(page, edition, user);
    await page.evaluate((version) => window.localStorage.setItem('version', version), other);
    await page.goto('/profile/my-purchases');
    expect(new URL(page.url()).hostname).toBe(`${edition}.localhost`);
    await expect(
      page.getByRole('heading', { level: 1, name: ORDERS_TEXTS[edition].purchasesTitle }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/my-purchases$/);
  });
});
