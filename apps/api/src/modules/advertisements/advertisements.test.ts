import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAdvertisementsRepository } from './advertisements.repository.ts';

describe('GET /api/advertisements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const adverts = createAdvertisementsRepository(t.database.db);
    await adverts.create({
      region: 'us',
      area: 'web_top',
      imageUrl: '/media/ads/top.webp',
      alt: 'Summer sale',
      referenceUrl: '/search',
    });
    await adverts.create({
      region: 'us',
      area: 'web_category',
      imageUrl: '/media/ads/cat.webp',
      categoryIds: [3, 4],
    });
    await adverts.create({ region: 'pl', area: 'web_top', imageUrl: '/media/ads/pl.webp' });
  });
  afterAll(() => t.close());

  it('answers the adverts of the edition with area, image, link, script and categories', async () => {
    const response = await t.anonymous.get('/api/advertisements');
    expect(response.statusCode).toBe(200);
    expect(response.json().advertisements).toEqual([
      {
        id: expect.any(Number),
        area: 'web_category',
        imageUrl: '/media/ads/cat.webp',
        alt: null,
        referenceUrl: null,
        script: null,
        categoryIds: [3, 4],
      },
      {
        id: expect.any(Number),
        area: 'web_top',
        imageUrl: '/media/ads/top.webp',
        alt: 'Summer sale',
        referenceUrl: '/search',
        script: null,
        categoryIds: [],
      },
    ]);
  });

  it('shows each edition only its own adverts', async () => {
    const pl = (await t.anonymous.get('/api/advertisements', { region: 'pl' })).json();
    expect(pl.advertisements.map((a: { imageUrl: string }) => a.imageUrl)).toEqual(['/media/ads/pl.webp']);
  });
});
