import { logInAs } from '../auth-helpers.ts';
import { expect, expectAccessible, screenshotsAtBothWidths, test } from '../fixtures.ts';
import { ADMIN_CONSOLE_TEXTS, DEMO_PASSWORD, TEXTS } from '../texts.ts';

/** The console's frame (issue 25, decision 084): reached from the account menu, refused to users. */
test.describe('administration console', () => {
  test('the administrator opens the console from the account menu and reads the audit log', async ({
    page,
    edition,
  }, testInfo) => {
    const text = ADMIN_CONSOLE_TEXTS[edition];
    await logInAs(page, edition, { username: 'admin', password: DEMO_PASSWORD });
    await page.getByRole('button', { name: text.accountMenu }).click();
    await page.getByRole('menuitem', { name: text.administration }).click();
    await expect(page).toHaveURL('/admin');
    const sections = page.getByRole('navigation', { name: text.sections });
    await sections.getByRole('link', { name: text.auditLog }).click();
    await expect(page).toHaveURL('/admin/audit-log');
    await expect(page.getByRole('heading', { level: 1, name: text.auditTitle })).toBeVisible();

    // A filter that matches nothing says so, and is kept in the address.
    await page.getByLabel(text.filterAction).fill('nothing.matches');
    await page.getByRole('button', { name: text.filter }).click();
    await expect(page).toHaveURL(/action=nothing\.matches/);
    await expect(page.getByText(text.none)).toBeVisible();
    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'admin-audit-log');
  });

  test('a user who opens /admin is told it is for administrators', async ({ page, edition }) => {
    const text = ADMIN_CONSOLE_TEXTS[edition];
    await logInAs(page, edition, { username: 'anna', password: DEMO_PASSWORD });
    await page.goto('/admin');
    await expect(page.getByText(text.forbidden)).toBeVisible();
    await page.getByRole('button', { name: text.accountMenu }).click();
    await expect(page.getByRole('menuitem', { name: text.administration })).toHaveCount(0);
  });

  test('on a phone, the Profile tab leads to the console @mobile', async ({ page, edition }, testInfo) => {
    test.skip(!testInfo.project.name.startsWith('mobile'), 'the bottom bar is the phone layout');
    const text = ADMIN_CONSOLE_TEXTS[edition];
    await logInAs(page, edition, { username: 'admin', password: DEMO_PASSWORD });
    await page
      .getByRole('navigation', { name: text.mobileNav })
      .getByRole('link', { name: text.profileTab })
      .tap();
    await page
      .getByRole('main')
      .getByRole('navigation', { name: text.accountLinks })
      .getByRole('link', { name: text.administration })
      .tap();
    await expect(page).toHaveURL('/admin');
    await page
      .getByRole('navigation', { name: text.sections })
      .getByRole('link', { name: text.auditLog })
      .tap();
    await expect(page.getByRole('heading', { level: 1, name: text.auditTitle })).toBeVisible();
  });

  test('the sign-in toast leaves the section tabs visible and tappable @mobile', async ({
    page,
    edition,
  }, testInfo) => {
    const text = ADMIN_CONSOLE_TEXTS[edition];
    await page.context().clearCookies();
    await page.goto(`/auth/login?returnTo=${encodeURIComponent('/admin')}`);
    await page.getByLabel(TEXTS[edition].username).fill('admin');
    await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: TEXTS[edition].login }).click();
    await expect(page).toHaveURL('/admin');

    // The toast stays for 5 seconds, less while the pointer is on it: everything below runs while it shows.
    const toast = page.getByRole('listitem').filter({ hasText: text.loggedIn });
    await toast.hover();
    const sections = page.getByRole('navigation', { name: text.sections });
    const tabs = sections.getByRole('link');
    await expect(tabs.first()).toBeVisible();
    const toastBox = (await toast.boundingBox({ timeout: 2000 }))!;
    const visibleTabs = await tabs.evaluateAll((links) =>
      links
        .map((link) => link.getBoundingClientRect())
        .filter((box) => box.right > 0 && box.left < window.innerWidth)
        .map(({ x, y, width, height }) => ({ x, y, width, height })),
    );
    expect(visibleTabs.length).toBeGreaterThan(1);
    for (const tab of visibleTabs) {
      const apart =
        tab.x + tab.width <= toastBox.x ||
        toastBox.x + toastBox.width <= tab.x ||
        tab.y + tab.height <= toastBox.y ||
        toastBox.y + toastBox.height <= tab.y;
      expect(apart, `tab ${JSON.stringify(tab)} clear of toast ${JSON.stringify(toastBox)}`).toBe(true);
    }
    // The screen as it is now (a full-page capture scrolls and waits, and the toast would be gone).
    const shot = testInfo.outputPath(`admin-tabs-with-toast-${testInfo.project.name}.png`);
    await page.screenshot({ path: shot });
    await testInfo.attach('admin-tabs-with-toast', { path: shot, contentType: 'image/png' });
    // The tab takes the click (a toast over it would take it instead, and the click would wait for
    // it to go, past this timeout): its section opens while the toast is still there.
    await expect(toast).toBeVisible();
    await sections.getByRole('link', { name: text.disputes }).click({ timeout: 2000 });
    await expect(page).toHaveURL('/admin/disputes');
    await expect(page.getByRole('heading', { level: 1, name: text.disputesTitle })).toBeVisible();
  });
});
