import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGoogleGeocoder } from './google-geocoder.ts';

const geocoder = createGoogleGeocoder({ apiKey: 'test-key', timeoutMs: 50 });

/** Google's answer for an Austin address, trimmed. */
const AUSTIN = {
  address_components: [
    { long_name: '1100', short_name: '1100', types: ['street_number'] },
    { long_name: 'Congress Avenue', short_name: 'Congress Ave', types: ['route'] },
    { long_name: 'Austin', short_name: 'Austin', types: ['locality', 'political'] },
    { long_name: 'Texas', short_name: 'TX', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
    { long_name: '78701', short_name: '78701', types: ['postal_code'] },
  ],
  formatted_address: '1100 Congress Ave, Austin, TX 78701, USA',
  geometry: {
    location: { lat: 30.2746652, lng: -97.7403505 },
    location_type: 'ROOFTOP',
    viewport: { northeast: { lat: 30.276, lng: -97.739 }, southwest: { lat: 30.273, lng: -97.741 } },
  },
  place_id: 'ChIJ',
  types: ['street_address'],
};

function stubFetch(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: URL | string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('Google geocoder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the address in the edition's country and passes Google's answer through", async () => {
    const fetch = stubFetch(() => Response.json({ status: 'OK', results: [AUSTIN] }));
    const result = await geocoder.geocode(
      { street: '1100 Congress Ave', city: 'Austin', state: 'TX', postCode: '78701' },
      'us',
    );
    const asked = new URL(String(fetch.mock.calls[0]![0]));
    expect(asked.origin + asked.pathname).toBe('https://maps.googleapis.com/maps/api/geocode/json');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      address: '1100 Congress Ave, Austin, TX 78701',
      components: 'country:US',
      language: 'en',
      key: 'test-key',
    });
    expect(result).toEqual({ status: 'OK', results: [AUSTIN] });
  });

  it('restricts the Polish edition to Poland', async () => {
    const fetch = stubFetch(() => Response.json({ status: 'ZERO_RESULTS', results: [] }));
    expect(await geocoder.geocode({ city: 'Kraków', postCode: '31-001' }, 'pl')).toEqual({
      status: 'ZERO_RESULTS',
      results: [],
    });
    const asked = new URL(String(fetch.mock.calls[0]![0]));
    expect(asked.searchParams.get('address')).toBe('Kraków, 31-001');
    expect(asked.searchParams.get('components')).toBe('country:PL');
    expect(asked.searchParams.get('language')).toBe('pl');
  });

  it("passes Google's error statuses on without their error message", async () => {
    stubFetch(() =>
      Response.json({
        status: 'REQUEST_DENIED',
        error_message: 'The provided API key is invalid.',
        results: [],
      }),
    );
    expect(await geocoder.geocode({ city: 'Austin' }, 'us')).toEqual({
      status: 'REQUEST_DENIED',
      results: [],
    });

    stubFetch(() => Response.json({ status: 'OVER_DAILY_LIMIT', results: [] }));
    expect((await geocoder.geocode({ city: 'Austin' }, 'us')).status).toBe('OVER_DAILY_LIMIT');

    stubFetch(() => Response.json({ status: 'SOMETHING_NEW', results: [] }));
    expect((await geocoder.geocode({ city: 'Austin' }, 'us')).status).toBe('UNKNOWN_ERROR');
  });

  it('turns HTTP errors and network failures into statuses', async () => {
    stubFetch(() => new Response('', { status: 429 }));
    expect((await geocoder.geocode({ city: 'Austin' }, 'us')).status).toBe('OVER_QUERY_LIMIT');
    stubFetch(() => new Response('', { status: 503 }));
    expect((await geocoder.geocode({ city: 'Austin' }, 'us')).status).toBe('UNKNOWN_ERROR');
    stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    expect((await geocoder.geocode({ city: 'Austin' }, 'us')).status).toBe('UNKNOWN_ERROR');
    stubFetch(() => Response.json({ status: 'OK', results: [{ formatted_address: 'no geometry' }] }));
    expect((await geocoder.geocode({ city: 'Austin' }, 'us')).status).toBe('UNKNOWN_ERROR');
  });

  it('answers INVALID_REQUEST without a city or a post code, without spending a call', async () => {
    const fetch = stubFetch(() => Response.json({ status: 'OK', results: [] }));
    expect((await geocoder.geocode({ state: 'TX' }, 'us')).status).toBe('INVALID_REQUEST');
    expect(fetch).not.toHaveBeenCalled();
  });
});
