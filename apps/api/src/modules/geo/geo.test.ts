import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

describe('GET /api/geo/reverse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const reverse = (query: string) => t.anonymous.get(`/api/geo/reverse?${query}`, { region: null });

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

describe('GET /api/geo/geocode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const geocode = (region: 'us' | 'pl', query: Record<string, string>) =>
    t.anonymous.get(`/api/geo/geocode?${new URLSearchParams(query)}`, { region });
  const near = (location: { lat: number; lng: number }, lat: number, lng: number, degrees = 0.2) => {
    expect(Math.abs(location.lat - lat)).toBeLessThan(degrees);
    expect(Math.abs(location.lng - lng)).toBeLessThan(degrees);
  };

  it("finds a US ZIP code, answering in Google's shape with camelCase keys", async () => {
    const response = await geocode('us', { post_code: '10001' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('OK');
    near(body.results[0].geometry.location, 40.7128, -74.006);
    expect(body.results[0]).toMatchObject({
      formattedAddress: 'New York, NY 10001, USA',
      geometry: { locationType: 'APPROXIMATE' },
      types: ['postal_code'],
    });
    expect(body.results[0].addressComponents).toContainEqual({
      longName: '10001',
      shortName: '10001',
      types: ['postal_code'],
    });
  });

  it('accepts ZIP+4', async () => {
    near(
      (await geocode('us', { post_code: '10001-1234' })).json().results[0].geometry.location,
      40.75,
      -73.99,
    );
  });

  it('finds a US city by name and state', async () => {
    const body = (await geocode('us', { city: 'Austin', state: 'TX' })).json();
    expect(body.status).toBe('OK');
    expect(body.results[0].formattedAddress).toBe('Austin, TX, USA');
    near(body.results[0].geometry.location, 30.2672, -97.7431);
  });

  it('marks the answer partial when a street was given, since streets are not looked up offline', async () => {
    const body = (
      await geocode('us', { street: '1100 Congress Ave', city: 'Austin', state: 'TX', post_code: '78701' })
    ).json();
    expect(body.results[0]).toMatchObject({ partialMatch: true, geometry: { locationType: 'APPROXIMATE' } });
    near(body.results[0].geometry.location, 30.27, -97.74, 0.05);
  });

  it('answers ZERO_RESULTS for a city that is not in the given state', async () => {
    expect((await geocode('us', { city: 'Austin', state: 'CA' })).json()).toEqual({
      status: 'ZERO_RESULTS',
      results: [],
    });
  });

  it('finds a Polish post code', async () => {
    const body = (await geocode('pl', { post_code: '00-001' })).json();
    expect(body.status).toBe('OK');
    expect(body.results[0].formattedAddress).toBe('00-001 Warszawa, Polska');
    near(body.results[0].geometry.location, 52.2297, 21.0122);
  });

  it('finds Polish towns whatever the accents and case', async () => {
    const lodz = (await geocode('pl', { city: 'Lodz', state: 'łódzkie' })).json();
    expect(lodz.results[0].addressComponents[0].longName).toBe('Łódź');
    near(lodz.results[0].geometry.location, 51.7592, 19.456);

    const krakow = (await geocode('pl', { city: 'krakow', state: 'małopolskie' })).json();
    expect(krakow.results[0].addressComponents[0].longName).toBe('Kraków');
    near(krakow.results[0].geometry.location, 50.0647, 19.945);

    const gdansk = (await geocode('pl', { city: 'Gdańsk' })).json();
    expect(gdansk.results[0].addressComponents).toContainEqual({
      longName: 'pomorskie',
      shortName: 'pomorskie',
      types: ['administrative_area_level_1', 'political'],
    });
    near(gdansk.results[0].geometry.location, 54.352, 18.6466);
  });

  it('answers ZERO_RESULTS for a town it does not know', async () => {
    expect((await geocode('pl', { city: 'Atlantyda', state: 'mazowieckie' })).json()).toEqual({
      status: 'ZERO_RESULTS',
      results: [],
    });
  });

  it('answers INVALID_REQUEST without a city or a post code', async () => {
    expect((await geocode('pl', {})).json()).toEqual({ status: 'INVALID_REQUEST', results: [] });
    expect((await geocode('us', { street: '5th Avenue', state: 'NY' })).json()).toEqual({
      status: 'INVALID_REQUEST',
      results: [],
    });
  });

  it('keeps the editions apart', async () => {
    expect((await geocode('pl', { post_code: '10001' })).json().status).toBe('ZERO_RESULTS');
    expect((await geocode('pl', { city: 'Austin', state: 'TX' })).json().status).toBe('ZERO_RESULTS');
    expect((await geocode('us', { post_code: '00-001' })).json().status).toBe('ZERO_RESULTS');
    expect((await geocode('us', { city: 'Szczebrzeszyn' })).json().status).toBe('ZERO_RESULTS');
    // A name both countries use answers the edition's own place: Krakow, Wisconsin.
    expect((await geocode('us', { city: 'Kraków' })).json().results[0].formattedAddress).toBe(
      'Krakow, WI, USA',
    );
  });

  it('needs an edition', async () => {
    const response = await t.anonymous.get('/api/geo/geocode?city=Austin', { region: null });
    expect(response.statusCode).toBe(400);
  });

  it('refuses values longer than the address form allows, in the documented error format', async () => {
    const response = await geocode('us', { city: 'x'.repeat(101), post_code: '1'.repeat(13) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message: 'Validation Failed',
      errors: {
        children: {
          city: { errors: ['This value is too long.'] },
          postCode: { errors: ['This value is too long.'] },
        },
      },
    });
  });
});

describe('GET /api/geo/geocode past the rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const geocode = (remoteAddress: string) =>
    t.anonymous.get('/api/geo/geocode?post_code=10001', { remoteAddress });

  it("answers 60 calls a minute per client, then Google's OVER_QUERY_LIMIT with a 200", async () => {
    for (let i = 0; i < 60; i++) expect((await geocode('203.0.113.7')).json().status).toBe('OK');
    const refused = await geocode('203.0.113.7');
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ status: 'OVER_QUERY_LIMIT', results: [] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await geocode('203.0.113.8')).json().status).toBe('OK');
  });
});
