import {
  DATA_EXPORT_REQUEST_INTERVAL_MS,
  DATA_EXPORT_TTL_MS,
  MESSAGES,
  type Region,
} from '@marketplace/contract';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, chatMessages, dataExports, files, notifications } from '../../db/schema/index.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { sendMessage, startConversation } from '../../test/chat.ts';
import { createAccount, createCategory, createOffer, createOfferPhotos } from '../../test/factories.ts';
import { payInSandbox, placeOrder } from '../../test/orders.ts';
import { outboxOf } from '../../test/outbox.ts';
import { EXPORT_PAGE_SIZE } from './data-exports.archive.ts';
import { DATA_EXPORT_BUILD_TOPIC } from './data-exports.service.ts';

const MY = '/api/accounts/my/data-exports';
const PHOTO_BYTES = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake photo bytes of the owner');
const AVATAR_BYTES = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake avatar bytes');

type Person = Caller & { email: string; username: string };

describe('download my data (decision 077)', () => {
  let t: TestApp;
  const clock = createTestClock();
  const categoryIds = {} as Record<Region, number>;

  let people = 0;
  async function person(region: Region, role: string): Promise<Person> {
    const name = `${role}${++people}`;
    const account = await createAccount(t.database.db, {
      region,
      username: `${name}_${region}`,
      email: `${name}.${region}@private.example`,
      passwordHash: `scrypt$secret-hash-of-${name}`,
    });
    return { id: account.id, region, email: account.email, username: account.username };
  }

  /** A stored file under MEDIA_DIR, where local-disk storage keeps it. */
  function storeFile(key: string, bytes: Buffer) {
    const path = join(t.env.MEDIA_DIR, key);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, bytes);
  }

  /** An owner with an offer and its photo, an avatar, a purchase, a conversation, reviews, a favourite. */
  async function ownerWithHistory(region: Region) {
    const owner = await person(region, 'owner');
    const other = await person(region, 'other');
    const stranger = await person(region, 'stranger');
    const offer = await createOffer(t.database.db, {
      region,
      accountId: owner.id,
      categoryId: categoryIds[region],
      title: `Owner's vintage lamp ${region}`,
    });
    const [photo] = await createOfferPhotos(t.database.db, { ...offer, region }, [{}]);
    storeFile(`${photo!.storageKey}/big.webp`, PHOTO_BYTES);
    const [avatar] = await t.database.db
      .insert(files)
      .values({
        region,
        ownerAccountId: owner.id,
        kind: 'avatar',
        originalName: 'me.png',
        storageKey: `avatars/a-${owner.id}`,
      })
      .returning();
    storeFile(`avatars/a-${owner.id}/medium.webp`, AVATAR_BYTES);
    await t.database.db.update(accounts).set({ avatarFileId: avatar!.id }).where(eq(accounts.id, owner.id));

    // The owner buys the other's product.
    const product = await createOffer(t.database.db, {
      region,
      accountId: other.id,
      categoryId: categoryIds[region],
      title: `Other's bicycle ${region}`,
      quantity: 3,
    });
    const placed = (await placeOrder(t, owner, [{ product: product.id }])).json();
    expect((await payInSandbox(t, owner, placed.payment.gatewayData.clientSecret)).json()).toEqual({
      status: 'succeeded',
    });

    // A conversation: one message each way (the owner gets a new-message notification).
    const conversation = await startConversation(t, owner, other, product.id);
    expect((await sendMessage(t, owner, conversation.id, 'Sent by the owner')).statusCode).toBeLessThan(300);
    expect((await sendMessage(t, other, conversation.id, 'Received by the owner')).statusCode).toBeLessThan(
      300,
    );
    // A conversation the owner is not part of.
    const theirs = await startConversation(t, other, stranger);
    await sendMessage(t, other, theirs.id, 'Between two other people');
    await t.drainEvents();

    expect(
      (
        await t
          .as(owner)
          .post(`/api/reviews/account/${other.id}`, { rate: 5, comment: 'Review by the owner' })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await t
          .as(other)
          .post(`/api/reviews/account/${owner.id}`, { rate: 4, comment: 'Review of the owner' })
      ).statusCode,
    ).toBe(201);
    expect((await t.as(owner).post(`/api/favourites/${product.id}`)).statusCode).toBe(200);
    return { owner, other, stranger, offer, photo: photo!, orderId: placed.order.orderId as number };
  }

  async function requestAndBuild(owner: Caller) {
    const requested = await t.as(owner).post(MY);
    expect(requested.statusCode).toBe(201);
    await t.drainEvents();
    return requested.json<{ id: number }>().id;
  }

  const unzip = (body: Buffer) => unzipSync(new Uint8Array(body));
  const text = (entries: Record<string, Uint8Array>, name: string) => new TextDecoder().decode(entries[name]);

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    for (const region of ['us', 'pl'] as const)
      categoryIds[region] = (await createCategory(t.database.db, { region })).id;
  });
  afterAll(() => t.close());

  it('prepares an archive with the account, offers, orders, reviews, messages, favourites, notifications and photos', async () => {
    const { owner, other, stranger, offer, photo, orderId } = await ownerWithHistory('us');

    const requested = await t.as(owner).post(MY);
    expect(requested.statusCode).toBe(201);
    expect(requested.json()).toMatchObject({ status: 'preparing', readyAt: null, expiresAt: null });
    expect((await t.as(owner).get(MY)).json().items[0].status).toBe('preparing');

    await t.drainEvents();
    const listed = (await t.as(owner).get(MY)).json();
    expect(listed.items[0]).toMatchObject({ id: requested.json().id, status: 'ready' });
    expect(Date.parse(listed.items[0].expiresAt) - clock().getTime()).toBe(DATA_EXPORT_TTL_MS);
    expect(listed.nextRequestAt).not.toBeNull();

    const download = await t.as(owner).get(`${MY}/${requested.json().id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="marketplace-data-us-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const entries = unzip(download.rawPayload);
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'account.json',
        'offers.json',
        'orders.json',
        'payments.json',
        'reviews.json',
        'messages.json',
        'favourites.json',
        'notifications.json',
        'photos/avatar.webp',
        `photos/offers/${offer.id}/1-${photo.id}.webp`,
      ]),
    );
    const account = JSON.parse(text(entries, 'account.json'));
    expect(account).toMatchObject({ id: owner.id, username: owner.username, email: owner.email });
    const offers = JSON.parse(text(entries, 'offers.json'));
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ id: offer.id, title: offer.title });
    expect(offers[0].photos).toEqual([
      { originalName: photo.originalName, file: `photos/offers/${offer.id}/1-${photo.id}.webp` },
    ]);
    expect(Buffer.from(entries[`photos/offers/${offer.id}/1-${photo.id}.webp`]!)).toEqual(PHOTO_BYTES);
    expect(Buffer.from(entries['photos/avatar.webp']!)).toEqual(AVATAR_BYTES);

    const orders = JSON.parse(text(entries, 'orders.json'));
    expect(orders).toEqual([
      expect.objectContaining({
        id: orderId,
        role: 'buyer',
        buyer: owner.username,
        seller: other.username,
        status: 'paid',
      }),
    ]);
    const payments = JSON.parse(text(entries, 'payments.json'));
    expect(payments.payments[0]).toMatchObject({ cardBrand: 'visa', cardLast4: '4242', status: 'succeeded' });
    const reviews = JSON.parse(text(entries, 'reviews.json'));
    expect(reviews).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          direction: 'written',
          comment: 'Review by the owner',
          reviewed: other.username,
        }),
        expect.objectContaining({
          direction: 'received',
          comment: 'Review of the owner',
          reviewer: other.username,
        }),
      ]),
    );
    const messages = JSON.parse(text(entries, 'messages.json'));
    expect(messages).toHaveLength(1);
    expect(messages[0].with).toEqual([other.username]);
    expect(messages[0].messages).toEqual([
      expect.objectContaining({ body: 'Sent by the owner', sentByMe: true, author: owner.username }),
      expect.objectContaining({ body: 'Received by the owner', sentByMe: false, author: other.username }),
    ]);
    expect(JSON.parse(text(entries, 'favourites.json'))).toEqual([
      expect.objectContaining({ offerId: orders[0].products[0].offerId }),
    ]);
    expect(JSON.parse(text(entries, 'notifications.json'))).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'newchatmessage' })]),
    );

    // Nothing of anyone else's private data, and no secret of the owner's.
    const everything = Object.values(entries)
      .map((bytes) => new TextDecoder().decode(bytes))
      .join('\n');
    for (const secret of [
      other.email,
      stranger.email,
      'secret-hash-of',
      'Between two other people',
      'clientSecret',
      'idempotency',
    ])
      expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/pi_|pm_|seti_/);

    // The e-mail with the link to Account settings.
    const [mail] = await outboxOf(t, owner.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your data is ready to download' });
    expect(mail!.text).toContain('/profile/account-settings#your-data');
  });

  it('reads long histories a page at a time and misses nothing across the pages', async () => {
    const owner = await person('us', 'talkative');
    const other = await person('us', 'listener');
    const conversation = await startConversation(t, owner, other);
    const count = EXPORT_PAGE_SIZE * 2 + 50;
    await t.database.db.insert(chatMessages).values(
      Array.from({ length: count }, (_, index) => ({
        conversationId: conversation.id,
        authorId: index % 2 === 0 ? owner.id : other.id,
        body: `message ${index}`,
      })),
    );
    await t.database.db.insert(notifications).values(
      Array.from({ length: EXPORT_PAGE_SIZE + 1 }, () => ({
        region: 'us' as const,
        accountId: owner.id,
        kind: 'expiringoffer' as const,
      })),
    );
    const id = await requestAndBuild(owner);
    const entries = unzip((await t.as(owner).get(`${MY}/${id}/download`)).rawPayload);
    const [exported] = JSON.parse(text(entries, 'messages.json'));
    expect(exported.messages.map((message: { body: string }) => message.body)).toEqual(
      Array.from({ length: count }, (_, index) => `message ${index}`),
    );
    expect(JSON.parse(text(entries, 'notifications.json'))).toHaveLength(EXPORT_PAGE_SIZE + 1);
  });

  it('answers 401 signed out, and 404 to anyone but the owner', async () => {
    const { owner, other } = await ownerWithHistory('us');
    const id = await requestAndBuild(owner);
    for (const [method, url] of [
      ['GET', MY],
      ['POST', MY],
      ['GET', `${MY}/${id}/download`],
      ['POST', `${MY}/${id}/download-link`],
    ] as const) {
      expect((await t.anonymous.send(method, url)).statusCode).toBe(401);
    }
    expect((await t.as(other).get(`${MY}/${id}/download`)).statusCode).toBe(404);
    expect((await t.as(other).post(`${MY}/${id}/download-link`)).statusCode).toBe(404);
    expect((await t.as(other).get(MY)).json().items).toEqual([]);
    // Not from the other edition either, nor by its storage key through /media/.
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect((await t.anonymous.get(`/media/${row!.storageKey}`, { region: null })).statusCode).toBe(404);
    expect(existsSync(join(t.env.MEDIA_DIR, row!.storageKey))).toBe(true);
    expect((await t.as(other).get(`${MY}/abc/download`)).statusCode).toBe(400);
  });

  it('hands the owner a signed link that works for a few minutes, and none that is tampered with', async () => {
    const { owner } = await ownerWithHistory('us');
    const id = await requestAndBuild(owner);
    const link = await t.as(owner).post(`${MY}/${id}/download-link`);
    expect(link.statusCode).toBe(200);
    const { url } = link.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^/api/data-exports/${id}/download\\?expires=\\d+&signature=`));

    const downloaded = await t.anonymous.get(url, { region: 'us' });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment;/);
    expect(Object.keys(unzip(downloaded.rawPayload))).toContain('account.json');

    const tampered = url.replace(/signature=./, (match) =>
      match.endsWith('A') ? `${match.slice(0, -1)}B` : `${match.slice(0, -1)}A`,
    );
    expect((await t.anonymous.get(tampered, { region: 'us' })).statusCode).toBe(404);
    expect(
      (await t.anonymous.get(url.replace(/expires=\d+/, 'expires=99999999999'), { region: 'us' })).statusCode,
    ).toBe(404);
    expect((await t.anonymous.get(url, { region: 'pl' })).statusCode).toBe(404);
    // A link missing its parts is one that does not exist, as a wrong signature is.
    expect((await t.anonymous.get(`/api/data-exports/${id}/download`, { region: 'us' })).statusCode).toBe(
      404,
    );

    clock.advance(6 * 60 * 1000);
    const late = await t.anonymous.get(url, { region: 'us' });
    expect([late.statusCode, late.json().message]).toEqual([410, MESSAGES.dataExportExpired]);
  });

  it('allows one request a day: refused while one is prepared (409) and until a day after the last (429)', async () => {
    const { owner } = await ownerWithHistory('us');
    expect((await t.as(owner).post(MY)).statusCode).toBe(201);
    const again = await t.as(owner).post(MY);
    expect([again.statusCode, again.json().message]).toEqual([409, MESSAGES.dataExportInProgress]);
    await t.drainEvents();

    const tooSoon = await t.as(owner).post(MY);
    expect([tooSoon.statusCode, tooSoon.json().message]).toEqual([429, MESSAGES.dataExportTooSoon]);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect(await t.database.db.$count(dataExports, eq(dataExports.accountId, owner.id))).toBe(1);

    clock.advance(DATA_EXPORT_REQUEST_INTERVAL_MS);
    expect((await t.as(owner).post(MY)).statusCode).toBe(201);
    await t.drainEvents();
  });

  it('deletes the archive when it expires; its download is refused from then on', async () => {
    const { owner } = await ownerWithHistory('us');
    const id = await requestAndBuild(owner);
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, id));
    const link = (await t.as(owner).post(`${MY}/${id}/download-link`)).json<{ url: string }>();

    clock.advance(DATA_EXPORT_TTL_MS);
    const refused = await t.as(owner).get(`${MY}/${id}/download`);
    expect([refused.statusCode, refused.json().message]).toEqual([410, MESSAGES.dataExportExpired]);
    expect((await t.as(owner).get(MY)).json().items[0]).toMatchObject({ id, status: 'expired', size: null });

    await t.drainEvents();
    const [expired] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(expired!.status).toBe('expired');
    expect(existsSync(join(t.env.MEDIA_DIR, row!.storageKey))).toBe(false);
    expect((await t.anonymous.get(link.url, { region: 'us' })).statusCode).toBe(410);
    expect((await t.as(owner).post(`${MY}/${id}/download-link`)).statusCode).toBe(410);
  });

  it('deletes the file at its expiry even when the row went with its account', async () => {
    const owner = await person('us', 'leaving');
    const id = await requestAndBuild(owner);
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(existsSync(join(t.env.MEDIA_DIR, row!.storageKey))).toBe(true);
    await t.database.db.delete(dataExports).where(eq(dataExports.id, id));
    clock.advance(DATA_EXPORT_TTL_MS);
    await t.drainEvents();
    expect(existsSync(join(t.env.MEDIA_DIR, row!.storageKey))).toBe(false);
  });

  it('e-mails the Polish edition in Polish', async () => {
    const { owner } = await ownerWithHistory('pl');
    await requestAndBuild(owner);
    const [mail] = await outboxOf(t, owner.email);
    expect(mail!.subject).toBe('Twoje dane są gotowe do pobrania');
    expect(mail!.text).toContain('Zaloguj się i pobierz ją w ustawieniach konta do');
    expect(mail!.text).toContain('http://pl.localhost');
  });

  it('retries a build that failed midway, and a build handled twice stores one archive and sends one e-mail', async () => {
    const { owner, offer } = await ownerWithHistory('us');
    // The first attempt fails after the archive was stored: marking it ready is refused once.
    await t.database.db.execute(
      sql.raw(`
      create or replace function test_refuse_ready() returns trigger language plpgsql as $$
      begin
        if new.status = 'ready' and not exists (select 1 from pg_class where relname = 'test_ready_allowed') then
          raise exception 'crash before ready';
        end if;
        return new;
      end $$`),
    );
    await t.database.db.execute(sql`create trigger test_refuse_ready before update on data_exports
      for each row execute function test_refuse_ready()`);
    const requested = await t.as(owner).post(MY);
    const id = requested.json<{ id: number }>().id;
    await t.drainEvents();
    expect((await t.as(owner).get(MY)).json().items[0].status).toBe('preparing');

    await t.database.db.execute(sql`create table test_ready_allowed (x int)`);
    // The same build event again, as a second process taking over an expired lease would handle it.
    await t.database.db.execute(
      sql`insert into events (topic, payload) values (${DATA_EXPORT_BUILD_TOPIC}, ${JSON.stringify({ exportId: id })}::jsonb)`,
    );
    clock.advance(60 * 1000);
    await t.drainEvents();
    await t.database.db.execute(sql`drop trigger test_refuse_ready on data_exports`);

    expect((await t.as(owner).get(MY)).json().items[0].status).toBe('ready');
    expect(await outboxOf(t, owner.email)).toHaveLength(1);
    const download = await t.as(owner).get(`${MY}/${id}/download`);
    expect(JSON.parse(text(unzip(download.rawPayload), 'offers.json'))[0].title).toBe(offer.title);
  });
});
