import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createPageGroup } from '../../test/factories.ts';

describe('static pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await createPageGroup(t.database.db, {
      title: 'Legal',
      pages: [
        {
          slug: 'privacy-policy',
          title: 'Privacy policy',
          content:
            '<h2>Your data</h2><p onclick="steal()">We keep <strong>little</strong>.</p><script>alert(1)</script>' +
            '<a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a><img src=x onerror=alert(1)>',
        },
        { slug: 'terms-and-conditions', title: 'Terms', content: '<p>Terms</p>', position: 2 },
      ],
    });
    await createPageGroup(t.database.db, {
      region: 'pl',
      title: 'Informacje prawne',
      pages: [{ slug: 'privacy-policy', title: 'Polityka prywatności', content: '<p>Dane</p>' }],
    });
  });
  afterAll(() => t.close());

  it('lists the page groups of the edition with their pages', async () => {
    const response = await t.anonymous.get('/api/pages');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        title: 'Legal',
        pages: [
          { slug: 'privacy-policy', title: 'Privacy policy' },
          { slug: 'terms-and-conditions', title: 'Terms' },
        ],
      },
    ]);
  });

  it('answers one page with HTML sanitised on write', async () => {
    const page = (await t.anonymous.get('/api/pages/privacy-policy')).json();
    expect(page.title).toBe('Privacy policy');
    expect(page.content).toContain('<h2>Your data</h2>');
    expect(page.content).toContain('<strong>little</strong>');
    expect(page.content).toContain('href="https://example.com"');
    for (const dangerous of ['<script', 'onclick', 'onerror', 'javascript:', '<img']) {
      expect(page.content).not.toContain(dangerous);
    }
  });

  it('keeps the editions apart', async () => {
    expect((await t.anonymous.get('/api/pages/privacy-policy', { region: 'pl' })).json().title).toBe(
      'Polityka prywatności',
    );
    const missing = await t.anonymous.get('/api/pages/terms-and-conditions', { region: 'pl' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: 'Not Found' });
  });
});
