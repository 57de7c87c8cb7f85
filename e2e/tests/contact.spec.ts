import type { Page, TestInfo } from '@playwright/test';
import { apiUrl, logIn, registerThroughApi, uniqueAccount } from '../auth-helpers.ts';
import { expect, expectAccessible, PHONE_VIEWPORT, screenshot, test } from '../fixtures.ts';
import { CONTACT_TEXTS } from '../texts.ts';

interface OutboxItem {
  recipient: string;
  subject: string;
  text: string;
}

async function outbox(page: Page, recipient: string): Promise<OutboxItem[]> {
  const response = await page.request.get(
    apiUrl(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`),
  );
  return ((await response.json()) as { items: OutboxItem[] }).items;
}

async function bothWidths(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize(PHONE_VIEWPORT);
  await screenshot(page, testInfo, name);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, testInfo, name);
}

test.describe('contact form', () => {
  test('a visitor writes to the administration from the home page contact tile', async ({
    page,
    visit,
    edition,
  }, testInfo) => {
    const text = CONTACT_TEXTS[edition];
    const sender = uniqueAccount(edition, 'contact').email;
    const message = `Where is my parcel?\nThe order was paid a week ago. <b>${sender}</b>`;

    await visit('/');
    await page.getByRole('main').getByRole('link', { name: text.contactTile, exact: true }).click();
    await expect(page).toHaveURL(/\/info\/contact-us$/);
    await expect(page.getByRole('heading', { level: 2, name: text.formTitle })).toBeVisible();
    const subject = page.getByLabel(text.subject);
    await expect(subject.locator('option', { hasText: text.subjectLabel })).toHaveCount(1);
    await expect(page.getByLabel(text.email)).toHaveValue('');
    await bothWidths(page, testInfo, 'contact-form');

    // Nothing is sent while the form is incomplete: the errors show under the fields.
    await page.getByLabel(text.email).fill('not-an-address');
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByText(text.invalidEmail)).toBeVisible();
    await expect(page.getByText(text.required)).toHaveCount(2);
    await expectAccessible(page, testInfo);
    await bothWidths(page, testInfo, 'contact-form-errors');

    await subject.selectOption({ label: text.subjectLabel });
    await page.getByLabel(text.email).fill(sender);
    await page.getByRole('textbox', { name: text.message }).fill(message);
    await expect(page.getByText(text.counter(message.length))).toBeVisible();
    await page.getByRole('button', { name: text.send }).click();

    await expect(page.getByRole('heading', { name: text.thanks })).toBeVisible();
    await expect(page.getByText(text.sentToast)).toBeVisible();
    await expect(page.getByText(sender).first()).toBeVisible();
    await expectAccessible(page, testInfo);
    await bothWidths(page, testInfo, 'contact-sent');

    // The administration's mailbox of this edition has the message, word for word.
    await expect
      .poll(async () => (await outbox(page, text.admin)).find((mail) => mail.text.includes(sender)))
      .toBeTruthy();
    const mail = (await outbox(page, text.admin)).find((mail) => mail.text.includes(sender))!;
    expect(mail.subject).toContain(text.subjectLabel);
    expect(mail.text).toContain(message);
    // And the sender has an acknowledgement (an e-mail of its own, sent when its event is handled).
    await expect.poll(async () => (await outbox(page, sender)).length).toBe(1);

    await page.getByRole('link', { name: text.home }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the haul-with-us tile preselects transport, and a logged-in user's address is filled in", async ({
    page,
    visit,
    edition,
  }) => {
    const text = CONTACT_TEXTS[edition];
    const account = uniqueAccount(edition, 'contactme');
    await registerThroughApi(page.request, edition, account);
    await visit('/auth/login');
    await logIn(page, edition, account.username, account.password);

    await visit('/');
    await page.getByRole('main').getByRole('link', { name: text.haulTile, exact: true }).click();
    await expect(page).toHaveURL(/\/info\/contact-us\?subject=transport$/);
    await expect(page.getByLabel(text.email)).toHaveValue(account.email);
    await expect(page.getByLabel(text.subject).locator('option:checked')).toHaveText(text.transportLabel);

    await page
      .getByRole('textbox', { name: text.message })
      .fill('We run three vans and would like to deliver for you.');
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByRole('heading', { name: text.thanks })).toBeVisible();
    await expect
      .poll(async () => (await outbox(page, text.admin)).some((mail) => mail.text.includes(account.email)))
      .toBe(true);
  });
});
