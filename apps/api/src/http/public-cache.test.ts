import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvertisementsRepository } from '../modules/advertisements/advertisements.repository.ts';
import { createPagesRepository } from '../modules/pages/pages.repository.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { eventually } from '../test/eventually.ts';
import { createAccount, createCategory, createOffer, createPageGroup } from '../test/factories.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { matchesEtag, preferredEncoding } from './public-cache.ts';

describe('HTTP caching of public answers', () => {
  let t: TestApp;
  let categoryId: number;
  let offerId: number;
  let seller: { id: number; region: 'us' | 'pl' };
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    await createPageGroup(db, {
      title: 'About',
      pages: [{ slug: 'about-us', title: 'About', content: '<p>v1</p>' }],
    });
    await createAdvertisementsRepository(db).create({ region: 'us', area: 'web_top', imageUrl: '/a.png' });
    categoryId = (await createCategory(db, { name: 'Bikes' })).id;
    // Enough categories for the sales channel's answer to pass the 1 kB compression threshold.
    for (const name of ['Road bikes', 'Mountain bikes', 'Gravel bikes', 'Kids bikes', 'Bike parts'])
      await createCategory(db, { name });
    seller = await createAccount(db);
    offerId = (await createOffer(db, { accountId: seller.id, categoryId })).id;
  });
  afterAll(() => t.close());

  const publicUrls = () => [
    '/api/sales-channel',
    '/api/pages',
    '/api/pages/about-us',
    '/api/advertisements',
    `/api/category/${categoryId}/custom-form-fields`,
    '/api/home',
  ];

  it('answers every public GET with an ETag, revalidation required and the edition headers in Vary', async () => {
    for (const url of publicUrls()) {
      const response = await t.anonymous.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(response.headers['cache-control'], url).toBe('public, no-cache');
      expect(String(response.headers.vary), url).toContain('X-Sales-Channel');
      expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
    }
  });

  it('answers 304 without a body when the ETag is sent back, and the whole answer otherwise', async () => {
    for (const url of publicUrls()) {
      const { etag } = (await t.anonymous.get(url)).headers;
      const revalidated = await t.anonymous.get(url, { headers: { 'if-none-match': String(etag) } });
      expect(revalidated.statusCode, url).toBe(304);
      expect(revalidated.body, url).toBe('');
      expect(revalidated.headers.etag, url).toBe(etag);
      const listed = await t.anonymous.get(url, { headers: { 'if-none-match': `"other", ${String(etag)}` } });
      expect(listed.statusCode, url).toBe(304);
      const stale = await t.anonymous.get(url, { headers: { 'if-none-match': 'W/"something-older"' } });
      expect(stale.statusCode, url).toBe(200);
      expect(stale.json(), url).toBeTruthy();
    }
  });

  it('sends the body compressed for clients that accept it, the same for every request', async () => {
    const plain = await t.anonymous.get('/api/sales-channel');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const brotli = await t.anonymous.get('/api/sales-channel', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toContain('Accept-Encoding');
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.anonymous.get('/api/sales-channel', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-length']).toBe(String(gzip.rawPayload.length));
  });

  it('gives a changed resource a new ETag', async () => {
    const before = await t.anonymous.get('/api/pages/about-us');
    await createPagesRepository(t.database.db).upsert({
      region: 'us',
      slug: 'about-us',
      title: 'About',
      content: '<p>v2</p>',
    });
    let after = before;
    await eventually(async () => {
      after = await t.anonymous.get('/api/pages/about-us', {
        headers: { 'if-none-match': String(before.headers.etag) },
      });
      return after.statusCode === 200;
    });
    expect(after.json().content).toBe('<p>v2</p>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps the editions apart: one edition never revalidates with the other edition’s tag', async () => {
    const us = await t.anonymous.get('/api/sales-channel');
    const pl = await t.anonymous.get('/api/sales-channel', { region: 'pl' });
    expect(pl.headers.etag).not.toBe(us.headers.etag);
    const crossed = await t.anonymous.get('/api/sales-channel', {
      region: 'pl',
      headers: { 'if-none-match': String(us.headers.etag) },
    });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.json().region.region).toBe('pl');
  });

  it('never marks answers that depend on the caller as public', async () => {
    const owner = t.as(seller);
    for (const url of [
      `/api/offers/${offerId}`,
      '/api/offers/mine',
      `/api/favourites/check?ids=${offerId}`,
    ]) {
      const response = await owner.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(String(response.headers['cache-control'] ?? ''), url).not.toContain('public');
    }
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, as the client weighs them', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('matchesEtag', () => {
  it('compares weakly, in lists and with the wildcard', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc" ,"y"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abcd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
    expect(matchesEtag('', 'W/"abc"')).toBe(false);
  });
});
