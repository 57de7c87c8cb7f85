import { MESSAGES } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files, holdWords, offers } from '../../db/schema/index.ts';
import { foldText } from '../../shared/text-match.ts';
import { createAdmin } from '../../test/admin.ts';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory } from '../../test/factories.ts';
import { outboxOf } from '../../test/outbox.ts';
import { uploadImage } from '../../test/uploads.ts';

/** A photo-like picture: coloured discs on a background, different for every seed. */
function pictureSvg(seed: number): Buffer {
  let state = seed;
  const next = () => (state = (state * 16807) % 2147483647) / 2147483647;
  const colour = () =>
    `rgb(${Math.floor(next() * 255)},${Math.floor(next() * 255)},${Math.floor(next() * 255)})`;
  let discs = '';
  for (let index = 0; index < 12; index += 1)
    discs += `<circle cx="${next() * 800}" cy="${next() * 600}" r="${40 + next() * 150}" fill="${colour()}"/>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${colour()}"/>${discs}</svg>`,
  );
}
const photo = (seed: number) => sharp(pictureSvg(seed)).jpeg({ quality: 90 }).toBuffer();

/** Safe to trade (decision 135): photos of others and hold words hold an offer for review. */
describe('offers held for review', () => {
  let t: TestApp;
  let admin: Caller;
  let otherAdmin: Caller;
  let polishAdmin: Caller;
  let categoryId: number;
  let original: TestUser;
  let thief: TestUser;
  let seed = 1000;

  beforeAll(async () => {
    t = await buildTestApp({ env: { EVENT_RELAY: 'false' } });
    admin = await createAdmin(t.database.db, 'us');
    otherAdmin = await createAdmin(t.database.db, 'us');
    polishAdmin = await createAdmin(t.database.db, 'pl');
    categoryId = (await createCategory(t.database.db, { name: 'Bikes' })).id;
    [original, thief] = [await registerUser(t, 'us'), await registerUser(t, 'us')];
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const upload = async (user: TestUser, body: Buffer): Promise<string> => {
    const response = await uploadImage(t.as(user), body);
    expect(response.statusCode).toBe(201);
    return response.json().fileId;
  };
  const offerInput = (fileIds: string[], overrides: object = {}) => ({
    type: 'product',
    status: 'published',
    category: categoryId,
    title: 'Road bike, carbon frame',
    description: 'Ridden twice, like new.',
    attributes: {},
    price: { amount: 90000 },
    quantity: 1,
    delivery: { method: 'pickup' },
    address: {
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      post_code: '73301',
      geo_coordinate: { lat: 30.27, lon: -97.74 },
    },
    images: fileIds.map((fileId) => ({ file_id: fileId })),
    ...overrides,
  });
  const publishWith = async (user: TestUser, body: Buffer, overrides: object = {}) =>
    t.as(user).post('/api/offers', offerInput([await upload(user, body)], overrides));
  const searchIds = async () =>
    ((await t.anonymous.post('/api/search/offers', {})).json().items as { id: number }[]).map(
      (item) => item.id,
    );
  /** An offer of `thief` held for its photo of an offer of `original`. */
  const heldOffer = async (title = 'Road bike, carbon frame') => {
    const picture = await photo((seed += 1));
    expect((await publishWith(original, picture)).statusCode).toBe(201);
    const held = await publishWith(thief, picture, { title });
    expect(held.json()).toMatchObject({ status: 'draft', review: { state: 'held' } });
    return held.json().id as number;
  };

  it('stores a perceptual hash of every uploaded offer photo, with its seven bands; a flat picture never matches', async () => {
    const fileId = await upload(original, await photo(1));
    const [row] = await db().select().from(files).where(eq(files.id, fileId));
    expect(typeof row!.phash).toBe('bigint');
    const bands = [
      row!.phashB0,
      row!.phashB1,
      row!.phashB2,
      row!.phashB3,
      row!.phashB4,
      row!.phashB5,
      row!.phashB6,
    ];
    for (const band of bands) {
      expect(band).toBeGreaterThanOrEqual(0);
      expect(band).toBeLessThan(1024);
    }
    // A plain colour's hash is the encoder's noise: stored, without bands, so it matches nothing.
    const plain = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const [flat] = await db()
      .select()
      .from(files)
      .where(eq(files.id, await upload(original, plain)));
    expect(typeof flat!.phash).toBe('bigint');
    expect(flat!.phashB0).toBeNull();
    expect((await publishWith(original, plain)).json().status).toBe('published');
    expect((await publishWith(thief, plain)).json()).toMatchObject({ status: 'published', review: null });
  });

  it('hashes photos stored before hashes existed (the hourly job), from their small rendition', async () => {
    const fileId = await upload(original, await photo(11));
    const [hashed] = await db().select().from(files).where(eq(files.id, fileId));
    const blank = { phash: null, phashB0: null, phashB1: null, phashB2: null, phashB3: null };
    await db()
      .update(files)
      .set({ ...blank, phashB4: null, phashB5: null, phashB6: null })
      .where(eq(files.id, fileId));
    expect(await t.runJob('hash-unhashed-photos')).toBeGreaterThanOrEqual(1);
    const [again] = await db().select().from(files).where(eq(files.id, fileId));
    expect(again).toMatchObject({ phash: hashed!.phash, phashB0: hashed!.phashB0, phashB6: hashed!.phashB6 });
  });

  it("holds an offer with another account's photo: a draft, out of search and the public page, the owner told why", async () => {
    const picture = await photo(2);
    const first = await publishWith(original, picture);
    expect(first.json()).toMatchObject({ status: 'published', review: null });
    const held = await publishWith(thief, picture);
    expect(held.statusCode).toBe(201);
    expect(held.json()).toMatchObject({
      status: 'draft',
      review: { state: 'held', reason: 'photo_matches_another_offer' },
    });
    const id = held.json().id;
    expect(await searchIds()).not.toContain(id);
    expect((await t.anonymous.get(`/api/offers/${id}`)).statusCode).toBe(404);
    const mine = (await t.as(thief).get('/api/offers/mine?status=draft')).json().items;
    expect(mine.find((item: { id: number }) => item.id === id).review).toEqual({
      state: 'held',
      reason: 'photo_matches_another_offer',
    });
    // Publishing it again holds it again; it never slips out as published.
    const again = await t.as(thief).post(`/api/offers/${id}/publish`);
    expect(again.json()).toMatchObject({ status: 'draft', review: { state: 'held' } });
  });

  it('holds a resized, re-encoded, lighter or darker copy, and publishes a different photo', async () => {
    const source = await photo(3);
    expect((await publishWith(original, source)).json().status).toBe('published');
    const copies = [
      await sharp(source).resize(500).jpeg({ quality: 60 }).toBuffer(),
      await sharp(source).png().toBuffer(),
      await sharp(source).modulate({ brightness: 1.1 }).jpeg().toBuffer(),
      await sharp(source).modulate({ brightness: 0.9 }).webp().toBuffer(),
      await sharp(source).linear(1, 12).jpeg().toBuffer(),
    ];
    for (const copy of copies) {
      const response = await publishWith(thief, copy, { title: 'Another bike entirely' });
      expect(response.json()).toMatchObject({ status: 'draft', review: { state: 'held' } });
    }
    const different = await publishWith(thief, await photo(4), { title: 'Another bike entirely' });
    expect(different.json()).toMatchObject({ status: 'published', review: null });
  });

  it('publishes one of two offers with the same new photo sent at once, and holds the other', async () => {
    const picture = await photo(12);
    const [originalsFile, thiefsFile] = [await upload(original, picture), await upload(thief, picture)];
    const answers = await Promise.all([
      t.as(original).post('/api/offers', offerInput([originalsFile])),
      t.as(thief).post('/api/offers', offerInput([thiefsFile], { title: 'A bike of my own' })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.json().status).sort()).toEqual(['draft', 'published']);
  });

  it('holds an offer published from a draft through the publish call too', async () => {
    const picture = await photo(5);
    await publishWith(original, picture);
    const draft = await publishWith(thief, picture, { status: 'draft' });
    expect(draft.json()).toMatchObject({ status: 'draft', review: null });
    const published = await t.as(thief).post(`/api/offers/${draft.json().id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'draft', review: { state: 'held' } });
  });

  it("refuses the seller's own near-duplicate (same photo, near-same title) with 422, changing nothing", async () => {
    const seller = await registerUser(t, 'us');
    const picture = await photo(6);
    expect((await publishWith(seller, picture, { title: 'Vintage Peugeot bicycle' })).statusCode).toBe(201);
    const countOf = async () =>
      (await db().select().from(offers).where(eq(offers.accountId, seller.id))).length;
    const before = await countOf();
    const duplicate = await publishWith(seller, await sharp(picture).resize(600).toBuffer(), {
      title: 'vintage  peugeot bicycle!',
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({ code: 422, message: MESSAGES.duplicateOwnOffer });
    expect(await countOf()).toBe(before);
    // A draft made first is refused on publishing too, and stays a draft.
    const draft = await publishWith(seller, picture, { title: 'Vintage Peugeot bicycles', status: 'draft' });
    const refused = await t.as(seller).post(`/api/offers/${draft.json().id}/publish`);
    expect(refused.statusCode).toBe(422);
    const [row] = await db().select().from(offers).where(eq(offers.id, draft.json().id));
    expect(row).toMatchObject({ status: 'draft', reviewState: null });
    // The same photo with another title is another offer (a second colour of the same thing).
    const other = await publishWith(seller, picture, { title: 'Spare wheels and a pump' });
    expect(other.json()).toMatchObject({ status: 'published' });
  });

  it('holds an offer naming a hold word of its edition, whole words, any case and accents', async () => {
    const missing = await t.as(admin).post('/api/admin/hold-words', { phrase: '  ' });
    expect(missing.statusCode).toBe(400);
    const tooLong = await t.as(admin).post('/api/admin/hold-words', { phrase: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    const added = await t.as(admin).post('/api/admin/hold-words', { phrase: 'Wise transfer' });
    expect(added.statusCode).toBe(201);
    expect((await t.as(admin).post('/api/admin/hold-words', { phrase: 'wise  TRANSFER' })).json()).toEqual({
      code: 409,
      message: MESSAGES.holdWordExists,
    });
    await t.as(polishAdmin).post('/api/admin/hold-words', { phrase: 'przedpłata' });
    await t.as(admin).post('/api/admin/hold-words', { phrase: 'crème' });

    const seller = await registerUser(t, 'us');
    const named = await publishWith(seller, await photo(7), {
      description: 'Payment by WISE transfer only, please.',
    });
    expect(named.json()).toMatchObject({
      status: 'draft',
      review: { state: 'held', reason: 'hold_word', rule: 'Wise transfer' },
    });
    const accented = await publishWith(seller, await photo(8), { title: 'Bike with CREME paint' });
    expect(accented.json()).toMatchObject({ review: { reason: 'hold_word', rule: 'crème' } });
    // Part of a word, or another edition's word, holds nothing.
    const clean = await publishWith(seller, await photo(9), {
      title: 'Wisetransfer bike',
      description: 'Przedpłata not needed; cremes aside.',
    });
    expect(clean.json()).toMatchObject({ status: 'published', review: null });

    const list = (await t.as(admin).get('/api/admin/hold-words')).json();
    const phrases = list.map((word: { phrase: string }) => word.phrase);
    expect(phrases).toEqual(expect.arrayContaining(['crème', 'Wise transfer']));
    expect(phrases.indexOf('crème')).toBeLessThan(phrases.indexOf('Wise transfer'));
    const removed = await t.as(admin).delete(`/api/admin/hold-words/${added.json().id}`);
    expect(removed.statusCode).toBe(200);
    expect((await t.as(admin).delete(`/api/admin/hold-words/${added.json().id}`)).statusCode).toBe(404);
    const after = await publishWith(seller, await photo(10), { description: 'Wise transfer welcome.' });
    expect(after.json().status).toBe('published');
    const entries = await db().select().from(auditLog).where(eq(auditLog.subjectType, 'hold-word'));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['hold-word.add', 'hold-word.remove']),
    );
  });

  it('starts each edition with default hold words that hold (the migration), none written by anyone', async () => {
    // The words an administrator added in the test above have an author; the defaults have none.
    const rows = (await db().select().from(holdWords)).filter((row) => row.createdByAccountId === null);
    for (const region of ['us', 'pl'] as const)
      expect(rows.filter((row) => row.region === region).length).toBeGreaterThan(20);
    for (const row of rows) expect(row.normalised, row.phrase).toBe(foldText(row.phrase));
    const seller = await registerUser(t, 'us');
    const named = await publishWith(seller, await photo(21), { description: 'MoneyGram only, I am abroad.' });
    expect(named.json()).toMatchObject({ review: { state: 'held', rule: 'MoneyGram' } });

    const polishCategory = (await createCategory(db(), { region: 'pl', name: 'Rowery' })).id;
    const polishSeller: Caller = { id: (await createAccount(db(), { region: 'pl' })).id, region: 'pl' };
    const publishPolish = async (pictureSeed: number, description: string) => {
      const uploaded = await uploadImage(t.as(polishSeller), await photo(pictureSeed));
      return t.as(polishSeller).post(
        '/api/offers',
        offerInput([uploaded.json().fileId], {
          category: polishCategory,
          title: 'Rower szosowy',
          description,
          address: {
            street: 'Długa 1',
            city: 'Kraków',
            state: 'małopolskie',
            post_code: '30-001',
            geo_coordinate: { lat: 50.06, lon: 19.94 },
          },
        }),
      );
    };
    const blik = await publishPolish(22, 'Zapłać KODEM blik, wyślę od razu.');
    expect(blik.json()).toMatchObject({ review: { state: 'held', rule: 'kodem BLIK' } });
    // Prepaid shipping is usual in honest Polish offers: not a default word.
    const prepaid = await publishPolish(23, 'Wysyłka po przedpłacie na konto.');
    expect(prepaid.json()).toMatchObject({ status: 'published', review: null });
  });

  it('lists held offers newest first with the two photos side by side', async () => {
    const older = await heldOffer('Older held offer');
    const newer = await heldOffer('Newer held offer');
    const response = await t.as(admin).get('/api/admin/offer-reviews');
    expect(response.statusCode).toBe(200);
    const ids = response.json().items.map((item: { offer: { id: number } }) => item.offer.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const entry = response.json().items.find((item: { offer: { id: number } }) => item.offer.id === newer);
    expect(entry).toMatchObject({
      offer: { id: newer, title: 'Newer held offer', status: 'draft' },
      owner: { id: thief.id, username: thief.username },
      reason: 'photo_matches_another_offer',
      match: {
        photo: expect.stringContaining('/medium.webp'),
        otherPhoto: expect.stringContaining('/medium.webp'),
        otherOffer: { owner: { id: original.id } },
      },
    });
    expect(response.json().pagination).toMatchObject({ currentPage: 1 });
    // Another edition's console does not see them.
    const polish = (await t.as(polishAdmin).get('/api/admin/offer-reviews')).json().items;
    expect(polish.map((item: { offer: { id: number } }) => item.offer.id)).not.toContain(newer);
    expect((await t.as(admin).get('/api/admin/offer-reviews?page=0')).statusCode).toBe(400);
  });

  it('approves: published as publishing would (in search), the owner told, audited', async () => {
    const id = await heldOffer('Held then approved');
    const response = await t.as(admin).post(`/api/admin/offer-reviews/${id}/approve`);
    expect(response.statusCode).toBe(200);
    const [row] = await db().select().from(offers).where(eq(offers.id, id));
    expect(row).toMatchObject({ status: 'published', reviewState: null });
    expect(row!.publishedAt).not.toBeNull();
    expect(await searchIds()).toContain(id);
    expect((await t.as(thief).get(`/api/offers/${id}`)).json()).toMatchObject({ review: null });
    const notifications = (await t.as(thief).get('/api/notifications')).json().items;
    expect(notifications[0].data).toMatchObject({ type: 'offerreviewed', offerId: id, outcome: 'approved' });
    const mail = (await outboxOf(t, thief.email)).find((item) => item.subject.includes('Held then approved'));
    expect(mail?.subject).toContain('is published');
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(entry).toMatchObject({ action: 'offer.review.approve', actorAccountId: admin.id });
    const twice = await t.as(admin).post(`/api/admin/offer-reviews/${id}/approve`);
    expect(twice.json()).toEqual({ code: 409, message: MESSAGES.offerNotHeld });
  });

  it('rejects with a reason the owner reads in my offers, a notification and an e-mail', async () => {
    const id = await heldOffer('Held then rejected');
    const missing = await t.as(admin).post(`/api/admin/offer-reviews/${id}/reject`, { reason: ' ' });
    expect(missing.statusCode).toBe(400);
    const response = await t
      .as(admin)
      .post(`/api/admin/offer-reviews/${id}/reject`, { reason: 'The photo belongs to another seller.' });
    expect(response.statusCode).toBe(200);
    const mine = (await t.as(thief).get('/api/offers/mine?status=draft')).json().items;
    expect(mine.find((item: { id: number }) => item.id === id).review).toEqual({
      state: 'rejected',
      reason: 'photo_matches_another_offer',
      rejectedReason: 'The photo belongs to another seller.',
    });
    expect(await searchIds()).not.toContain(id);
    const notifications = (await t.as(thief).get('/api/notifications')).json().items;
    expect(notifications[0].data).toMatchObject({
      type: 'offerreviewed',
      outcome: 'rejected',
      reason: 'The photo belongs to another seller.',
    });
    const mail = (await outboxOf(t, thief.email)).find((item) => item.subject.includes('Held then rejected'));
    expect(mail?.text).toContain('The photo belongs to another seller.');
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(entry).toMatchObject({
      action: 'offer.review.reject',
      reason: 'The photo belongs to another seller.',
    });
    expect((await t.as(admin).post(`/api/admin/offer-reviews/${id}/approve`)).statusCode).toBe(409);
  });

  it('settles an approval and a rejection sent at once: exactly one wins', async () => {
    const id = await heldOffer('Raced offer');
    const answers = await Promise.all([
      t.as(admin).post(`/api/admin/offer-reviews/${id}/approve`),
      t.as(otherAdmin).post(`/api/admin/offer-reviews/${id}/reject`, { reason: 'Stolen photo.' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [row] = await db().select().from(offers).where(eq(offers.id, id));
    const approved = answers[0]!.statusCode === 200;
    expect(row).toMatchObject(
      approved ? { status: 'published', reviewState: null } : { status: 'draft', reviewState: 'rejected' },
    );
    const entries = await db().select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(entries.filter((entry) => entry.action.startsWith('offer.review.'))).toHaveLength(1);
  });

  it('lets only administrators of the edition decide', async () => {
    const id = await heldOffer('Guarded offer');
    expect((await t.anonymous.get('/api/admin/offer-reviews')).statusCode).toBe(401);
    expect((await t.as(thief).get('/api/admin/offer-reviews')).statusCode).toBe(403);
    expect((await t.as(thief).post(`/api/admin/offer-reviews/${id}/approve`)).statusCode).toBe(403);
    expect((await t.as(thief).post('/api/admin/hold-words', { phrase: 'anything' })).statusCode).toBe(403);
    // Another edition's administrator finds no held offer of theirs by that id.
    expect((await t.as(polishAdmin).post(`/api/admin/offer-reviews/${id}/approve`)).statusCode).toBe(404);
    const [row] = await db().select().from(offers).where(eq(offers.id, id));
    expect(row).toMatchObject({ status: 'draft', reviewState: 'held' });
  });
});
