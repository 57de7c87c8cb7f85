import { apiHeaders, conversationThroughApi, newApiUser, publishedProduct } from '../api-helpers.ts';
import { apiUrl, logInAs } from '../auth-helpers.ts';
import { translator } from '../texts.ts';
import { expect, expectAccessible, screenshotsAtBothWidths, test } from '../fixtures.ts';

const ADMIN = { username: 'admin', password: 'Demo-pass-2026!' };

/** A scam opening in the edition's language: off-site payment and a courier lookalike link. */
const SCAM = {
  us: 'Hi! I will pay by bank transfer, pay the shipping here: https://dhl-delivery-pay.com/track?id=7',
  pl: 'Cześć! Zapłacę przelewem, opłać przesyłkę tutaj: https://dhl-delivery-pay.com/track?id=7',
};

test.describe('safe to trade: warnings in chat', () => {
  test.setTimeout(300_000);

  test('the seller sees a scam first message warned in their language, and its link goes through the leaving page @mobile', async ({
    page,
    request,
    edition,
  }, testInfo) => {
    const t = translator(edition, 'common');
    const seller = await newApiUser(request, edition, 'seller');
    const scammer = await newApiUser(request, edition, 'buyer');
    const title = `Road bike ${edition} ${Date.now() % 100000}`;
    const offerId = await publishedProduct(request, edition, seller, { title, price: 45000 });
    const conversationId = await conversationThroughApi(
      request,
      edition,
      scammer,
      seller,
      offerId,
      SCAM[edition],
    );

    await logInAs(page, edition, seller);
    await page.goto(`/chat/${conversationId}`);
    const warning = page.getByRole('note', { name: t('chat.safety.title') });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(t('chat.safety.reasons.pay_off_site'));
    await expect(warning).toContainText(t('chat.safety.reasons.lookalike_domain'));
    await expect(warning).toContainText(t('chat.safety.reasons.link'));
    // The link shows where it really leads.
    const link = page.getByTestId('chat-link');
    await expect(link.getByTestId('chat-link-host')).toHaveText('dhl-delivery-pay.com');
    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'chat-safety-warning');

    // Opening it leads to our page that names the domain, not to the domain.
    await link.click();
    await expect(page).toHaveURL(/\/leaving\?to=/);
    await expect(
      page.getByRole('heading', { level: 1, name: t('leaving.title', { host: 'dhl-delivery-pay.com' }) }),
    ).toBeVisible();
    await expect(page.getByTestId('leaving-url')).toHaveText('https://dhl-delivery-pay.com/track?id=7');
    await expect(
      page.getByRole('link', { name: t('leaving.continue', { host: 'dhl-delivery-pay.com' }) }),
    ).toHaveAttribute('href', 'https://dhl-delivery-pay.com/track?id=7');
    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'chat-safety-leaving');
    await page.getByRole('button', { name: t('leaving.back') }).click();
    await expect(page).toHaveURL(new RegExp(`/chat/${conversationId}$`));

    // The scammer does not see the warning on their own message.
    await logInAs(page, edition, scammer);
    await page.goto(`/chat/${conversationId}`);
    await expect(page.getByTestId('chat-link')).toBeVisible();
    await expect(page.getByRole('note', { name: t('chat.safety.title') })).toHaveCount(0);
  });

  test('an administrator blocks a domain in the console; the next message linking to it is warned', async ({
    page,
    request,
    edition,
  }, testInfo) => {
    const t = translator(edition, 'common');
    const a = translator(edition, 'admin');
    const domain = `scam-${edition}-${Date.now() % 1000000}.com`;

    await logInAs(page, edition, ADMIN);
    await page.goto('/admin/safety');
    await expect(page.getByRole('heading', { level: 1, name: a('safety.title') })).toBeVisible();
    await expect(page.getByTestId('scam-rule').first()).toBeVisible();
    const form = page.getByRole('form', { name: a('safety.domains.add') });
    // Not a registrable domain: the field says so.
    await form.getByLabel(a('safety.domains.domain')).fill(`pay.${domain}`);
    await form.getByRole('button', { name: a('safety.domains.block') }).click();
    await expect(form.getByText(a('serverMessages.safetyInvalidDomain'))).toBeVisible();
    await form.getByLabel(a('safety.domains.domain')).fill(domain);
    await form.getByLabel(a('safety.domains.note')).fill('Fake payment page');
    await form.getByRole('button', { name: a('safety.domains.block') }).click();
    await expect(page.getByTestId('blocked-domain').filter({ hasText: domain })).toBeVisible();
    await expectAccessible(page, testInfo);
    await screenshotsAtBothWidths(page, testInfo, 'admin-safety');

    // A message linking to it, later in a conversation, is warned.
    const seller = await newApiUser(request, edition, 'seller');
    const buyer = await newApiUser(request, edition, 'buyer');
    const offerId = await publishedProduct(request, edition, seller, {
      title: `Lamp ${domain}`,
      price: 3000,
    });
    const conversationId = await conversationThroughApi(request, edition, buyer, seller, offerId, 'Hello!');
    const sent = await request.post(apiUrl('/api/conversations/message-sent'), {
      headers: apiHeaders(edition, buyer.token),
      data: { conversation_id: conversationId, message: `Photos: https://www.${domain}/p/1` },
    });
    expect(sent.status()).toBe(201);
    await logInAs(page, edition, seller);
    await page.goto(`/chat/${conversationId}`);
    const warning = page.getByRole('note', { name: t('chat.safety.title') });
    await expect(warning).toContainText(t('chat.safety.reasons.blocked_domain'));

    // Clean up: the administrator removes it again (so reruns start alike).
    await logInAs(page, edition, ADMIN);
    await page.goto('/admin/safety');
    await page.getByRole('button', { name: a('safety.domains.removeLabel', { domain }) }).click();
    await expect(page.getByTestId('blocked-domain').filter({ hasText: domain })).toHaveCount(0);
  });
});
