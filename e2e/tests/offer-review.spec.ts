import type { APIRequestContext } from '@playwright/test';
import { apiHeaders, newApiUser, productCategory, type ApiUser, type Edition } from '../api-helpers.ts';
import { apiUrl, logInAs } from '../auth-helpers.ts';
import { translator } from '../texts.ts';
import { expect, expectAccessible, PHONE_VIEWPORT, screenshotsAtBothWidths, test } from '../fixtures.ts';
import { uniquePhoto } from '../photos.ts';

const ADMIN = { username: 'admin', password: 'Demo-pass-2026!' };

/** Uploads a photo as `user`; answers its file id. */
async function uploadPhoto(
  request: APIRequestContext,
  edition: Edition,
  user: ApiUser,
  photo: ReturnType<typeof uniquePhoto>,
) {
  const response = await request.post(apiUrl('/api/files/images'), {
    headers: apiHeaders(edition, user.token),
    multipart: { 'upload_image_form[file]': photo },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { fileId: string }).fileId;
}

/** An offer of `user` with the photo, published or saved as a draft; answers its id and status. */
async function offerWithPhoto(
  request: APIRequestContext,
  edition: Edition,
  user: ApiUser,
  photo: ReturnType<typeof uniquePhoto>,
  title: string,
  status: 'published' | 'draft',
) {
  const category = await productCategory(request, edition);
  const response = await request.post(apiUrl('/api/offers'), {
    headers: apiHeaders(edition, user.token),
    data: {
      type: 'product',
      status,
      category: category.id,
      title,
      description: 'In good condition, picked up in town.',
      attributes: category.attributes,
      price: { amount: 25000 },
      quantity: 1,
      delivery: { method: 'pickup' },
      hide_location: true,
      images: [{ file_id: await uploadPhoto(request, edition, user, photo) }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; status: string };
}

test.describe('Safe to trade: offers held for review', () => {
  test.setTimeout(300_000);
  test('a seller publishing another account’s photo waits for review; the administrator approves one and rejects one; the seller sees the outcome', async ({
    page,
    request,
    visit,
    edition,
  }, testInfo) => {
    const t = translator(edition, 'common');
    const a = translator(edition, 'admin');
    const stamp = Date.now() % 100000;
    const original = await newApiUser(request, edition, 'photographer');
    const seller = await newApiUser(request, edition, 'copier');
    const [firstPhoto, secondPhoto] = [uniquePhoto('bike.png'), uniquePhoto('lamp.png')];
    await offerWithPhoto(request, edition, original, firstPhoto, `Original bike ${stamp}`, 'published');
    await offerWithPhoto(request, edition, original, secondPhoto, `Original lamp ${stamp}`, 'published');
    const approvedTitle = `Copied bike ${edition} ${stamp}`;
    const rejectedTitle = `Copied lamp ${edition} ${stamp}`;
    await offerWithPhoto(request, edition, seller, firstPhoto, approvedTitle, 'draft');
    await offerWithPhoto(request, edition, seller, secondPhoto, rejectedTitle, 'draft');

    // The seller publishes both drafts from My offers, on a phone: each waits for review, with why.
    await page.setViewportSize(PHONE_VIEWPORT);
    await logInAs(page, edition, seller);
    await visit('/profile/my-offers/draft');
    const reason = t('offerReview.reasons.photo_matches_another_offer');
    for (const title of [approvedTitle, rejectedTitle]) {
      const row = page.locator('article').filter({ hasText: title });
      await row.getByRole('button', { name: t('myOffers.publish') }).click();
      await expect(page.getByText(t('offerForm.toast.held')).first()).toBeVisible();
      await expect(row.getByRole('status')).toContainText(t('offerReview.held'));
      await expect(row.getByRole('status')).toContainText(reason);
      // It waits for the administrator: there is nothing to publish again.
      await expect(row.getByRole('button', { name: t('myOffers.publish') })).toHaveCount(0);
    }
    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'offer-review-held-in-my-offers');

    // The administrator sees both in the queue, each photo beside the other offer's.
    await logInAs(page, edition, ADMIN);
    await visit('/admin/offer-reviews');
    await expect(page.getByRole('heading', { level: 1, name: a('offerReviews.title') })).toBeVisible();
    const itemOf = (title: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(itemOf(approvedTitle)).toContainText(a('offerReviews.reasons.photo_matches_another_offer'));
    await expect(
      itemOf(approvedTitle).getByRole('img', { name: a('offerReviews.otherPhoto') }),
    ).toBeVisible();
    await expect(itemOf(approvedTitle).getByRole('link', { name: `Original bike ${stamp}` })).toBeVisible();
    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'offer-review-queue');
    await itemOf(approvedTitle)
      .getByRole('button', { name: a('offerReviews.approve') })
      .click();
    await expect(page.getByText(a('offerReviews.approved')).first()).toBeVisible();
    await expect(itemOf(approvedTitle)).toHaveCount(0);
    await itemOf(rejectedTitle)
      .getByRole('button', { name: a('offerReviews.reject') })
      .click();
    const dialog = page.getByRole('dialog');
    const rejection =
      edition === 'us' ? 'The photo belongs to another seller.' : 'Zdjęcie należy do innego sprzedającego.';
    await dialog.getByRole('textbox').fill(rejection);
    await dialog.getByRole('button', { name: a('offerReviews.reject') }).click();
    await expect(page.getByText(a('offerReviews.rejected')).first()).toBeVisible();
    await expect(itemOf(rejectedTitle)).toHaveCount(0);

    // The seller finds the approved offer published and the rejected one with the reason.
    await logInAs(page, edition, seller);
    await visit('/profile/my-offers');
    await expect(page.locator('article').filter({ hasText: approvedTitle })).toBeVisible();
    await visit('/profile/my-offers/draft');
    const rejected = page.locator('article').filter({ hasText: rejectedTitle });
    await expect(rejected.getByRole('status')).toContainText(t('offerReview.rejected'));
    await expect(rejected.getByRole('status')).toContainText(rejection);
    // A rejected offer may be corrected and sent again.
    await expect(rejected.getByRole('button', { name: t('myOffers.publish') })).toBeVisible();
    await page.setViewportSize(PHONE_VIEWPORT);
    await screenshotsAtBothWidths(page, testInfo, 'offer-review-rejected-in-my-offers');
  });
});
