import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../db/schema/index.ts';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { createCategory, createOffer } from '../../test/factories.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('expiring-offer notifications', () => {
  const clock = createTestClock();
  let t: TestApp;
  let seller: TestUser;
  let polishSeller: TestUser;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    [seller, polishSeller] = [await registerUser(t, 'us'), await registerUser(t, 'pl')];
  });
  afterAll(() => t.close());

  const inbox = async (user: TestUser) =>
    (
      await t.anonymous.get(`/api/dev/outbox?recipient=${encodeURIComponent(user.email)}`, { region: null })
    ).json().items as { subject: string; text: string }[];

  it('notifies and e-mails the owner once, 3 days before the offer expires, in the edition language', async () => {
    const db = t.database.db;
    const usCategory = await createCategory(db, { name: 'Notices' });
    const plCategory = await createCategory(db, { region: 'pl', name: 'Ogłoszenia' });
    const now = clock().getTime();
    const soon = await createOffer(db, {
      accountId: seller.id,
      categoryId: usCategory.id,
      title: 'Garden chairs',
      expiredAt: new Date(now + 2 * DAY),
    });
    await createOffer(db, {
      accountId: seller.id,
      categoryId: usCategory.id,
      expiredAt: new Date(now + 10 * DAY),
    });
    await createOffer(db, {
      accountId: seller.id,
      categoryId: usCategory.id,
      status: 'draft',
      expiredAt: new Date(now + DAY),
    });
    await createOffer(db, {
      region: 'pl',
      accountId: polishSeller.id,
      categoryId: plCategory.id,
      title: 'Krzesła ogrodowe',
      expiredAt: new Date(now + 3 * DAY - 1000),
    });

    expect(await t.runJob('notify-expiring-offers')).toBe(2);
    expect(await t.runJob('notify-expiring-offers')).toBe(0);

    const notices = await createNotificationsRepository(db).listFor(seller.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'expiringoffer', readAt: null, region: 'us' });
    expect(notices[0]!.data).toMatchObject({ offerId: soon.id, offerTitle: 'Garden chairs' });

    const [usMail] = await inbox(seller);
    expect(usMail!.subject).toBe('Your offer "Garden chairs" expires soon');
    expect(usMail!.text).toContain(`/offer/${soon.id}`);
    const [plMail] = await inbox(polishSeller);
    expect(plMail!.subject).toBe('Twoje ogłoszenie „Krzesła ogrodowe” wkrótce wygaśnie');
  });

  it('notifies again after the offer was extended to a new expiry date', async () => {
    const db = t.database.db;
    const category = await createCategory(db, { name: 'Extended' });
    const offer = await createOffer(db, {
      accountId: seller.id,
      categoryId: category.id,
      expiredAt: new Date(clock().getTime() + DAY),
    });
    expect(await t.runJob('notify-expiring-offers')).toBe(1);
    await db
      .update(offers)
      .set({ expiredAt: new Date(clock().getTime() + 31 * DAY) })
      .where(eq(offers.id, offer.id));
    clock.advance(28 * DAY + 1000);
    expect(await t.runJob('notify-expiring-offers')).toBe(1);
  });
});
