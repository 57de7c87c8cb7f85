import { apiHeaders, completeDraft, newApiUser, productCategory } from '../api-helpers.ts';
import { apiUrl, logInAs } from '../auth-helpers.ts';
import { expect, secondPage, PHONE_VIEWPORT, screenshot, test } from '../fixtures.ts';
import { MY_OFFERS_TEXTS, MY_PROFILE_TEXTS, SAVED_SEARCHES_TEXTS, TEXTS } from '../texts.ts';

/** A word no other offer has: letters only, so that every edition's search reads it as one word. */
function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = 'quokka';
  for (let n = 0; n < 8; n += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

test.describe('saved searches', () => {
  test('a buyer saves a search; the seller publishes a match; the bell rings live and the e-mail is sent', async ({
    page,
    browser,
    request,
    edition,
  }, testInfo) => {
    test.slow(); // Two browsers and a registration each on a shared, busy machine.
    const text = SAVED_SEARCHES_TEXTS[edition];
    const word = uniqueWord();
    const buyer = await newApiUser(request, edition, 'saver');
    const seller = await newApiUser(request, edition, 'seller');
    const category = await productCategory(request, edition);
    const title = `${word[0]!.toUpperCase()}${word.slice(1)} lamp`;
    await completeDraft(request, edition, seller, category, title);

    // The buyer searches for the word, finds nothing yet, and saves the search.
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, edition, buyer);
    await page.goto(`/search?phrase=${word}`);
    await page.getByRole('button', { name: text.save }).click();
    const dialog = page.getByRole('dialog', { name: text.saveTitle });
    await expect(dialog.getByLabel(text.name)).toHaveValue(word);
    await dialog.getByLabel(text.name).fill(`Lamps ${word}`);
    await screenshot(page, testInfo, 'saved-searches-save-dialog');
    await dialog.getByRole('button', { name: text.confirmSave }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(text.saved)).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: text.bellOneUnread })).toHaveCount(0);

    // The seller, in a browser of their own, publishes the matching draft from My offers.
    const sellerPage = await secondPage(browser, testInfo);
    await sellerPage.setViewportSize({ width: 1280, height: 800 });
    await logInAs(sellerPage, edition, seller);
    await sellerPage.goto('/profile/my-offers/draft');
    const row = sellerPage.getByRole('main').getByRole('article').filter({ hasText: title });
    await row.getByRole('button', { name: MY_OFFERS_TEXTS[edition].publish }).click();
    await expect(row).toHaveCount(0);

    // The buyer's bell lights up without a reload, telling of the new offer.
    const bell = header.getByRole('button', { name: text.bellOneUnread });
    await expect(bell).toBeVisible({ timeout: 15_000 });
    await bell.click();
    await expect(page.getByTestId('notification').first()).toContainText(
      text.newMatch(`Lamps ${word}`, title),
    );
    await screenshot(page, testInfo, 'saved-searches-bell');
    await page.keyboard.press('Escape');

    // The e-mail is in the outbox, with a link to the offer.
    await expect
      .poll(async () => {
        const outbox = await request.get(
          apiUrl(`/api/dev/outbox?recipient=${encodeURIComponent(buyer.email)}`),
        );
        const { items } = (await outbox.json()) as { items: { subject: string; text: string }[] };
        return items.filter((item) => item.text.includes(title)).length;
      })
      .toBe(1);

    // Saved searches, from the account menu: one new match; running it opens the search with the offer.
    await header.getByRole('button', { name: TEXTS[edition].accountMenu }).click();
    await page.getByRole('menuitem', { name: text.menuLink }).click();
    await expect(page).toHaveURL('/profile/saved-searches');
    const saved = page.getByRole('main').getByRole('article', { name: `Lamps ${word}` });
    await expect(saved.getByText(text.oneNewMatch)).toBeVisible();
    await screenshot(page, testInfo, 'saved-searches-list');
    await saved.getByRole('button', { name: text.run }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?.*phrase=${word}`));
    await expect(page.getByRole('main').getByText(title)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('main').getByRole('article', { name: `Lamps ${word}` })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('article', { name: `Lamps ${word}` })
        .getByText(text.oneNewMatch),
    ).toHaveCount(0);
    await sellerPage.context().close();
  });

  test('on a phone: a guest logs in to save, then renames, sets daily alerts and deletes it @mobile', async ({
    page,
    request,
    edition,
  }, testInfo) => {
    test.skip(!testInfo.project.name.startsWith('mobile'), 'taps on the phone layout');
    const text = SAVED_SEARCHES_TEXTS[edition];
    const profile = MY_PROFILE_TEXTS[edition];
    const word = uniqueWord();
    const buyer = await newApiUser(request, edition, 'phone');
    await page.setViewportSize(PHONE_VIEWPORT);

    // A guest is asked to log in and comes back to the same search.
    await page.goto(`/search?phrase=${word}`);
    await page.getByRole('button', { name: text.save }).tap();
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.getByLabel(text.username).fill(buyer.username);
    await page.locator('input[autocomplete="current-password"]').fill(buyer.password);
    await page.getByRole('main').getByRole('button', { name: TEXTS[edition].login }).tap();
    await expect(page).toHaveURL(new RegExp(`/search\\?phrase=${word}`));
    await page.getByRole('button', { name: text.save }).tap();
    await page.getByRole('dialog').getByRole('button', { name: text.confirmSave }).tap();
    await expect(page.getByText(text.saved)).toBeVisible();
    await screenshot(page, testInfo, 'saved-searches-search-phone');

    // Profile tab, then Saved searches.
    await page
      .getByRole('navigation', { name: profile.mobileNav })
      .getByRole('link', { name: profile.profileTab })
      .tap();
    await page
      .getByRole('main')
      .getByRole('navigation', { name: profile.accountLinks })
      .getByRole('link', { name: text.menuLink })
      .tap();
    await expect(page).toHaveURL('/profile/saved-searches');
    const item = page.getByRole('main').getByRole('article', { name: word });
    await expect(item).toBeVisible();

    await item.getByRole('button', { name: text.rename }).tap();
    await item.getByRole('textbox').fill(`Phone ${word}`);
    await item.getByRole('button', { name: text.saveName }).tap();
    const renamed = page.getByRole('main').getByRole('article', { name: `Phone ${word}` });
    await expect(renamed).toBeVisible();
    await renamed.getByLabel(text.alerts).selectOption({ label: text.daily });
    await expect
      .poll(async () => {
        const list = await request.get(apiUrl('/api/saved-searches'), {
          headers: apiHeaders(edition, buyer.token),
        });
        return ((await list.json()) as { items: { alerts: string }[] }).items.map((s) => s.alerts);
      })
      .toEqual(['daily']);
    await screenshot(page, testInfo, 'saved-searches-phone');

    await renamed.getByRole('button', { name: text.delete }).tap();
    await page
      .getByRole('dialog', { name: text.deleteTitle })
      .getByRole('button', { name: text.delete })
      .tap();
    await expect(page.getByText(text.emptyTitle)).toBeVisible();
    await screenshot(page, testInfo, 'saved-searches-empty-phone');
  });
});
