import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createLocalDiskStorage } from '../adapters/storage/local-disk-storage.ts';

describe('GET /media/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await createLocalDiskStorage(t.env.MEDIA_DIR).put(
      'offers/abc/small.webp',
      Buffer.from('RIFF....WEBP'),
      'image/webp',
    );
  });
  afterAll(() => t.close());

  it('serves stored images with a year-long immutable cache', async () => {
    const response = await t.anonymous.get('/media/offers/abc/small.webp', { region: null });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('RIFF....WEBP');
  });

  it('answers 404 for a missing file and refuses path traversal', async () => {
    for (const url of [
      '/media/offers/none.webp',
      '/media/../package.json',
      '/media/offers/%2e%2e/%2e%2e/package.json',
    ]) {
      const response = await t.anonymous.get(url, { region: null });
      expect(response.statusCode).toBe(404);
    }
  });

  it('never serves private objects (data archives, decision 077), whatever their case', async () => {
    await createLocalDiskStorage(t.env.MEDIA_DIR).put(
      'private/data-exports/x.zip',
      Buffer.from('PK'),
      'application/zip',
    );
    for (const url of ['/media/private/data-exports/x.zip', '/media/PRIVATE/data-exports/x.zip']) {
      const response = await t.anonymous.get(url, { region: null });
      expect(response.statusCode).toBe(404);
    }
  });
});
