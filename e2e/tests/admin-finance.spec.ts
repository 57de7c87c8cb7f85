import { newApiUser, paidOrderThroughApi, publishedProduct } from '../api-helpers.ts';
import { logInAs } from '../auth-helpers.ts';
import { expect, expectAccessible, screenshot, screenshotsAtBothWidths, test } from '../fixtures.ts';
import { ADMIN_FINANCE_TEXTS, DEMO_PASSWORD } from '../texts.ts';

/** The console's finance page (decision 127): revenue, commission, payouts, reconciliation, ledgers. */
test.describe('console finance', () => {
  test('the administrator opens Finance and works through its sections', async ({
    page,
    request,
    edition,
  }, testInfo) => {
    const text = ADMIN_FINANCE_TEXTS[edition];
    // A sale, to find in its seller's ledger.
    const seller = await newApiUser(request, edition, 'ledger');
    const buyer = await newApiUser(request, edition, 'buyer');
    const offerId = await publishedProduct(request, edition, seller, {
      title: `Tent ${edition} ${Date.now() % 100_000}`,
      price: 4_000,
      quantity: 1,
    });
    const orderId = await paidOrderThroughApi(request, edition, buyer, offerId);

    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, edition, { username: 'admin', password: DEMO_PASSWORD });
    await page.getByRole('button', { name: text.accountMenu }).click();
    await page.getByRole('menuitem', { name: text.administration }).click();
    await expect(page).toHaveURL('/admin');
    await page
      .getByRole('navigation', { name: text.sections })
      .getByRole('link', { name: text.finance })
      .click();
    await expect(page).toHaveURL('/admin/finance');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

    // Revenue: the chart, and the 30 days as a table.
    await expect(page.getByRole('heading', { level: 2, name: text.revenue })).toBeVisible();
    const chart = page.getByTestId('revenue-chart');
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeAttached();
    await chart.getByText(text.showFigures).click();
    await expect(chart.getByRole('row')).toHaveCount(31);

    // Commission: a percentage above 50 is refused; the rate saved again as it is.
    const commission = page.getByRole('form', { name: text.commission });
    const percent = commission.getByLabel(text.percent);
    const rate = await percent.inputValue();
    await percent.fill('60');
    await commission.getByRole('button', { name: text.save }).click();
    await expect(commission.getByText(text.percentError)).toBeVisible();
    await expect(percent).toHaveAttribute('aria-invalid', 'true');
    await percent.fill(rate);
    await commission.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();

    // Payouts by status: the Failed tab is kept in the address.
    const filter = page.getByRole('navigation', { name: text.payoutsFilter });
    await expect(filter.getByRole('link', { name: new RegExp(`^${text.all}`) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await filter.getByRole('link', { name: new RegExp(`^${text.failed}`) }).click();
    await expect(page).toHaveURL('/admin/finance?status=failed');
    await expect(filter.getByRole('link', { name: new RegExp(`^${text.failed}`) })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Reconciliation: run now, then when it ran and what it found.
    await page.getByRole('button', { name: text.runNow }).click();
    await expect(page.getByTestId('reconciliation')).toContainText(text.checkedAt);

    // The seller's ledger: the sale's entries.
    const ledgerForm = page.getByRole('form', { name: text.ledger });
    await ledgerForm.getByLabel(text.accountId).fill(String(seller.id));
    await ledgerForm.getByRole('button', { name: text.showLedger }).click();
    const ledger = page.getByTestId('account-ledger');
    await expect(
      ledger.getByRole('heading', { name: text.ledgerOf(seller.id, seller.username) }),
    ).toBeVisible();
    await expect(ledger.getByRole('cell', { name: text.ledgerOrder(orderId) }).first()).toBeVisible();

    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'admin-finance');
  });

  test('on a phone, the console leads to Finance by taps @mobile', async ({ page, edition }, testInfo) => {
    test.skip(!testInfo.project.name.startsWith('mobile'), 'the bottom bar is the phone layout');
    const text = ADMIN_FINANCE_TEXTS[edition];
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
      .getByRole('link', { name: text.finance })
      .tap();
    await expect(page).toHaveURL('/admin/finance');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByTestId('revenue-chart')).toBeVisible();
    await expect(page.getByRole('form', { name: text.commission })).toBeVisible();
    await expect(page.getByRole('navigation', { name: text.payoutsFilter })).toBeVisible();
    await expectAccessible(page, testInfo);
    await screenshot(page, testInfo, 'admin-finance');
  });
});
