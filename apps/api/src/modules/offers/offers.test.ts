import { LIMITS, MESSAGES } from '@marketplace/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { createCategory, createCategoryField } from '../../test/factories.ts';
import { uploadImage } from '../../test/uploads.ts';

const ADDRESS = {
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  post_code: '73301',
  geo_coordinate: { lat: 30.27, lon: -97.74 },
};

const uploadPhoto = (t: TestApp, user: TestUser, body: Buffer, filename?: string) =>
  uploadImage(t.as(user), body, filename);

const testJpeg = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();

describe('offers', () => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let phones: number;
  let services: number;
  let jobs: number;
  let flats: number;
  let polishCategory: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const electronics = await createCategory(db, { name: 'Electronics' });
    phones = (await createCategory(db, { name: 'Phones', parentId: electronics.id })).id;
    await createCategoryField(db, {
      categoryId: electronics.id,
      name: 'condition',
      required: true,
      enumValues: ['New', 'Used'],
    });
    await createCategoryField(db, { categoryId: phones, name: 'storage', type: 'integer' });
    services = (await createCategory(db, { name: 'Cleaning', offerType: 'service' })).id;
    jobs = (await createCategory(db, { name: 'IT jobs', offerType: 'job_offer' })).id;
    flats = (await createCategory(db, { name: 'Flats', offerType: 'real_estate' })).id;
    polishCategory = (await createCategory(db, { region: 'pl', name: 'Telefony' })).id;
    [seller, buyer] = [await registerUser(t, 'us'), await registerUser(t, 'us')];
  });
  afterAll(() => t.close());

  const product = (overrides: object = {}) => ({
    type: 'product',
    status: 'published',
    category: phones,
    title: 'iPhone 13, 128 GB',
    description: 'Barely used, with box.',
    attributes: { condition: 'Used', storage: 128 },
    price: { amount: 45000 },
    quantity: 2,
    delivery: { method: 'courier', price: { amount: 1500 } },
    address: ADDRESS,
    ...overrides,
  });

  it('answers the custom form fields of a category with those it inherits', async () => {
    const response = await t.as(null).get(`/api/category/${phones}/custom-form-fields`);
    expect(response.json().properties).toEqual([
      {
        name: 'condition',
        title: 'condition',
        type: 'string',
        required: true,
        enum: ['New', 'Used'],
        default: null,
        unit: null,
      },
      { name: 'storage', title: 'storage', type: 'integer', required: false, default: null, unit: null },
    ]);
    expect((await t.as(null).get(`/api/category/${polishCategory}/custom-form-fields`)).statusCode).toBe(404);
  });

  it('publishes a complete product with the type set by its category', async () => {
    const response = await t.as(seller).post('/api/offers', product({ type: undefined }));
    expect(response.statusCode).toBe(201);
    const offer = response.json();
    expect(offer).toMatchObject({
      type: 'product',
      status: 'published',
      price: { amount: 45000, currency: 'USD' },
      delivery: { method: 'courier', price: { amount: 1500 } },
      category: { id: phones, path: [{ name: 'Electronics' }, { name: 'Phones' }] },
      address: { city: 'Austin', geoCoordinate: { lat: 30.27, lon: -97.74 } },
      buyable: false,
    });
    const days = (Date.parse(offer.expiredAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const seen = (await t.as(buyer).get(`/api/offers/${offer.id}`)).json();
    expect(seen.buyable).toBe(true);
    expect(seen.account).toMatchObject({ id: seller.id, email: null });
  });

  it('saves an incomplete draft, then refuses to publish it with field errors', async () => {
    const draft = await t.as(seller).post('/api/offers', {
      type: 'product',
      status: 'draft',
      category: phones,
      title: 'Half done',
    });
    expect(draft.statusCode).toBe(201);
    const { id } = draft.json();
    const refused = await t.as(seller).post(`/api/offers/${id}/publish`);
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body.message).toBe('not ready for publishing');
    expect(body.errors.children).toMatchObject({
      description: { errors: ['This field is required.'] },
      attributes: { children: { condition: { errors: ['This field is required.'] } } },
      price: { children: { amount: { errors: ['This field is required.'] } } },
      delivery: { children: { method: { errors: ['This field is required.'] } } },
      quantity: { errors: ['This field is required.'] },
      address: { children: { street: { errors: ['This field is required.'] } } },
    });
    expect((await t.as(seller).get(`/api/offers/${id}`)).json().status).toBe('draft');
  });

  it.each([
    [
      'a courier delivery price',
      { delivery: { method: 'courier' } },
      'delivery.price.amount',
      'This field is required.',
    ],
    ['a quantity above 0', { quantity: 0 }, 'quantity', 'The quantity must be more than 0.'],
    [
      'an allowed enum value',
      { attributes: { condition: 'Broken' } },
      'attributes.condition',
      'This value is not valid.',
    ],
    [
      'an address that can be found',
      { address: { ...ADDRESS, city: 'Nowhere Gulch', post_code: '00000', geo_coordinate: null } },
      'address.geoCoordinate',
      'Could not find the specified address. Make sure it is valid and try again.',
    ],
  ])('refuses a published product without %s', async (_name, change, path, message) => {
    const response = await t.as(seller).post('/api/offers', product(change));
    expect(response.statusCode).toBe(400);
    let node = response.json().errors;
    for (const segment of path.split('.')) node = node.children[segment];
    expect(node.errors).toEqual([message]);
  });

  it('looks up the coordinates of an address sent without them', async () => {
    const response = await t
      .as(seller)
      .post('/api/offers', product({ address: { ...ADDRESS, geo_coordinate: undefined } }));
    expect(response.statusCode).toBe(201);
    const { lat, lon } = response.json().address.geoCoordinate;
    expect(lat).toBeCloseTo(30.27, 0);
    expect(lon).toBeCloseTo(-97.74, 0);
  });

  it('refuses wrong types and too long texts on drafts too', async () => {
    const response = await t.as(seller).post('/api/offers', {
      status: 'draft',
      category: phones,
      title: 'x'.repeat(71),
      description: 'y'.repeat(10_001),
      price: { amount: 'abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.children).toMatchObject({
      title: { errors: ['This value is too long.'] },
      description: { errors: ['This value is too long.'] },
      price: { children: { amount: { errors: ['This value must be a number'] } } },
    });
    const noCategory = await t.as(seller).post('/api/offers', { status: 'archived' });
    expect(noCategory.json().errors.children).toMatchObject({
      category: { errors: ['This field is required.'] },
      status: { errors: [expect.any(String)] },
    });
  });

  it('refuses a price past the maximum, and a price times pieces past the maximum worth (decision 069)', async () => {
    const overPrice = await t.as(seller).post('/api/offers', product({ price: { amount: 3e13 } }));
    expect(overPrice.statusCode).toBe(400);
    expect(overPrice.json().errors.children).toEqual({
      price: { children: { amount: { errors: ['The amount must not exceed 1,000,000,000.'] } } },
    });
    const overWorth = await t
      .as(seller)
      .post('/api/offers', product({ price: { amount: 3_000_000_000 }, quantity: 1_000 }));
    expect(overWorth.json().errors.children).toEqual({
      quantity: { errors: ['The price times the quantity must not exceed 1,000,000,000.'] },
    });
    const atMost = await t
      .as(seller)
      .post('/api/offers', product({ price: { amount: 100_000_000 }, quantity: 1_000 }));
    expect(atMost.statusCode).toBe(201);
  });

  it('refuses more custom fields than LIMITS allows, and too long ones, on drafts and edits', async () => {
    const attributes = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`field${i}`, 'x']));
    const tooMany = await t.as(seller).post('/api/offers', {
      status: 'draft',
      category: phones,
      attributes: attributes(LIMITS.offerAttributesMax + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.children).toEqual({
      attributes: { errors: [MESSAGES.tooManyAttributes] },
    });

    const created = await t.as(seller).post('/api/offers', {
      status: 'draft',
      category: phones,
      attributes: attributes(LIMITS.offerAttributesMax),
    });
    expect(created.statusCode).toBe(201);
    const edit = await t.as(seller).post(`/api/offers/${created.json().id}`, {
      status: 'draft',
      category: phones,
      attributes: { condition: 'x'.repeat(LIMITS.offerAttributeValueMax + 1) },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors.children.attributes.children.condition.errors).toEqual([MESSAGES.tooLong]);
  });

  it('clears pickup delivery price, keeps a hidden location out, and publishes without an address', async () => {
    const response = await t.as(seller).post(
      '/api/offers',
      product({
        delivery: { method: 'pickup', price: { amount: 999 } },
        hide_location: true,
        address: null,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().delivery).toEqual({ method: 'pickup', price: { amount: 0 } });
    const publicView = (await t.as(buyer).get(`/api/offers/${response.json().id}`)).json();
    expect(publicView.address).toBeNull();
  });

  it('publishes a service (period defaults to hourly; range needs an upper price)', async () => {
    const base = {
      status: 'published',
      category: services,
      title: 'Flat cleaning',
      description: 'Fast and thorough.',
      address: ADDRESS,
    };
    const fixed = await t.as(seller).post('/api/offers', { ...base, service: { price_from: 3000 } });
    expect(fixed.statusCode).toBe(201);
    expect(fixed.json()).toMatchObject({
      type: 'service',
      priceFrom: 3000,
      priceTo: null,
      period: 'hourly',
      priceVariant: 'fixed',
      delivery: null,
    });
    const range = await t.as(seller).post('/api/offers', {
      ...base,
      price_variant: 'range',
      price_from: 3000,
    });
    expect(range.json().errors.children.priceTo.errors).toEqual(['This field is required.']);
  });

  it('publishes a job with or without the salary shown', async () => {
    const base = {
      status: 'published',
      category: jobs,
      title: 'Backend developer',
      description: 'TypeScript, PostgreSQL.',
      address: ADDRESS,
    };
    const missing = await t.as(seller).post('/api/offers', base);
    expect(missing.json().errors.children.showSalary.errors).toEqual(['This field is required.']);
    const noPeriod = await t.as(seller).post('/api/offers', {
      ...base,
      show_salary: true,
      salary_from: 500000,
    });
    expect(noPeriod.json().errors.children.period.errors).toEqual(['This field is required.']);
    const hidden = await t.as(seller).post('/api/offers', {
      ...base,
      show_salary: false,
      salary_from: 500000,
      period: 'monthly',
    });
    expect(hidden.statusCode).toBe(201);
    expect((await t.as(buyer).get(`/api/offers/${hidden.json().id}`)).json()).toMatchObject({
      showSalary: false,
      salaryFrom: null,
    });
    const shown = await t.as(seller).post('/api/offers', {
      ...base,
      show_salary: true,
      price_variant: 'range',
      period: 'monthly',
      job: { salary_from: 500000, salary_to: 700000 },
    });
    expect(shown.json()).toMatchObject({ salaryFrom: 500000, salaryTo: 700000, period: 'monthly' });
  });

  it('publishes real estate with price and quantity but no delivery', async () => {
    const response = await t.as(seller).post('/api/offers', {
      status: 'published',
      category: flats,
      title: '2-room flat',
      description: 'Sunny.',
      price: { amount: 25000000 },
      quantity: 1,
      delivery: { method: 'courier', price: { amount: 100 } },
      address: ADDRESS,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'real_estate',
      delivery: null,
      quantity: 1,
      buyable: false,
    });
  });

  it('enforces draft -> published -> closed, owner only', async () => {
    const { id } = (await t.as(seller).post('/api/offers', product())).json();
    expect((await t.as(buyer).post(`/api/offers/${id}/close`)).statusCode).toBe(404);
    expect((await t.as(buyer).post(`/api/offers/${id}`, product({ title: 'Hijacked' }))).statusCode).toBe(
      404,
    );
    expect((await t.as(null).post(`/api/offers/${id}/close`)).statusCode).toBe(401);

    const closed = await t.as(seller).post(`/api/offers/${id}/close`);
    expect(closed.json()).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    expect((await t.as(buyer).get(`/api/offers/${id}`)).statusCode).toBe(404);
    expect((await t.as(seller).get(`/api/offers/${id}`)).statusCode).toBe(200);
    const edit = await t.as(seller).post(`/api/offers/${id}`, product({ title: 'Again' }));
    expect(edit.statusCode).toBe(412);
    expect((await t.as(seller).post(`/api/offers/${id}/publish`)).statusCode).toBe(412);

    const draft = (await t.as(seller).post('/api/offers', product({ status: 'draft' }))).json();
    expect((await t.as(seller).post(`/api/offers/${draft.id}/close`)).statusCode).toBe(412);
    expect((await t.as(buyer).get(`/api/offers/${draft.id}`)).statusCode).toBe(404);
    expect((await t.as(buyer).get(`/api/search/offers/${draft.id}`)).statusCode).toBe(404);
    expect((await t.as(seller).post(`/api/offers/${draft.id}/publish`)).json().status).toBe('published');
  });

  it('keeps an edited published offer published and checks it again', async () => {
    const { id } = (await t.as(seller).post('/api/offers', product())).json();
    const asDraft = await t
      .as(seller)
      .post(`/api/offers/${id}`, product({ status: 'draft', title: 'New title' }));
    expect(asDraft.json()).toMatchObject({ status: 'published', title: 'New title' });
    const incomplete = await t.as(seller).post(`/api/offers/${id}`, product({ description: '' }));
    expect(incomplete.json().message).toBe('not ready for publishing');
    const otherType = await t.as(seller).post(`/api/offers/${id}`, product({ category: services }));
    expect(otherType.json().errors.children.category.errors).toEqual(['This value is not valid.']);
  });

  it('uploads photos (sniffed, re-encoded), attaches at most 5 and only own ones', async () => {
    const upload = (user: TestUser, body: Buffer) => uploadPhoto(t, user, body);
    const jpeg = await testJpeg();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await upload(seller, jpeg);
      expect(response.statusCode).toBe(201);
      ids.push(response.json().fileId);
    }
    const big = await t.anonymous.get((await upload(seller, jpeg)).json().big, { region: null });
    expect(await sharp(big.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 800,
    });
    const notImage = await upload(seller, Buffer.from('MZ fake exe'));
    expect(notImage.json().errors.children.file.errors).toEqual(['Upload a JPEG, PNG or WebP image.']);

    const tooMany = await t
      .as(seller)
      .post('/api/offers', product({ images: ids.map((fileId) => ({ file_id: fileId })) }));
    expect(tooMany.json().errors.children.images.errors).toEqual(['Too many files selected.']);
    const created = await t
      .as(seller)
      .post('/api/offers', product({ images: ids.slice(0, 3).map((fileId) => ({ file_id: fileId })) }));
    expect(created.json().images.map((image: { id: string }) => image.id)).toEqual(ids.slice(0, 3));

    const stolen = await t.as(buyer).post('/api/offers', product({ images: [{ file_id: ids[4] }] }));
    expect(stolen.json().errors.children.images.children[0].children.fileId.errors).toEqual([
      'This value is not valid.',
    ]);
    const reused = await t.as(seller).post('/api/offers', product({ images: [{ file_id: ids[0] }] }));
    expect(reused.statusCode).toBe(400);

    expect((await t.as(buyer).delete(`/api/files/images/${ids[5]}`)).statusCode).toBe(404);
    expect((await t.as(seller).delete(`/api/files/images/${ids[0]}`)).statusCode).toBe(204);
    expect((await t.as(seller).get(`/api/offers/${created.json().id}`)).json().images).toHaveLength(2);
  });

  it('strips every metadata block (GPS included) from photos, turns them upright, refuses renamed text and cut-off images', async () => {
    // A phone photo: stored sideways with EXIF orientation 6 (rotate 90°), camera GPS and a comment.
    const sideways = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Copyright: 'home-address' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '52/1 13/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '21/1 0/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const response = await uploadPhoto(t, seller, sideways);
    expect(response.statusCode).toBe(201);
    for (const rendition of ['small', 'medium', 'big'] as const) {
      const image = await t.anonymous.get(response.json()[rendition], { region: null });
      expect(image.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      const metadata = await sharp(image.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp' });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.height!).toBeGreaterThan(metadata.width!);
    }

    const renamedText = await uploadPhoto(t, seller, Buffer.from('just some notes\n'), 'holiday.jpg');
    expect(renamedText.statusCode).toBe(400);
    expect(renamedText.json().errors.children.file.errors).toEqual(['Upload a JPEG, PNG or WebP image.']);

    const jpeg = await testJpeg();
    const cutOff = await uploadPhoto(t, seller, jpeg.subarray(0, jpeg.length / 2));
    expect(cutOff.statusCode).toBe(400);
    expect(cutOff.json().errors.children.file.errors).toEqual(['Upload a JPEG, PNG or WebP image.']);
  });

  it('lists own offers by status, paged', async () => {
    const me = await registerUser(t, 'us');
    for (let i = 0; i < 3; i++) await t.as(me).post('/api/offers', product({ title: `Mine ${i}` }));
    await t.as(me).post('/api/offers', product({ status: 'draft' }));
    const published = (await t.as(me).get('/api/offers/mine')).json();
    expect(published.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 3 });
    expect(published.items.every((item: { status: string }) => item.status === 'published')).toBe(true);
    expect((await t.as(me).get('/api/offers/mine?status=draft')).json().pagination.totalItems).toBe(1);
    expect((await t.as(me).get('/api/offers/mine?status=closed&page=1')).json()).toEqual({
      items: [],
      pagination: { currentPage: 1, totalPages: 1, totalItems: 0 },
    });
    expect((await t.as(me).get('/api/offers/mine?status=sold')).statusCode).toBe(400);
  });

  it('counts visits of published offers only', async () => {
    const { id } = (await t.as(seller).post('/api/offers', product())).json();
    const draft = (await t.as(seller).post('/api/offers', product({ status: 'draft' }))).json();
    const payload = {
      data: [
        { offer_id: id, visits: 1 },
        { offer_id: id, visits: 1 },
        { offer_id: draft.id, visits: 1 },
      ],
    };
    expect((await t.as(null).post('/api/stats/store-offers-visits', payload)).statusCode).toBe(200);
    // Counted visits reach the offer with the next flush (decision 093).
    await t.app.flushVisits();
    expect((await t.as(seller).get(`/api/offers/${id}`)).json().visits).toBe(1);
    expect((await t.as(seller).get(`/api/offers/${draft.id}`)).json().visits).toBe(0);
  });

  it('keeps the editions apart', async () => {
    const { id } = (await t.as(seller).post('/api/offers', product())).json();
    expect((await t.anonymous.get(`/api/offers/${id}`, { region: 'pl' })).statusCode).toBe(404);
    expect(
      (await t.as(seller).post('/api/offers', product({ category: polishCategory }))).json().errors.children
        .category.errors,
    ).toEqual(['This field is required.']);
  });

  it("lists a seller's published offers sorted by price or date", async () => {
    const shop = await registerUser(t, 'us');
    for (const amount of [3000, 1000, 2000])
      await t.as(shop).post('/api/offers', product({ price: { amount }, title: `Item ${amount}` }));
    await t.as(shop).post('/api/offers', product({ status: 'draft' }));
    const list = (sort?: object) =>
      t.anonymous.post(`/api/search/users/${shop.id}/offers?page=1`, sort ? { sort } : {});
    const prices = async (sort?: object) =>
      (await list(sort)).json().items.map((item: { price: { amount: number } }) => item.price.amount);
    expect(await prices({ field: 'price', order: 'asc' })).toEqual([1000, 2000, 3000]);
    expect(await prices({ field: 'price', order: 'desc' })).toEqual([3000, 2000, 1000]);
    expect(await prices({ field: 'date', order: 'asc' })).toEqual([3000, 1000, 2000]);
    expect((await list()).json().pagination.totalItems).toBe(3);
    expect((await list({ field: 'views' })).statusCode).toBe(400);
  });

  it('closes offers whose validity ended (the expiry job)', async () => {
    const clock = createTestClock();
    const jobApp = await buildTestApp({ clock });
    try {
      const owner = await registerUser(jobApp, 'us');
      const category = await createCategory(jobApp.database.db, { name: 'Jobs test' });
      const offer = (
        await jobApp.as(owner).post('/api/offers', product({ category: category.id, attributes: {} }))
      ).json();
      expect(offer.status).toBe('published');
      expect(await jobApp.runJob('close-expired-offers')).toBe(0);
      clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
      expect(await jobApp.runJob('close-expired-offers')).toBe(1);
      const closed = (await jobApp.as(owner).get(`/api/offers/${offer.id}`)).json();
      expect(closed).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    } finally {
      await jobApp.close();
    }
  });

  it('deletes photos no offer uses a day after their upload (the cleanup job)', async () => {
    const clock = createTestClock();
    const jobApp = await buildTestApp({ clock });
    try {
      const owner = await registerUser(jobApp, 'us');
      const category = await createCategory(jobApp.database.db, { name: 'Cleanup test' });
      const jpeg = await testJpeg();
      const [kept, dropped, neverUsed] = await Promise.all(
        [1, 2, 3].map(async () => (await uploadPhoto(jobApp, owner, jpeg)).json()),
      );
      const images = (...photos: { fileId: string }[]) => photos.map((photo) => ({ file_id: photo.fileId }));
      const payload = product({ category: category.id, attributes: {}, images: images(kept, dropped) });
      const offer = (await jobApp.as(owner).post('/api/offers', payload)).json();
      // An edit takes one photo off the offer: it is no longer used either.
      await jobApp.as(owner).post(`/api/offers/${offer.id}`, { ...payload, images: images(kept) });

      expect(await jobApp.runJob('delete-unattached-uploads')).toBe(0);
      clock.advance(24 * 60 * 60 * 1000 + 1000);
      expect(await jobApp.runJob('delete-unattached-uploads')).toBe(2);
      // The stored renditions go once the rows' deletion commits (decision 075).
      await jobApp.drainEvents();
      const served = async (photo: { small: string }) =>
        (await jobApp.anonymous.get(photo.small, { region: null })).statusCode;
      expect(await served(kept)).toBe(200);
      expect(await served(dropped)).toBe(404);
      expect(await served(neverUsed)).toBe(404);
    } finally {
      await jobApp.close();
    }
  });
});
