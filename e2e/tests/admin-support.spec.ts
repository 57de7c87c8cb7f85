import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { newApiUser, type Edition } from '../api-helpers.ts';
import { logInAs } from '../auth-helpers.ts';
import { expect, expectAccessible, secondPage, screenshotsAtBothWidths, test } from '../fixtures.ts';
import { CHAT_TEXTS } from '../texts.ts';

/** The console's texts (the 'admin' namespace), read from its locale files by key. */
function adminTexts(edition: Edition) {
  const file = new URL(
    `../../apps/web/src/locales/${edition === 'us' ? 'en' : 'pl'}/admin.json`,
    import.meta.url,
  );
  const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  return {
    dashboard: texts.dashboard!.title!,
    support: texts.support!.title!,
    supportCard: texts.dashboard!.support!,
    newAccounts: texts.dashboard!.newAccounts!,
    showFigures: texts.dashboard!.showFigures!,
    conversations: texts.support!.listLabel!,
    messages: texts.support!.messagesLabel!,
    answer: texts.support!.answerLabel!,
    send: texts.support!.send!,
    adminLabel: texts.support!.adminLabel!,
    answered: texts.support!.answered!,
  };
}

const ADMIN = { username: 'admin', password: 'Demo-pass-2026!' };

/** The number on the dashboard's "unanswered support" card. */
async function unansweredOnDashboard(page: Page): Promise<number> {
  const count = page.getByTestId('queue-support').locator('.text-3xl');
  // The console's chunks (the charts' library among them) take a while on a busy machine.
  await expect(count).toBeVisible({ timeout: 30_000 });
  return Number((await count.innerText()).replace(/\D/g, ''));
}

test.describe('administration: support inbox and dashboard', () => {
  test('a user writes to the administration, the administrator answers from the inbox, the user sees it', async ({
    page,
    browser,
    request,
    edition,
    visit,
  }, testInfo) => {
    // Two people, two browsers, six screenshots and three scans: longer than one screen's test.
    test.setTimeout(240_000);
    const text = adminTexts(edition);
    const chat = CHAT_TEXTS[edition];

    await logInAs(page, edition, ADMIN);
    await visit('/admin');
    await expect(page.getByRole('heading', { level: 1, name: text.dashboard })).toBeVisible();
    const before = await unansweredOnDashboard(page);

    // The user writes through the existing "contact the administration" entry of Messages.
    const user = await newApiUser(request, edition, 'support');
    const userPage = await secondPage(browser, testInfo);
    await logInAs(userPage, edition, user);
    await userPage.goto('/messages');
    await userPage.getByRole('button', { name: chat.contactAdministration }).click();
    await expect(userPage).toHaveURL(/\/chat\/\d+$/);
    const question = `Where is my refund? (${Date.now()})`;
    const box = userPage.getByRole('textbox', { name: chat.messageBox });
    await box.fill(question);
    await box.press('Enter');
    await expect(userPage.getByRole('list', { name: chat.messages }).getByText(question)).toBeVisible();

    // The dashboard counts it, and draws its charts with their figures as tables.
    await page.reload();
    // At least one more: the count is the edition's, which a test running beside this one may raise.
    expect(await unansweredOnDashboard(page)).toBeGreaterThanOrEqual(before + 1);
    const accounts = page.getByTestId('chart-accounts');
    await expect(accounts.locator('svg.recharts-surface')).toBeVisible();
    await expect(page.locator('svg.recharts-surface')).toHaveCount(5);
    await accounts.getByText(text.showFigures).click();
    await expect(accounts.getByRole('table', { name: text.newAccounts })).toBeVisible();
    await expect(accounts.getByRole('row')).toHaveCount(31);
    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'admin-dashboard');

    // The inbox: the user's conversation among the unanswered, the oldest first.
    await page.getByTestId('queue-support').click();
    await expect(page).toHaveURL(/\/admin\/support$/);
    await expect(page.getByRole('heading', { level: 1, name: text.support })).toBeVisible();
    const lines = page.getByRole('list', { name: text.conversations }).getByRole('listitem');
    await expect(lines.filter({ hasText: question })).toHaveCount(1);
    if (before === 0) await expect(lines.first()).toContainText(question);
    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'admin-support-inbox');

    // The conversation, and the answer by keyboard.
    // The line's first link opens the conversation (the second, the user's page).
    await lines.filter({ hasText: question }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/admin\/support\/\d+$/);
    await expect(page.getByRole('region', { name: text.messages }).getByText(question)).toBeVisible();
    const answer = `We have sent it today. (${Date.now()})`;
    await page.getByRole('textbox', { name: text.answer }).fill(answer);
    await page.getByRole('textbox', { name: text.answer }).press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: text.messages }).getByText(answer)).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.answer })).toHaveValue('');
    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'admin-support-conversation');

    // The user sees the answer live, from Admin, in their open conversation.
    const userMessages = userPage.getByRole('list', { name: chat.messages });
    await expect(userMessages.getByText(answer)).toBeVisible();
    await expect(userMessages.getByText(chat.admin)).toBeVisible();
    await userPage.context().close();

    // No longer waiting: out of the unanswered (the default list), among the answered.
    await page.goto('/admin/support');
    await expect(
      page
        .getByRole('list', { name: text.conversations })
        .getByRole('listitem')
        .filter({ hasText: question }),
    ).toHaveCount(0);
    await page.getByRole('button', { name: text.answered, exact: true }).click();
    await expect(page.getByRole('list', { name: text.conversations })).toContainText(answer.slice(0, 40));
  });
});
