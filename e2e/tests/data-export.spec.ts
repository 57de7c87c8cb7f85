import type { APIRequestContext, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { mkdirSync, readFileSync } from 'node:fs';
import { apiHeaders, newApiUser, publishedProduct, type ApiUser, type Edition } from '../api-helpers.ts';
import { apiUrl, logInAs } from '../auth-helpers.ts';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { DATA_EXPORT_TEXTS } from '../texts.ts';

/** Where the screens are saved for a look (SHOTS_DIR), besides the test output. */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}px.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** `buyer` starts a conversation with `seller` about `offerId`; answers its id. */
async function conversationThroughApi(
  request: APIRequestContext,
  edition: Edition,
  buyer: ApiUser,
  seller: ApiUser,
  offerId: number,
): Promise<number> {
  const started = await request.post(apiUrl(`/api/conversations/${seller.id}/${offerId}`), {
    headers: apiHeaders(edition, buyer.token),
  });
  expect(started.status(), await started.text()).toBeLessThan(300);
  return ((await started.json()) as { id: number }).id;
}

async function writeThroughApi(
  request: APIRequestContext,
  edition: Edition,
  from: ApiUser,
  conversationId: number,
  text: string,
) {
  const sent = await request.post(apiUrl('/api/conversations/message-sent'), {
    headers: apiHeaders(edition, from.token),
    data: { conversation_id: conversationId, message: text },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
}

test.describe('download my data', () => {
  test('a user requests their data, waits for it to be ready and downloads a ZIP with their offer and messages @mobile', async ({
    page,
    request,
    edition,
  }, testInfo) => {
    const text = DATA_EXPORT_TEXTS[edition];
    const owner = await newApiUser(request, edition, 'owner');
    const buyer = await newApiUser(request, edition, 'buyer');
    const title = `Oak bookshelf ${edition} ${Date.now() % 100000}`;
    const offerId = await publishedProduct(request, edition, owner, { title, price: 15000 });
    const received = `Is the bookshelf still available? ${Date.now() % 1000}`;
    const sent = `Yes, you can pick it up tomorrow. ${Date.now() % 1000}`;
    const conversationId = await conversationThroughApi(request, edition, buyer, owner, offerId);
    await writeThroughApi(request, edition, buyer, conversationId, received);
    await writeThroughApi(request, edition, owner, conversationId, sent);

    await logInAs(page, edition, owner);
    await page.goto('/profile/account-settings');
    const section = page.getByRole('region', { name: text.title });
    await section.getByRole('button', { name: text.request }).click();
    // Being prepared (a small archive may be ready before the section asks again).
    const download = section.getByRole('button', { name: text.download });
    await expect(section.getByText(text.preparing).or(download)).toBeVisible();
    if (await section.getByText(text.preparing).isVisible())
      await shot(page, `data-export-preparing-${edition}`);

    // The section asks again while the archive is prepared: the download appears by itself.
    await expect(download).toBeVisible({ timeout: 30_000 });
    await expect(section.getByText(text.ready)).toBeVisible();
    await expectAccessible(page, testInfo);
    await shot(page, `data-export-ready-${edition}`);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^marketplace-data-${edition}-\\d{4}-\\d\\d-\\d\\d\\.zip$`),
    );
    const entries = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
    const read = (name: string) => new TextDecoder().decode(entries[name]);
    const offers = JSON.parse(read('offers.json')) as { id: number; title: string }[];
    expect(offers).toContainEqual(expect.objectContaining({ id: offerId, title }));
    const messages = read('messages.json');
    expect(messages).toContain(received);
    expect(messages).toContain(sent);
    expect(JSON.parse(read('account.json'))).toMatchObject({ username: owner.username });

    // The e-mail that said it was ready leads back to this section.
    const recipient = await accountEmail(request, edition, owner);
    await expect
      .poll(async () => {
        const outbox = await request.get(
          apiUrl(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`),
        );
        return ((await outbox.json()) as { items: { text: string }[] }).items[0]?.text ?? '';
      })
      .toContain('/profile/account-settings#your-data');
  });
});

async function accountEmail(request: APIRequestContext, edition: Edition, user: ApiUser) {
  const response = await request.get(apiUrl('/api/accounts/my'), {
    headers: apiHeaders(edition, user.token),
  });
  return ((await response.json()) as { email: string }).email;
}
