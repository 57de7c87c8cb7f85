import { randomInt } from 'node:crypto';
import {
  apiUrl,
  fillAddressAndConsents,
  fillPersonDetails,
  latestCode,
  uniqueAccount,
} from '../auth-helpers.ts';
import { expect, test } from '../fixtures.ts';
import { AUTH_TEXTS, ROBOT_CHECK_TEXTS } from '../texts.ts';

/** How many refused attempts a burst may take before the server asks for proof of work (config: 100, failures twice). */
const MAX_BURST = 120;

test.describe('proof of work on the forms (decision 134)', () => {
  test('registration under suspicion checks for a robot, then completes @mobile', async ({
    page,
    visit,
    edition,
  }, testInfo) => {
    const text = AUTH_TEXTS[edition];
    const robot = ROBOT_CHECK_TEXTS[edition];
    const account = uniqueAccount(edition, 'pow');
    // One address for the burst and the browser (the server believes X-Forwarded-For from loopback):
    // IPv4 on the US edition, IPv6 on the Polish one.
    const client =
      edition === 'us'
        ? `203.0.113.${randomInt(1, 255)}`
        : `2001:db8:${randomInt(0, 0xffff).toString(16)}:${randomInt(0, 0xffff).toString(16)}::7`;

    // A burst of sign-ups from that address, until the server asks for proof of work.
    const headers = { 'X-Sales-Channel': edition, 'X-Forwarded-For': client };
    let challenged = false;
    for (let i = 0; i < MAX_BURST && !challenged; i++) {
      const response = await page.request.post(apiUrl('/api/accounts/register'), { headers, data: {} });
      if (response.status() === 429) {
        const body = (await response.json()) as { challenge?: unknown };
        challenged = body.challenge !== undefined;
      } else expect(response.status()).toBe(400);
    }
    expect(challenged).toBe(true);

    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': client });
    // The solved request waits a moment on its way, so the status can be seen (and photographed).
    await page.route('**/api/accounts/register', async (route) => {
      if (route.request().headers()['x-altcha']) await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });

    await visit('/auth/register');
    await fillPersonDetails(page, edition, account);
    await fillAddressAndConsents(page, edition);
    await page.getByRole('button', { name: text.continue }).click();

    await expect(page).toHaveURL(/\/auth\/register\/method$/);
    await page.getByRole('radio', { name: text.byEmail }).check();
    const create = page.getByRole('main').getByRole('button', { name: text.createAccount });
    // From the keyboard, as anyone may.
    await create.focus();
    await page.keyboard.press('Enter');

    const status = page.getByRole('status').filter({ hasText: robot.checking });
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute('aria-live', 'polite');
    const width = page.viewportSize()?.width ?? 0;
    const path = testInfo.outputPath(`robot-check-${testInfo.project.name}-${width}px.png`);
    await page.screenshot({ path });
    await testInfo.attach('robot-check', { path, contentType: 'image/png' });

    await expect(page).toHaveURL(/\/auth\/register\/confirm\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(status).toBeHidden();
    const code = await latestCode(page.request, account.email);
    await page.getByLabel(text.code).fill(code);
    await page.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/register\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: text.registered })).toBeVisible();
  });
});
