import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

describe('GET /api/geo/reverse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const reverse = (query: string) => t.request({ url: `/api/geo/reverse?${query}`, region: null });

  it.each([
    ['Warsaw', 52.2297, 21.0122, 'PL'],
    ['Gdańsk', 54.352, 18.6466, 'PL'],
    ['Kraków', 50.0647, 19.945, 'PL'],
    ['New York', 40.7128, -74.006, 'US'],
    ['Anchorage', 61.2181, -149.9003, 'US'],
  ])('finds the country of %s', async (_name, lat, lng, country) => {
    const response = await reverse(`lat=${lat}&lng=${lng}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'OK',
      results: [
        { addressComponents: [{ shortName: country, longName: country, types: ['country', 'political'] }] },
      ],
    });
  });

  it('answers ZERO_RESULTS outside both countries (Berlin)', async () => {
    expect((await reverse('lat=52.52&lng=13.405')).json()).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it('refuses coordinates that are not numbers or out of range', async () => {
    const response = await reverse('lat=abc&lng=500');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.children).toEqual({
      lat: { errors: ['This value must be a number'] },
      lng: { errors: [expect.any(String)] },
    });
  });
});
