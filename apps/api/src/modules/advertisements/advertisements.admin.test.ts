import { MESSAGES } from '@marketplace/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/admin.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createCategory } from '../../test/factories.ts';
import { Multipart } from '../../test/uploads.ts';

describe('the console’s adverts (/api/admin/advertisements)', () => {
  let t: TestApp;
  let admin: Caller;
  let polishAdmin: Caller;
  let category: number;
  let polishCategory: number;
  let fileId: string;
  let url: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.database.db, 'us');
    polishAdmin = await createAdmin(t.database.db, 'pl');
    category = (await createCategory(t.database.db, { name: 'Bikes' })).id;
    polishCategory = (await createCategory(t.database.db, { region: 'pl', name: 'Rowery' })).id;
    const png = await sharp({ create: { width: 728, height: 90, channels: 3, background: '#ff8800' } })
      .png()
      .toBuffer();
    const upload = await t
      .as(admin)
      .post(
        '/api/admin/images',
        new Multipart([{ field: 'file', body: png, filename: 'banner.png', contentType: 'image/png' }]),
      );
    expect(upload.statusCode).toBe(201);
    ({ fileId, url } = upload.json());
  });
  afterAll(() => t.close());

  const api = () => t.as(admin);
  const children = (response: { json(): { errors?: { children?: object } } }) =>
    response.json().errors?.children;

  it('adds an advert with an uploaded image, link and target categories, shown publicly at once', async () => {
    const created = await api().post('/api/admin/advertisements', {
      area: 'web_top',
      image_file_id: fileId,
      alt: 'Spring sale on bikes',
      reference_url: 'https://shop.example/bikes',
      category_ids: [category],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ imageUrl: url, active: true, categoryIds: [category] });
    const shown = (await t.anonymous.get('/api/advertisements')).json().advertisements;
    expect(shown).toEqual([
      expect.objectContaining({
        id: created.json().id,
        area: 'web_top',
        imageUrl: url,
        alt: 'Spring sale on bikes',
      }),
    ]);
  });

  it('makes an advert inactive (kept for the console), audited', async () => {
    const { items } = (await api().get('/api/admin/advertisements')).json();
    const changed = await api().patch(`/api/admin/advertisements/${items[0].id}`, { active: false });
    expect(changed.json().active).toBe(false);
    expect((await t.anonymous.get('/api/advertisements')).json().advertisements).toEqual([]);
    expect((await api().get('/api/admin/advertisements')).json().items).toHaveLength(1);
    expect(
      (await api().get('/api/admin/audit-log?action=advertisement.update')).json().items[0],
    ).toMatchObject({
      before: { active: true },
      after: { active: false },
    });
  });

  it('refuses an unsafe link, an unknown area, another edition’s category and a missing image', async () => {
    const response = await api().post('/api/admin/advertisements', {
      area: 'sky',
      alt: 'x',
      reference_url: 'javascript:alert(1)',
    });
    expect(Object.keys(children(response) ?? {}).sort()).toEqual(['area', 'referenceUrl']);
    const foreign = await api().post('/api/admin/advertisements', {
      area: 'web_top',
      alt: 'x',
      image_file_id: fileId,
      category_ids: [polishCategory],
    });
    expect(children(foreign)).toEqual({
      categoryIds: { children: { 0: { errors: [MESSAGES.invalidValue] } } },
    });
    const noImage = await api().post('/api/admin/advertisements', { area: 'web_top', alt: 'x' });
    expect(children(noImage)).toEqual({ imageFileId: { errors: [MESSAGES.required] } });
    // The image of another edition's console is not this edition's.
    const other = await t
      .as(polishAdmin)
      .post('/api/admin/advertisements', { area: 'web_top', alt: 'x', image_file_id: fileId });
    expect(children(other)).toEqual({ imageFileId: { errors: [MESSAGES.invalidValue] } });
  });
});
