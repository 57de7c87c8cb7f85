import { MESSAGES } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/admin.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createPageGroup } from '../../test/factories.ts';

describe('the console’s static pages (/api/admin/pages, /api/admin/page-groups)', () => {
  let t: TestApp;
  let admin: Caller;
  let polishAdmin: Caller;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createAdmin(t.database.db, 'us');
    polishAdmin = await createAdmin(t.database.db, 'pl');
  });
  afterAll(() => t.close());

  const api = () => t.as(admin);
  const children = (response: { json(): { errors?: { children?: object } } }) =>
    response.json().errors?.children;

  it('adds a group and a page whose HTML is sanitised on save, shown publicly at once', async () => {
    const group = await api().post('/api/admin/page-groups', { title: 'Help' });
    expect(group.statusCode).toBe(201);
    const created = await api().post('/api/admin/pages', {
      title: 'Shipping',
      slug: 'shipping',
      content:
        '<h2>Shipping</h2><p onclick="x()">We ship <a href="javascript:alert(1)">fast</a>.</p><script>alert(1)</script>',
      group_id: group.json().id,
    });
    expect(created.statusCode).toBe(201);
    const page = created.json();
    expect(page.content).not.toMatch(/script|onclick|javascript/);
    expect(page.content).toContain('<h2>Shipping</h2>');
    const shown = (await t.anonymous.get('/api/pages/shipping')).json();
    expect(shown).toEqual({ slug: 'shipping', title: 'Shipping', content: page.content });
    const groups = (await t.anonymous.get('/api/pages')).json();
    expect(groups.find((g: { title: string }) => g.title === 'Help').pages).toEqual([
      { slug: 'shipping', title: 'Shipping' },
    ]);
    expect((await api().get('/api/admin/audit-log?action=page.create')).json().items[0]).toMatchObject({
      subjectId: page.id,
      after: { slug: 'shipping', published: true },
    });
  });

  it('edits and hides a page (kept for the console), audited with before and after', async () => {
    const { pages } = (await api().get('/api/admin/pages')).json();
    const page = pages.find((p: { slug: string }) => p.slug === 'shipping');
    const edited = await api().patch(`/api/admin/pages/${page.id}`, {
      title: 'Delivery',
      content: '<p>New</p>',
    });
    expect(edited.json()).toMatchObject({ title: 'Delivery', content: '<p>New</p>' });
    expect((await t.anonymous.get('/api/pages/shipping')).json().title).toBe('Delivery');
    await api().patch(`/api/admin/pages/${page.id}`, { published: false });
    expect((await t.anonymous.get('/api/pages/shipping')).statusCode).toBe(404);
    expect(
      (await api().get('/api/admin/pages')).json().pages.some((p: { id: number }) => p.id === page.id),
    ).toBe(true);
    expect((await api().get('/api/admin/audit-log?action=page.update')).json().items[0]).toMatchObject({
      before: { published: true },
      after: { published: false },
    });
  });

  it('previews HTML as a save would keep it', async () => {
    const preview = await api().post('/api/admin/pages/preview', {
      content: '<p>Hi<img src=x onerror=alert(1)></p>',
    });
    expect(preview.json()).toEqual({ content: '<p>Hi</p>' });
  });

  it('refuses a taken slug, a bad slug, an unknown group and an empty title with field errors', async () => {
    const taken = await api().post('/api/admin/pages', { title: 'Again', slug: 'shipping', content: '' });
    expect(children(taken)).toEqual({ slug: { errors: [MESSAGES.slugTaken] } });
    const bad = await api().post('/api/admin/pages', {
      title: ' ',
      slug: 'Not A Slug',
      content: 'x',
      group_id: 999999,
    });
    expect(Object.keys(children(bad) ?? {}).sort()).toEqual(['slug', 'title']);
    const group = await api().post('/api/admin/pages', {
      title: 'X',
      slug: 'x-page',
      content: 'x',
      group_id: 999999,
    });
    expect(children(group)).toEqual({ groupId: { errors: [MESSAGES.invalidValue] } });
  });

  it('keeps the spec’s pages at their addresses and never hidden', async () => {
    await createPageGroup(t.database.db, {
      title: 'Legal',
      pages: [{ slug: 'privacy-policy', title: 'Privacy', content: '<p>P</p>' }],
    });
    const { pages } = (await api().get('/api/admin/pages')).json();
    const privacy = pages.find((p: { slug: string }) => p.slug === 'privacy-policy');
    expect(children(await api().patch(`/api/admin/pages/${privacy.id}`, { slug: 'privacy' }))).toEqual({
      slug: { errors: [MESSAGES.invalidValue] },
    });
    expect((await api().patch(`/api/admin/pages/${privacy.id}`, { published: false })).statusCode).toBe(400);
  });

  it('never shows or changes one edition’s pages from the other', async () => {
    const { pages } = (await api().get('/api/admin/pages')).json();
    expect((await t.as(polishAdmin).get('/api/admin/pages')).json().pages).toEqual([]);
    expect(
      (await t.as(polishAdmin).patch(`/api/admin/pages/${pages[0].id}`, { title: 'X' })).statusCode,
    ).toBe(404);
  });
});
