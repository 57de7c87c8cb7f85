import { MESSAGES } from '@marketplace/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { createAdmin } from '../../test/admin.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createCategory, createOffer } from '../../test/factories.ts';
import { Multipart } from '../../test/uploads.ts';

const ADDRESS = {
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  post_code: '73301',
  geo_coordinate: { lat: 30.27, lon: -97.74 },
};

describe('the console’s catalog (/api/admin/categories)', () => {
  let t: TestApp;
  let admin: Caller;
  let polishAdmin: Caller;
  let seller: TestUser;
  let electronics: number;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.database.db, 'us');
    polishAdmin = await createAdmin(t.database.db, 'pl');
    electronics = (await createCategory(t.database.db, { name: 'Electronics' })).id;
    await createCategory(t.database.db, { region: 'pl', name: 'Elektronika' });
    seller = await registerUser(t, 'us');
  });
  afterAll(() => t.close());

  const api = () => t.as(admin);
  const audit = async (action: string) =>
    (await api().get(`/api/admin/audit-log?action=${action}`)).json().items;
  const fieldErrors = (response: {
    json(): { errors?: { children?: Record<string, { errors?: string[] }> } };
  }) =>
    Object.fromEntries(
      Object.entries(response.json().errors?.children ?? {}).map(([key, value]) => [key, value.errors]),
    );
  const product = (category: number, attributes: object = {}) => ({
    type: 'product',
    status: 'published',
    category,
    title: 'Road bike',
    description: 'Light and fast.',
    attributes,
    price: { amount: 45000 },
    quantity: 1,
    delivery: { method: 'courier', price: { amount: 1500 } },
    address: ADDRESS,
  });

  it('adds a category under a parent, audited, and the public tree shows it at once', async () => {
    expect((await t.as(null).get('/api/sales-channel')).json().categories[0].children).toEqual([]);
    const created = await api().post('/api/admin/categories', {
      name: 'Bicycles',
      parent_id: electronics,
      offer_type: 'product',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const tree = (await api().get('/api/admin/categories')).json().items;
    expect(tree).toHaveLength(1);
    expect(tree[0].children[0]).toMatchObject({ id, name: 'Bicycles', slug: 'bicycles', offers: 0 });
    const publicTree = (await t.as(null).get('/api/sales-channel')).json().categories;
    expect(publicTree[0].children.map((c: { name: string }) => c.name)).toEqual(['Bicycles']);
    expect((await audit('category.create'))[0]).toMatchObject({
      subjectId: id,
      after: { name: 'Bicycles', parentId: electronics, offerType: 'product' },
    });
  });

  it('never shows or changes one edition’s catalog from the other', async () => {
    const tree = (await t.as(polishAdmin).get('/api/admin/categories')).json().items;
    expect(tree.map((c: { name: string }) => c.name)).toEqual(['Elektronika']);
    expect(
      (await t.as(polishAdmin).patch(`/api/admin/categories/${electronics}`, { name: 'X' })).statusCode,
    ).toBe(404);
    const parent = await t.as(polishAdmin).post('/api/admin/categories', {
      name: 'X',
      parent_id: electronics,
      offer_type: 'product',
    });
    expect(fieldErrors(parent)).toEqual({ parentId: [MESSAGES.invalidValue] });
  });

  it('refuses an empty name, an unknown offer type and out-of-range ids with field errors', async () => {
    const response = await api().post('/api/admin/categories', {
      name: ' ',
      offer_type: 'cars',
      parent_id: 1e12,
      image_file_id: 'nope',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(response)).sort()).toEqual([
      'imageFileId',
      'name',
      'offerType',
      'parentId',
    ]);
  });

  it('renames and moves a category, refusing a cycle', async () => {
    const a = (await api().post('/api/admin/categories', { name: 'Outdoor', offer_type: 'product' })).json()
      .id;
    const b = (
      await api().post('/api/admin/categories', { name: 'Tents', parent_id: a, offer_type: 'product' })
    ).json().id;
    const cycle = await api().patch(`/api/admin/categories/${a}`, { parent_id: b });
    expect(fieldErrors(cycle)).toEqual({ parentId: [MESSAGES.categoryCycle] });
    const self = await api().patch(`/api/admin/categories/${a}`, { parent_id: a });
    expect(fieldErrors(self)).toEqual({ parentId: [MESSAGES.categoryCycle] });
    const moved = await api().patch(`/api/admin/categories/${b}`, {
      parent_id: electronics,
      name: 'Camping tents',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      category: { name: 'Camping tents', parentId: electronics },
      path: [{ name: 'Electronics' }, { name: 'Camping tents' }],
    });
    expect((await audit('category.update'))[0]).toMatchObject({
      before: { name: 'Tents', parentId: a },
      after: { name: 'Camping tents', parentId: electronics },
    });
  });

  it('of two moves at once that would make a cycle together, refuses one', async () => {
    const x = (await api().post('/api/admin/categories', { name: 'X one', offer_type: 'product' })).json().id;
    const y = (await api().post('/api/admin/categories', { name: 'Y one', offer_type: 'product' })).json().id;
    const answers = await Promise.all([
      api().patch(`/api/admin/categories/${x}`, { parent_id: y }),
      api().patch(`/api/admin/categories/${y}`, { parent_id: x }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('changes the offer type only while the category has no offers', async () => {
    const empty = (await api().post('/api/admin/categories', { name: 'Gigs', offer_type: 'product' })).json()
      .id;
    expect((await api().patch(`/api/admin/categories/${empty}`, { offer_type: 'service' })).statusCode).toBe(
      200,
    );
    const used = (await api().post('/api/admin/categories', { name: 'Lamps', offer_type: 'product' })).json()
      .id;
    await createOffer(t.database.db, { accountId: seller.id, categoryId: used, status: 'draft' });
    const refused = await api().patch(`/api/admin/categories/${used}`, { offer_type: 'service' });
    expect(fieldErrors(refused)).toEqual({ offerType: [MESSAGES.offerTypeInUse] });
  });

  it('uploads an image and sets it on a category; another file is refused', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#225588' } })
      .png()
      .toBuffer();
    const upload = await api().post(
      '/api/admin/images',
      new Multipart([{ field: 'file', body: png, filename: 'bike.png', contentType: 'image/png' }]),
    );
    expect(upload.statusCode).toBe(201);
    const { fileId, url } = upload.json();
    expect(url).toMatch(/\/content\/.+\/large\.webp$/);
    const set = await api().patch(`/api/admin/categories/${electronics}`, { image_file_id: fileId });
    expect(set.json().category.imageUrl).toBe(url);
    const wrong = await api().patch(`/api/admin/categories/${electronics}`, {
      image_file_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(fieldErrors(wrong)).toEqual({ imageFileId: [MESSAGES.invalidValue] });
  });

  describe('custom fields', () => {
    let bikes: number;
    let publishedBefore: number;

    beforeAll(async () => {
      bikes = (await api().post('/api/admin/categories', { name: 'Bikes', offer_type: 'product' })).json().id;
      const response = await t.as(seller).post('/api/offers', product(bikes));
      expect(response.statusCode).toBe(201);
      publishedBefore = response.json().id;
    });

    it('adds a required enum field: the form shows it and publishing needs it from then on', async () => {
      const added = await api().post(`/api/admin/categories/${bikes}/fields`, {
        name: 'frame',
        title: 'Frame size',
        type: 'enum',
        enum_values: ['S', 'M', 'L'],
        required: true,
      });
      expect(added.statusCode).toBe(201);
      const form = (await t.as(null).get(`/api/category/${bikes}/custom-form-fields`)).json().properties;
      expect(form).toEqual([
        {
          name: 'frame',
          title: 'Frame size',
          type: 'string',
          required: true,
          enum: ['S', 'M', 'L'],
          default: null,
          unit: null,
        },
      ]);
      const refused = await t.as(seller).post('/api/offers', product(bikes));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.children.attributes.children.frame.errors).toEqual([MESSAGES.required]);
      const wrongValue = await t.as(seller).post('/api/offers', product(bikes, { frame: 'XXL' }));
      expect(wrongValue.statusCode).toBe(400);
      expect((await t.as(seller).post('/api/offers', product(bikes, { frame: 'M' }))).statusCode).toBe(201);
      // The offer published before the field stays published and visible.
      const earlier = await t.as(null).get(`/api/offers/${publishedBefore}`);
      expect(earlier.json().status).toBe('published');
      expect((await audit('category_field.create'))[0]).toMatchObject({
        subjectId: bikes,
        after: { name: 'frame', type: 'enum', enumValues: ['S', 'M', 'L'], required: true },
      });
    });

    it('refuses an enum without values, a default outside them, and a taken name', async () => {
      const empty = await api().post(`/api/admin/categories/${bikes}/fields`, {
        name: 'brand',
        title: 'Brand',
        type: 'enum',
      });
      expect(fieldErrors(empty)).toEqual({ enumValues: [MESSAGES.required] });
      const badDefault = await api().post(`/api/admin/categories/${bikes}/fields`, {
        name: 'wheels',
        title: 'Wheels',
        type: 'integer',
        default: 'many',
      });
      expect(fieldErrors(badDefault)).toEqual({ default: [MESSAGES.invalidValue] });
      const taken = await api().post(`/api/admin/categories/${bikes}/fields`, {
        name: 'frame',
        title: 'Again',
        type: 'string',
      });
      expect(fieldErrors(taken)).toEqual({ name: [MESSAGES.fieldNameTaken] });
      const badName = await api().post(`/api/admin/categories/${bikes}/fields`, {
        name: 'Frame Size',
        title: 'X',
        type: 'string',
      });
      expect(fieldErrors(badName)).toEqual({ name: [MESSAGES.invalidValue] });
      // Offers' attribute keys are read camelCase from snake_case bodies: no underscores.
      const underscore = await api().post(`/api/admin/categories/${bikes}/fields`, {
        name: 'frame_size',
        title: 'X',
        type: 'string',
      });
      expect(fieldErrors(underscore)).toEqual({ name: [MESSAGES.invalidValue] });
    });

    it('of two admins adding the same field at once, one adds it', async () => {
      const add = () =>
        api().post(`/api/admin/categories/${bikes}/fields`, {
          name: 'gears',
          title: 'Gears',
          type: 'integer',
        });
      const answers = await Promise.all([add(), add()]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    });

    it('keeps a value offers use and the type of a field in use; edits the rest', async () => {
      const { fields } = (await api().get(`/api/admin/categories/${bikes}`)).json();
      const frame = fields.find((f: { name: string }) => f.name === 'frame');
      const removeUsed = await api().patch(`/api/admin/categories/${bikes}/fields/${frame.id}`, {
        enum_values: ['S', 'L'],
      });
      expect(fieldErrors(removeUsed)).toEqual({ enumValues: [MESSAGES.enumValueInUse] });
      const retype = await api().patch(`/api/admin/categories/${bikes}/fields/${frame.id}`, {
        type: 'string',
      });
      expect(fieldErrors(retype)).toEqual({ type: [MESSAGES.fieldTypeInUse] });
      const edited = await api().patch(`/api/admin/categories/${bikes}/fields/${frame.id}`, {
        title: 'Frame',
        enum_values: ['M', 'XL'],
        required: false,
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().fields.find((f: { name: string }) => f.name === 'frame')).toMatchObject({
        title: 'Frame',
        enumValues: ['M', 'XL'],
        required: false,
      });
      expect(edited.json().valuesInUse.frame).toEqual(['M']);
      const gears = fields.find((f: { name: string }) => f.name === 'gears');
      const unused = await api().patch(`/api/admin/categories/${bikes}/fields/${gears.id}`, {
        type: 'number',
      });
      expect(unused.statusCode).toBe(200);
      expect((await audit('category_field.update'))[0]).toMatchObject({
        before: { type: 'integer' },
        after: { type: 'number' },
      });
    });

    it('answers 404 for a field of another category', async () => {
      const { fields } = (await api().get(`/api/admin/categories/${bikes}`)).json();
      const response = await api().patch(`/api/admin/categories/${electronics}/fields/${fields[0].id}`, {
        title: 'X',
      });
      expect(response.statusCode).toBe(404);
    });
  });
});
