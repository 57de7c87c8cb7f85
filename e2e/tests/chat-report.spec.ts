import type { APIRequestContext } from '@playwright/test';
import {
  apiHeaders,
  conversationThroughApi,
  newApiUser,
  publishedProduct,
  type Edition,
} from '../api-helpers.ts';
import { apiUrl, logInAs } from '../auth-helpers.ts';
import { expect, expectAccessible, screenshotsAtBothWidths, test } from '../fixtures.ts';
import { CHAT_TEXTS, TEXTS, translator } from '../texts.ts';

const ADMIN = { username: 'admin', password: 'Demo-pass-2026!' };
/** CHAT_NEW_ACCOUNT_CONVERSATIONS_PER_HOUR's default (decision 133). */
const NEW_ACCOUNT_CONVERSATIONS_PER_HOUR = 5;

/** Sellers of the demo data with one of their offers each, distinct accounts. */
async function demoSellers(request: APIRequestContext, edition: Edition, count: number) {
  const found = new Map<number, number>();
  for (let page = 1; page <= 5 && found.size < count; page++) {
    const answer = await request.post(apiUrl(`/api/search/offers?page=${page}`), {
      headers: apiHeaders(edition),
      data: {},
    });
    expect(answer.status()).toBe(200);
    const { items } = (await answer.json()) as { items: { id: number; account: { id: number } }[] };
    for (const item of items) if (!found.has(item.account.id)) found.set(item.account.id, item.id);
  }
  expect(found.size).toBeGreaterThanOrEqual(count);
  return [...found].slice(0, count).map(([accountId, offerId]) => ({ accountId, offerId }));
}

test.describe('safe to trade in chat', () => {
  test.setTimeout(300_000);

  test('a buyer reports the seller from the conversation; the administrator reads it and blocks the seller @mobile', async ({
    page,
    request,
    visit,
    edition,
  }, testInfo) => {
    const t = translator(edition, 'common');
    const a = translator(edition, 'admin');
    const seller = await newApiUser(request, edition, 'scammer');
    const buyer = await newApiUser(request, edition, 'buyer');
    const title = `Camera ${edition} ${Date.now() % 100000}`;
    const offerId = await publishedProduct(request, edition, seller, { title, price: 45000 });
    const question = edition === 'us' ? 'Is the camera still for sale?' : 'Czy aparat jest nadal dostępny?';
    const conversationId = await conversationThroughApi(request, edition, buyer, seller, offerId, question);
    const scam =
      edition === 'us'
        ? 'Yes. Pay with gift cards first, then I ship it.'
        : 'Tak. Najpierw zapłać kartami podarunkowymi, potem wyślę.';
    const answered = await request.post(apiUrl('/api/conversations/message-sent'), {
      headers: apiHeaders(edition, seller.token),
      data: { conversation_id: conversationId, message: scam },
    });
    expect(answered.status()).toBe(201);

    // The buyer opens the conversation and reports the seller from its header.
    await logInAs(page, edition, buyer);
    await visit(`/chat/${conversationId}`);
    await expect(
      page.getByRole('list', { name: CHAT_TEXTS[edition].messages }).getByText(scam),
    ).toBeVisible();
    const reportButton = page.getByRole('button', { name: t('chat.report.open') });
    await expect(reportButton).toBeVisible();
    await reportButton.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The reason is required.
    await dialog.getByRole('button', { name: t('chat.report.submit') }).click();
    await expect(dialog.getByText(TEXTS[edition].required)).toBeVisible();
    await dialog.getByLabel(t('chat.report.reason')).selectOption({ label: t('chat.report.reasons.scam') });
    await dialog
      .getByLabel(t('chat.report.comment'))
      .fill(edition === 'us' ? 'Asks for gift cards.' : 'Chce kart podarunkowych.');
    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'chat-report-dialog');
    await dialog.getByRole('button', { name: t('chat.report.submit') }).click();
    await expect(page.getByText(t('chat.report.success'))).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // A second report of the same conversation is answered clearly.
    await reportButton.click();
    await page
      .getByRole('dialog')
      .getByLabel(t('chat.report.reason'))
      .selectOption({ label: t('chat.report.reasons.spam') });
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('chat.report.submit') })
      .click();
    await expect(page.getByText(t('serverMessages.conversationAlreadyReported'))).toBeVisible();

    // The administrator reads it with the conversation, and blocks the seller.
    await logInAs(page, edition, ADMIN);
    await visit('/admin/reports?kind=users');
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: seller.username }) })
      .filter({ hasText: scam });
    await expect(item).toBeVisible();
    await expect(item).toContainText(a('reports.users.reasons.scam'));
    await expect(item).toContainText(question);
    await expect(item.getByRole('link', { name: buyer.username })).toHaveAttribute(
      'href',
      `/admin/users/${buyer.id}`,
    );
    await screenshotsAtBothWidths(page, testInfo, 'admin-user-reports');
    await item.getByRole('button', { name: a('reports.users.block') }).click();
    const blockDialog = page.getByRole('dialog', {
      name: a('reports.users.blockTitle', { name: seller.username }),
    });
    await expect(blockDialog).toBeVisible();
    const reason = edition === 'us' ? 'Gift-card scam.' : 'Oszustwo na karty podarunkowe.';
    await blockDialog.getByRole('textbox', { name: a('console.reason') }).fill(reason);
    await expectAccessible(page, testInfo);
    await blockDialog.getByRole('button', { name: a('reports.users.block') }).click();
    await expect(page.getByText(a('reports.users.blocked'))).toBeVisible();
    await expect(blockDialog).toHaveCount(0);

    // Resolved, with the decision and its reason.
    await page.getByRole('button', { name: a('reports.state.resolved') }).click();
    const resolved = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: seller.username }) })
      .filter({ hasText: reason });
    await expect(resolved.first()).toContainText(a('reports.users.resolution.account_blocked'));
  });

  test('a new account that starts too many conversations in an hour is told to wait', async ({
    page,
    request,
    edition,
  }, testInfo) => {
    const t = translator(edition, 'common');
    const fresh = await newApiUser(request, edition, 'fresh');
    const sellers = await demoSellers(request, edition, NEW_ACCOUNT_CONVERSATIONS_PER_HOUR + 1);
    for (const seller of sellers.slice(0, NEW_ACCOUNT_CONVERSATIONS_PER_HOUR)) {
      const started = await request.post(apiUrl(`/api/conversations/${seller.accountId}`), {
        headers: apiHeaders(edition, fresh.token),
      });
      expect(started.status()).toBe(201);
    }
    const last = sellers.at(-1)!;
    await logInAs(page, edition, fresh);
    await page.goto(`/offer/${last.offerId}`);
    await page.getByRole('button', { name: CHAT_TEXTS[edition].contactSeller }).click();
    await expect(page.getByText(t('serverMessages.newAccountConversationLimit'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/offer/${last.offerId}`));
    await screenshotsAtBothWidths(page, testInfo, 'chat-new-account-limit');
  });
});
