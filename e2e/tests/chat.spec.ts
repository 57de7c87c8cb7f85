import type { Page } from '@playwright/test';
import {
  conversationThroughApi,
  deleteAccountThroughApi,
  newApiUser,
  publishedProduct,
  type Edition,
} from '../api-helpers.ts';
import { expect, expectAccessible, secondPage, test, screenshotsAtBothWidths } from '../fixtures.ts';
import { logInAs } from '../auth-helpers.ts';
import { CHAT_TEXTS, NOTIFICATIONS_TEXTS, TEXTS } from '../texts.ts';

const messageList = (page: Page, edition: Edition) =>
  page.getByRole('list', { name: CHAT_TEXTS[edition].messages });

async function write(page: Page, edition: Edition, text: string) {
  const box = page.getByRole('textbox', { name: CHAT_TEXTS[edition].messageBox });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test.describe('chat', () => {
  test('a buyer writes to the seller about an offer; each sees the other’s message live', async ({
    page,
    browser,
    request,
    edition,
  }, testInfo) => {
    const text = CHAT_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'seller');
    const buyer = await newApiUser(request, edition, 'buyer');
    const title = `Espresso machine ${edition} ${Date.now() % 100000}`;
    const offerId = await publishedProduct(request, edition, seller, { title, price: 12000 });

    // The seller waits on the inbox, in a browser of their own.
    const sellerPage = await secondPage(browser, testInfo);
    await logInAs(sellerPage, edition, seller);
    await sellerPage.goto('/messages');
    await expect(sellerPage.getByRole('heading', { level: 1, name: text.inboxTitle })).toBeVisible();
    await expect(sellerPage.getByRole('heading', { name: text.emptyTitle })).toBeVisible();

    // The buyer contacts the seller from the offer page and writes.
    await logInAs(page, edition, buyer);
    await page.goto(`/offer/${offerId}`);
    await page.getByRole('button', { name: text.contactSeller }).click();
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    const chatPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: text.seeOffer })).toHaveAttribute(
      'href',
      `/offer/${offerId}`,
    );
    const question = `Is the ${title} still available?`;
    await write(page, edition, question);
    await expect(messageList(page, edition).getByText(question)).toBeVisible();

    // The seller sees it arrive in the inbox without reloading, unread.
    const row = sellerPage
      .getByRole('list', { name: text.inbox })
      .getByRole('link')
      .filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row).toContainText(question);
    await expect(row.getByText(text.oneUnread)).toBeAttached();
    // The Messages link gets its unread mark.
    await expect(sellerPage.getByRole('banner').getByTestId('unread-messages-mark')).toBeVisible();
    // The seller's bell lights up too, and its dropdown names the writer and the offer.
    const bell = NOTIFICATIONS_TEXTS[edition];
    await sellerPage.getByRole('button', { name: bell.bellOneUnread }).click();
    // (registerThroughApi names every person Reset Tester.)
    await expect(sellerPage.getByText(bell.newMessage('Reset Tester', title))).toBeVisible();
    await sellerPage.keyboard.press('Escape');
    await expectAccessible(sellerPage, testInfo);
    await screenshotsAtBothWidths(sellerPage, testInfo, 'chat-inbox');

    // The seller opens it and answers; the buyer sees the answer without reloading.
    await row.click();
    await expect(sellerPage).toHaveURL(chatPath);
    await expect(messageList(sellerPage, edition).getByText(question)).toBeVisible();
    const answer = 'Yes, it is. I can send it tomorrow.';
    await write(sellerPage, edition, answer);
    await expect(messageList(page, edition).getByText(answer)).toBeVisible();
    // And once more the other way, while both have the conversation open.
    const thanks = 'Great, I will buy it today.';
    await write(page, edition, thanks);
    await expect(messageList(sellerPage, edition).getByText(thanks)).toBeVisible();
    await expect(messageList(page, edition).getByText(thanks)).toHaveCount(1);

    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'chat-conversation');

    // Back in the inbox, the conversation is read.
    await sellerPage.goto('/messages');
    await expect(row).toContainText(thanks);
    await expect(row.getByText(text.oneUnread)).toHaveCount(0);
    await sellerPage.context().close();
  });

  test('a user contacts the administration from the inbox', async ({ page, request, edition }) => {
    const text = CHAT_TEXTS[edition];
    const user = await newApiUser(request, edition, 'asker');
    await logInAs(page, edition, user);
    await page.goto('/messages');
    await page.getByRole('button', { name: text.contactAdministration }).click();
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: text.adminSubject })).toBeVisible();
    await expect(page.getByText(text.with(text.admin))).toBeVisible();
    const question = 'How do I change my shipping address?';
    await write(page, edition, question);
    await expect(messageList(page, edition).getByText(question)).toBeVisible();

    await page.goto('/messages');
    const row = page.getByRole('list', { name: text.inbox }).getByRole('link');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(text.admin);
    await expect(row).toContainText(question);
  });

  test('a visitor who contacts a seller logs in first and comes back to the offer', async ({
    page,
    request,
    edition,
  }) => {
    const text = CHAT_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'seller');
    const buyer = await newApiUser(request, edition, 'buyer');
    const title = `Desk lamp ${edition} ${Date.now() % 100000}`;
    const offerId = await publishedProduct(request, edition, seller, { title, price: 2500 });
    await page.goto(`/offer/${offerId}`);
    await page.getByRole('link', { name: text.contactSeller }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    const login = TEXTS[edition];
    await page.getByLabel(login.username).fill(buyer.username);
    await page.locator('input[autocomplete="current-password"]').fill(buyer.password);
    await page.getByRole('main').getByRole('button', { name: login.login }).click();
    await expect(page).toHaveURL(`/offer/${offerId}`);
    await page.getByRole('button', { name: text.contactSeller }).click();
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('a conversation with a deleted account says so and offers no message box @mobile', async ({
    page,
    request,
    edition,
    visit,
  }, testInfo) => {
    const text = CHAT_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'leaver');
    const buyer = await newApiUser(request, edition, 'buyer');
    const title = `Table lamp ${edition} ${Date.now() % 100000}`;
    const offerId = await publishedProduct(request, edition, seller, { title, price: 3500 });
    const question = 'Is it still available?';
    const conversationId = await conversationThroughApi(request, edition, buyer, seller, offerId, question);
    await deleteAccountThroughApi(request, edition, seller);

    // The buyer still reads the conversation; instead of the box, the notice.
    await logInAs(page, edition, buyer);
    await visit(`/chat/${conversationId}`);
    await expect(messageList(page, edition).getByText(question)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text.counterpartDeleted })).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.messageBox })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text.send, exact: true })).toHaveCount(0);
    await screenshotsAtBothWidths(page, testInfo, 'chat-deleted-account');
  });
});
