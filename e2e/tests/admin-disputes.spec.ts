import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  apiHeaders,
  newApiUser,
  orderStepThroughApi,
  paidOrderThroughApi,
  publishedProduct,
  type ApiUser,
  type Edition,
} from '../api-helpers.ts';
import { apiUrl, logInAs } from '../auth-helpers.ts';
import { expect, expectAccessible, screenshotsAtBothWidths, test } from '../fixtures.ts';
import { editionDate, ORDERS_TEXTS } from '../texts.ts';

/** The console's texts (admin.json) and the purchase page's (common.json), by key, per edition. */
function texts(edition: Edition) {
  const read = (file: string) =>
    JSON.parse(
      readFileSync(
        new URL(`../../apps/web/src/locales/${edition === 'us' ? 'en' : 'pl'}/${file}`, import.meta.url),
        'utf8',
      ),
    ) as Record<string, unknown>;
  const files = { admin: read('admin.json'), common: read('common.json') };
  return (file: keyof typeof files, key: string, values: Record<string, string | number> = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], files[file]);
    if (typeof text !== 'string') throw new Error(`No text ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}

/** Whole amounts as the web shows them (`$35` / `35 zł`), as a pattern: any space between. */
const money = (edition: Edition, minor: number) =>
  new Intl.NumberFormat(edition === 'us' ? 'en-US' : 'pl-PL', {
    style: 'currency',
    currency: edition === 'us' ? 'USD' : 'PLN',
    maximumFractionDigits: 0,
  })
    .format(minor / 100)
    .replace(/\s/g, ' ');
/** A text with the amount in it, matched whatever space the browser puts in the amount. */
const withAmount = (text: string) =>
  new RegExp(text.replace(/[$.*+?()[\]{}|^]/g, '\\$&').replace(/ /g, '\\s'));

const ADMIN = { username: 'admin', password: 'Demo-pass-2026!' };

async function piecesLeft(request: APIRequestContext, edition: Edition, offerId: number) {
  const response = await request.get(apiUrl(`/api/offers/${offerId}`), { headers: apiHeaders(edition) });
  return ((await response.json()) as { piecesAvailable: number | null }).piecesAvailable;
}

async function dispute(
  request: APIRequestContext,
  edition: Edition,
  buyer: ApiUser,
  orderId: number,
  description: string,
) {
  const response = await request.post(apiUrl(`/api/orders/${orderId}/dispute`), {
    headers: apiHeaders(edition, buyer.token),
    data: { description },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the decision dialog, tries it without a reason, then decides with `reason`. */
async function decide(
  page: Page,
  button: string,
  dialogTitle: string,
  confirm: string,
  reason: string,
  required: string,
) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog.getByText(required)).toBeVisible();
  await dialog.getByRole('textbox').fill(reason);
  return dialog;
}

test.describe('administration: disputes', () => {
  test('a disputed order is refunded, another rejected; the buyer sees the outcome and the stock is back', async ({
    page,
    request,
    visit,
    edition,
  }, testInfo) => {
    test.setTimeout(300_000);
    const t = texts(edition);
    const seller = await newApiUser(request, edition, 'seller');
    const buyer = await newApiUser(request, edition, 'buyer');
    const offerId = await publishedProduct(request, edition, seller, {
      title: `Camping stove ${edition} ${Date.now() % 100000}`,
      price: 2500,
      quantity: 3,
      courier: 1000,
    });
    const refunded = await paidOrderThroughApi(request, edition, buyer, offerId);
    const rejected = await paidOrderThroughApi(request, edition, buyer, offerId);
    await orderStepThroughApi(request, edition, seller, rejected, 'confirm');
    await dispute(request, edition, buyer, refunded, 'The parcel never arrived.');
    await dispute(request, edition, buyer, rejected, 'The stove is scratched.');
    expect(await piecesLeft(request, edition, offerId)).toBe(1);

    // The administrator: the open order disputes, oldest first, each with its age.
    await logInAs(page, edition, ADMIN);
    await visit('/admin/disputes');
    await expect(page.getByRole('heading', { level: 1, name: t('admin', 'disputes.title') })).toBeVisible();
    const row = page.getByRole('link', {
      name: new RegExp(t('admin', 'disputes.orderTitle', { id: refunded })),
    });
    await expect(row).toBeVisible();
    await expect(row.getByText(t('admin', 'disputes.waiting', { age: '' }).trim())).toBeVisible();
    await screenshotsAtBothWidths(page, testInfo, 'admin-disputes');

    // The first one: everything about it, then a full refund.
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/admin/disputes/orders/${refunded}$`));
    await expect(page.getByText('The parcel never arrived.')).toBeVisible();
    await expect(page.getByRole('link', { name: buyer.username })).toHaveAttribute(
      'href',
      `/admin/users/${buyer.id}`,
    );
    await expect(page.getByRole('link', { name: seller.username })).toHaveAttribute(
      'href',
      `/admin/users/${seller.id}`,
    );
    await expect(page.getByText(/^pi_/)).toBeVisible();
    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'admin-order-dispute');
    const refund = await decide(
      page,
      t('admin', 'disputes.refund'),
      t('admin', 'disputes.refundTitle', { id: refunded }),
      t('admin', 'disputes.refundConfirm'),
      'The carrier lost the parcel.',
      t('admin', 'disputes.reasonRequired'),
    );
    await expect(refund.getByRole('radio', { name: withAmount(money(edition, 3500)) })).toBeChecked();
    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'admin-refund-dialog');
    await refund.getByRole('button', { name: t('admin', 'disputes.refundConfirm'), exact: true }).click();
    await expect(refund).toBeHidden();
    const decided = page.getByRole('status').filter({
      hasText: withAmount(t('admin', 'disputes.decidedRefunded', { amount: money(edition, 3500) })),
    });
    await expect(decided).toBeVisible();
    await expect(
      decided.getByText(t('admin', 'disputes.reasonGiven', { reason: 'The carrier lost the parcel.' })),
    ).toBeVisible();
    await expect(page.getByText(t('admin', 'disputes.orderStatus.canceled')).first()).toBeVisible();
    await expect.poll(() => piecesLeft(request, edition, offerId)).toBe(2);

    // The second one: rejected, the order goes on with its automatic completion.
    await visit(`/admin/disputes/orders/${rejected}`);
    const reject = await decide(
      page,
      t('admin', 'disputes.reject'),
      t('admin', 'disputes.rejectTitle', { id: rejected }),
      t('admin', 'disputes.rejectConfirm'),
      'The photos show no damage.',
      t('admin', 'disputes.reasonRequired'),
    );
    await reject.getByRole('button', { name: t('admin', 'disputes.rejectConfirm'), exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t('admin', 'disputes.decidedRejected') }),
    ).toBeVisible();
    await expect(page.getByText(t('admin', 'disputes.completesOn'))).toBeVisible();
    await expect(page.getByText(t('admin', 'disputes.orderStatus.confirmed')).first()).toBeVisible();
    await screenshotsAtBothWidths(page, testInfo, 'admin-order-dispute-decided');

    // Decided disputes are listed as such.
    await visit('/admin/disputes?kind=order&state=decided');
    await expect(
      page.getByRole('link', { name: new RegExp(t('admin', 'disputes.orderTitle', { id: rejected })) }),
    ).toBeVisible();

    // The buyer: the refund on the purchase page; the other order confirmed, with its completion date.
    await logInAs(page, edition, buyer);
    await visit(`/profile/my-purchases/${refunded}`);
    const outcome = page.getByTestId('dispute-outcome');
    await expect(
      outcome.getByText(
        withAmount(t('common', 'orders.problems.decision.refunded', { amount: money(edition, 3500) })),
      ),
    ).toBeVisible();
    await expect(outcome.getByText('The carrier lost the parcel.', { exact: false })).toBeVisible();
    await screenshotsAtBothWidths(page, testInfo, 'purchase-refunded');
    await visit(`/profile/my-purchases/${rejected}`);
    await expect(
      page.getByTestId('dispute-outcome').getByText(t('common', 'orders.problems.decision.rejected')),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(ORDERS_TEXTS[edition].confirmed).first()).toBeVisible();
    const order = await request.get(apiUrl(`/api/orders/bought/${rejected}`), {
      headers: apiHeaders(edition, buyer.token),
    });
    const { status, validUntil } = (await order.json()) as { status: string; validUntil: string | null };
    expect(status).toBe('confirmed');
    // About 14 days ahead: the time it had left when disputed (a moment after its confirmation).
    expect(new Date(validUntil!).getTime() - Date.now()).toBeGreaterThan(13.9 * 24 * 3600 * 1000);
  });

  test('a partial refund: the buyer and the seller each see the amount given back and its date', async ({
    page,
    request,
    visit,
    edition,
  }) => {
    test.setTimeout(180_000);
    const t = texts(edition);
    const seller = await newApiUser(request, edition, 'seller');
    const buyer = await newApiUser(request, edition, 'buyer');
    const offerId = await publishedProduct(request, edition, seller, {
      title: `Tent ${edition} ${Date.now() % 100000}`,
      price: 2500,
      quantity: 2,
      courier: 1000,
    });
    const orderId = await paidOrderThroughApi(request, edition, buyer, offerId);
    await dispute(request, edition, buyer, orderId, 'One pole is bent.');

    await logInAs(page, edition, ADMIN);
    await visit(`/admin/disputes/orders/${orderId}`);
    const refund = await decide(
      page,
      t('admin', 'disputes.refund'),
      t('admin', 'disputes.refundTitle', { id: orderId }),
      t('admin', 'disputes.refundConfirm'),
      'A new pole costs twelve.',
      t('admin', 'disputes.reasonRequired'),
    );
    await refund.getByRole('radio', { name: t('admin', 'disputes.refundPartial') }).check();
    await refund
      .getByRole('textbox', {
        name: t('admin', 'disputes.amount', { currency: edition === 'us' ? 'USD' : 'PLN' }),
      })
      .fill('12');
    await refund.getByRole('button', { name: t('admin', 'disputes.refundConfirm'), exact: true }).click();
    await expect(refund).toBeHidden();
    await expect(
      page.getByRole('status').filter({
        hasText: withAmount(t('admin', 'disputes.decidedRefunded', { amount: money(edition, 1200) })),
      }),
    ).toBeVisible();

    // The refund reaches the provider after the decision (the order.refund step): then both see it.
    const refundedAt = async () => {
      const response = await request.get(apiUrl(`/api/orders/bought/${orderId}`), {
        headers: apiHeaders(edition, buyer.token),
      });
      return ((await response.json()) as { refundedAt: string | null }).refundedAt;
    };
    await expect.poll(refundedAt).not.toBeNull();
    const at = new Date((await refundedAt())!);
    const date = editionDate(edition, at, '/');
    const shown = withAmount(t('common', 'orders.detail.refunded', { amount: money(edition, 1200), date }));
    for (const [party, path] of [
      [buyer, `/profile/my-purchases/${orderId}`],
      [seller, `/profile/my-offers/sold/${orderId}`],
    ] as const) {
      await logInAs(page, edition, party);
      await visit(path);
      await expect(page.getByTestId('order-refund'), path).toHaveText(shown);
      await expect(page.getByTestId('order-total')).toHaveText(withAmount(money(edition, 3500)));
    }
  });
});
