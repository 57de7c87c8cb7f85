import { completedPickupPurchase, newApiUser, publishedProduct } from '../api-helpers.ts';
import { expect, expectAccessible, test, screenshotsAtBothWidths } from '../fixtures.ts';
import { logInAs } from '../auth-helpers.ts';
import { REVIEWS_TEXTS, TEXTS } from '../texts.ts';

test.describe('reviews', () => {
  test('the buyer reviews a bought product, the seller disputes it, a visitor reads the stats', async ({
    page,
    request,
    visit,
    edition,
  }, testInfo) => {
    const text = REVIEWS_TEXTS[edition];
    const seller = await newApiUser(request, edition, 'seller');
    const buyer = await newApiUser(request, edition, 'buyer');
    const title = `Camping stove ${edition} ${Date.now() % 100000}`;
    const offerId = await publishedProduct(request, edition, seller, { title, price: 4500 });
    const orderId = await completedPickupPurchase(request, edition, seller, buyer, offerId);
    const comment = `Works well, as described (${edition}).`;

    // The buyer reviews the product from the purchase detail.
    await logInAs(page, edition, buyer);
    await visit(`/profile/my-purchases/${orderId}`);
    await page.getByRole('main').getByRole('button', { name: text.review, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.modalTitle });
    await expect(dialog.getByText(title)).toBeVisible();
    // The fourth star: a radio button drawn as a star inside its label.
    await dialog
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: text.fourStars }) })
      .click();
    await expect(dialog.getByRole('radio', { name: text.fourStars })).toBeChecked();
    await dialog.getByLabel(text.comment).fill(comment);
    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'review-modal');
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(page.getByText(text.reviewSubmitted)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Reviewed once: its button says so and stays disabled.
    await expect(page.getByRole('button', { name: new RegExp(`^${text.reviewed}`) })).toBeDisabled();

    // The seller finds it among their reviews and disputes it.
    await logInAs(page, edition, seller);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: TEXTS[edition].accountMenu }).click();
    await page.getByRole('menuitem', { name: text.menuMyReviews }).click();
    await expect(page).toHaveURL('/reviews/me');
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(text.myReviews) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.countHeader(1) })).toBeVisible();
    const review = page.getByRole('main').getByRole('listitem').filter({ hasText: comment });
    await expect(review.getByRole('link', { name: title })).toHaveAttribute('href', `/offer/${offerId}`);
    await screenshotsAtBothWidths(page, testInfo, 'my-reviews');
    await review.getByRole('button', { name: text.dispute }).click();
    const disputeDialog = page.getByRole('dialog', { name: text.disputeTitle });
    await disputeDialog
      .getByLabel(text.description)
      .fill('The buyer picked it up in a hurry and never tried it.');
    await expectAccessible(page, testInfo);
    await disputeDialog.getByRole('button', { name: text.submitDispute }).click();
    await expect(page.getByText(text.disputeSubmitted)).toBeVisible();
    await expect(review.getByText('The buyer picked it up in a hurry and never tried it.')).toBeVisible();
    await expect(review.getByRole('button', { name: text.dispute })).toHaveCount(0);

    // A visitor comes from the offer's reviews summary (the seller profile links there too) and
    // reads the seller's average and distribution.
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await visit(`/user/${seller.id}`);
    await expect(page.getByRole('link', { name: new RegExp(text.seeSellerReviews) }).first()).toHaveAttribute(
      'href',
      `/reviews/seller/${seller.id}`,
    );
    await visit(`/offer/${offerId}`);
    await page.getByRole('link', { name: text.seeAll }).click();
    await expect(page).toHaveURL(`/reviews/seller/${seller.id}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(text.sellerReviews) })).toBeVisible();
    await expect(page.getByTestId('reviews-average')).toContainText(text.average);
    const bars = page.getByRole('list', { name: text.distribution });
    await expect(bars.getByRole('meter', { name: text.bar(4, 1) })).toHaveAttribute('aria-valuenow', '1');
    await expect(bars.getByRole('meter', { name: text.bar(5, 0) })).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByRole('main').getByText(comment)).toBeVisible();
    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'seller-reviews');
  });
});
