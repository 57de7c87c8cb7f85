import { logInAs } from '../auth-helpers.ts';
import { expect, expectAccessible, screenshotsAtBothWidths, test } from '../fixtures.ts';
import { ADMIN_CONSOLE_TEXTS, DEMO_PASSWORD } from '../texts.ts';

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
});
