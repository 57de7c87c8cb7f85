import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../db/schema/index.ts';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import {
  buildTestApp,
  createTestClock,
  createTestDatabase,
  secondConnection,
  type TestApp,
} from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';
import { outboxOf, refuseMailTo } from '../../test/outbox.ts';
import type { Executor } from '../../db/client.ts';
import { retryDelayMs } from '../events/events.relay.ts';
import { createEventsRepository } from '../events/events.repository.ts';
import { MESSAGE_TOPIC } from '../outbox/messenger.ts';
import { createOutboxRepository } from '../outbox/outbox.repository.ts';
import { REALTIME_TOPIC } from '../realtime/realtime.hub.ts';
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

  const inbox = (user: TestUser) => outboxOf(t, user.email);

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

const EXPIRING_SUBJECT = /expires soon/;

/** A seller with an offer ending within the notice window (2 days from `now`). */
async function expiringOfferOf(db: Executor, now: Date) {
  const seller = await createAccount(db);
  const category = await createCategory(db);
  const offer = await createOffer(db, {
    accountId: seller.id,
    categoryId: category.id,
    expiredAt: new Date(now.getTime() + 2 * DAY),
  });
  return { seller, offer };
}

describe('expiring-offer e-mails: none lost, none twice (issue 23, defect 5)', () => {
  const expiringMails = async (t: TestApp, email: string) =>
    (await outboxOf(t, email)).filter((mail) => EXPIRING_SUBJECT.test(mail.subject));

  it('sends the others when one e-mail fails, and the failed one on a later attempt, each once', async () => {
    const clock = createTestClock();
    const t = await buildTestApp({ clock });
    try {
      const refused = await expiringOfferOf(t.database.db, clock());
      const delivered = await expiringOfferOf(t.database.db, clock());
      const mailbox = await refuseMailTo(t.database, refused.seller.email);

      expect(await t.runJob('notify-expiring-offers')).toBe(2);
      expect(await expiringMails(t, delivered.seller.email)).toHaveLength(1);
      expect(await expiringMails(t, refused.seller.email)).toHaveLength(0);
      // The notification is stored anyway: the e-mail waits for its retry, not for another run.
      expect(await createNotificationsRepository(t.database.db).listFor(refused.seller.id)).toHaveLength(1);

      await mailbox.restore();
      clock.advance(retryDelayMs(1));
      expect(await expiringMails(t, refused.seller.email)).toHaveLength(1);
      expect(await t.runJob('notify-expiring-offers')).toBe(0);
      clock.advance(retryDelayMs(2));
      expect(await expiringMails(t, refused.seller.email)).toHaveLength(1);
      expect(await expiringMails(t, delivered.seller.email)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('a process dying right after the job commits: the next process sends each e-mail once', async () => {
    const clock = createTestClock();
    const database = await createTestDatabase();
    const first = await buildTestApp({ clock, database: await secondConnection(database) });
    const sellers = [
      (await expiringOfferOf(database.db, clock())).seller,
      (await expiringOfferOf(database.db, clock())).seller,
    ];
    // The relay stops: the job commits, then the process dies before anything follows.
    await first.app.events.stop();
    expect(await first.runJob('notify-expiring-offers')).toBe(2);
    const outbox = createOutboxRepository(database.db);
    for (const seller of sellers) expect(await outbox.list(seller.email)).toEqual([]);
    const events = createEventsRepository(database.db);
    expect(await events.pending(MESSAGE_TOPIC)).toHaveLength(2);
    expect((await events.pending(REALTIME_TOPIC)).map((event) => event.payload)).toEqual(
      sellers.map((seller) => ({ accountIds: [seller.id], message: { type: 'notification' } })),
    );
    await first.close();

    const second = await buildTestApp({ clock, database });
    try {
      for (const seller of sellers) expect(await expiringMails(second, seller.email)).toHaveLength(1);
      expect(await events.pending()).toEqual([]);
      expect(await second.runJob('notify-expiring-offers')).toBe(0);
      for (const seller of sellers) expect(await expiringMails(second, seller.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('two runs at once notify and e-mail each seller once', async () => {
    const clock = createTestClock();
    const t = await buildTestApp({ clock });
    try {
      const { seller } = await expiringOfferOf(t.database.db, clock());
      const runs = await Promise.all([
        t.runJob('notify-expiring-offers'),
        t.runJob('notify-expiring-offers'),
      ]);
      expect(runs.map(Number).sort()).toEqual([0, 1]);
      expect(await expiringMails(t, seller.email)).toHaveLength(1);
      expect(await createNotificationsRepository(t.database.db).listFor(seller.id)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
