import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { newApiUser, publishedProduct, type Edition } from '../api-helpers.ts';
import { logInAs } from '../auth-helpers.ts';
import { expect, expectAccessible, screenshotsAtBothWidths, test } from '../fixtures.ts';
import { NOTIFICATIONS_TEXTS, OFFER_DETAIL_TEXTS, TEXTS } from '../texts.ts';

/** The console's texts (the 'admin' namespace), read by key as e2e/texts.ts reads the common ones. */
function adminText(edition: Edition) {
  const file = new URL(
    `../../apps/web/src/locales/${edition === 'us' ? 'en' : 'pl'}/admin.json`,
    import.meta.url,
  );
  const messages: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    if (typeof text !== 'string') throw new Error(`No text "${key}" in admin.json`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}

const ADMIN = { username: 'admin', password: 'Demo-pass-2026!' };
const OFFER_CLOSED_NOTIFICATION = {
  us: (title: string, reason: string) => `The administration closed your offer “${title}”: ${reason}`,
  pl: (title: string, reason: string) => `Administracja zamknęła Twoje ogłoszenie „${title}”: ${reason}`,
};

/** The offers a search for `phrase` lists (their titles as links). */
async function searchFor(page: Page, phrase: string) {
  await page.goto(`/search?phrase=${encodeURIComponent(phrase)}`);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return page.getByRole('main').getByRole('link', { name: phrase });
}

test.describe('administration: moderation and users', () => {
  // Two or three people, two editions' worth of screens and screenshots at two widths each.
  test.setTimeout(420_000);
  test('a user reports an offer, the administrator closes it, the owner is told and the offer leaves search', async ({
    page,
    request,
    visit,
    edition,
  }, testInfo) => {
    const t = adminText(edition);
    const detail = OFFER_DETAIL_TEXTS[edition];
    const owner = await newApiUser(request, edition, 'reported');
    const reporter = await newApiUser(request, edition, 'reporter');
    const title = `Miracle pills ${edition} ${Date.now() % 100000}`;
    const offerId = await publishedProduct(request, edition, owner, { title, price: 900 });
    await expect(await searchFor(page, title)).toHaveCount(1);

    // The reporter reports it from the offer page.
    await logInAs(page, edition, reporter);
    await visit(`/offer/${offerId}`);
    await page.getByRole('button', { name: detail.report }).click();
    const reportDialog = page.getByRole('dialog', { name: detail.reportTitle });
    await expect(reportDialog.getByLabel(detail.reason)).toBeVisible();
    await reportDialog.getByLabel(detail.reason).selectOption({ label: detail.reasonValue });
    await reportDialog
      .getByLabel(detail.details)
      .fill('Claims to cure everything; asks for a wire transfer.');
    await page.getByRole('button', { name: detail.sendReport }).click();
    await expect(page.getByText(detail.reported)).toBeVisible();

    // The administrator finds it in the queue, with the reporter and the reason, and closes it.
    await logInAs(page, edition, ADMIN);
    await visit('/admin/reports');
    await expect(page.getByRole('heading', { level: 1, name: t('reports.title') })).toBeVisible();
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item).toBeVisible();
    await expect(item.getByRole('link', { name: reporter.username })).toBeVisible();
    await expect(item.getByRole('link', { name: owner.username })).toHaveAttribute(
      'href',
      `/admin/users/${owner.id}`,
    );
    await expect(item).toContainText(detail.reasonValue);
    await screenshotsAtBothWidths(page, testInfo, 'admin-reports-queue');
    await item.getByRole('button', { name: t('reports.closeOffer') }).click();
    const dialog = page.getByRole('dialog', { name: t('reports.closeTitle', { title }) });
    await expect(dialog).toBeVisible();
    // The reason is required.
    await dialog.getByRole('button', { name: t('reports.closeOffer') }).click();
    await expect(dialog.getByText(TEXTS[edition].required)).toBeVisible();
    const reason =
      edition === 'us' ? 'Medical claims are not allowed.' : 'Twierdzenia medyczne są niedozwolone.';
    await dialog.getByRole('textbox', { name: t('console.reason') }).fill(reason);
    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'admin-reports-close-dialog');
    await dialog.getByRole('button', { name: t('reports.closeOffer') }).click();
    await expect(page.getByText(t('reports.closed'))).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

    // In the resolved list, with the decision and its reason.
    await page.getByRole('button', { name: t('reports.state.resolved') }).click();
    const resolved = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(resolved).toContainText(t('reports.resolution.offer_closed'));
    await expect(resolved).toContainText(reason);

    // The owner sees it in the bell, and the offer is gone from search.
    await logInAs(page, edition, owner);
    const notifications = NOTIFICATIONS_TEXTS[edition];
    const bell = page.getByRole('banner').getByRole('button', { name: notifications.bellOneUnread });
    // The bell counts once its first fetch answers (slow on a loaded machine).
    await expect(bell).toBeVisible({ timeout: 30_000 });
    await bell.click();
    const dropdown = page.getByRole('region', { name: notifications.latest });
    await expect(dropdown.getByTestId('notification').first()).toContainText(
      OFFER_CLOSED_NOTIFICATION[edition](title, reason),
    );
    await expect(await searchFor(page, title)).toHaveCount(0);
  });

  test('the administrator blocks a seller signed in elsewhere: that session ends and the offers leave search', async ({
    page,
    browser,
    request,
    visit,
    edition,
  }, testInfo) => {
    const t = adminText(edition);
    const seller = await newApiUser(request, edition, 'blocked');
    const title = `Replica watch ${edition} ${Date.now() % 100000}`;
    await publishedProduct(request, edition, seller, { title, price: 4900 });
    await expect(await searchFor(page, title)).toHaveCount(1);

    // The seller is signed in in another browser.
    const sellerContext = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      locale: testInfo.project.use.locale,
    });
    const sellerPage = await sellerContext.newPage();
    await logInAs(sellerPage, edition, seller);
    await sellerPage.goto('/profile/my-offers');
    await expect(sellerPage.getByRole('button', { name: TEXTS[edition].accountMenu })).toBeVisible();

    // The administrator searches for them and opens their page.
    await logInAs(page, edition, ADMIN);
    await visit('/admin/users');
    await page.getByRole('searchbox', { name: t('users.searchLabel') }).fill(seller.username.toUpperCase());
    await page
      .getByRole('main')
      .getByRole('button', { name: t('users.search') })
      .click();
    const result = page.getByRole('link', { name: seller.username });
    await expect(result).toBeVisible();
    await screenshotsAtBothWidths(page, testInfo, 'admin-users-search');
    await result.click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${seller.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: seller.username })).toBeVisible();
    await expect(page.getByRole('region', { name: new RegExp(`^${t('users.offers')}`) })).toContainText(
      title,
    );
    await expectAccessible(page, testInfo);

    await page.getByRole('button', { name: t('users.block'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('users.blockTitle', { username: seller.username }) });
    const reason = edition === 'us' ? 'Sells counterfeit watches.' : 'Sprzedaje podróbki zegarków.';
    await dialog.getByRole('textbox', { name: t('console.reason') }).fill(reason);
    await expectAccessible(page, testInfo);
    await dialog.getByRole('button', { name: t('users.block'), exact: true }).click();
    await expect(page.getByText(t('users.blocked'))).toBeVisible();
    await expect(page.getByText(t('users.blockedSince', { date: '' }).trim()).first()).toBeVisible();
    await expect(page.getByRole('button', { name: t('users.unblock'), exact: true })).toBeVisible();
    await screenshotsAtBothWidths(page, testInfo, 'admin-user-blocked');

    // The seller's next action ends signed out: their token and their session are refused.
    await sellerPage.goto('/profile/my-offers');
    await expect(sellerPage).toHaveURL(/\/auth\/login/);
    await expect(sellerPage.getByRole('button', { name: TEXTS[edition].accountMenu })).toHaveCount(0);
    await sellerContext.close();

    // Their offer is gone from search.
    await expect(await searchFor(page, title)).toHaveCount(0);
  });
});
