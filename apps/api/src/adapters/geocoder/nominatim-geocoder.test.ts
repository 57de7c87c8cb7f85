import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';

const geocoder = createNominatimGeocoder({
  baseUrl: 'https://nominatim.example.org/',
  userAgent: 'Marketplace tests',
  timeoutMs: 50,
});

/** Nominatim's answer for a Warsaw street (jsonv2, addressdetails=1), trimmed. */
const WARSAW_STREET = {
  place_id: 1,
  lat: '52.2318',
  lon: '21.0060',
  category: 'highway',
  type: 'residential',
  addresstype: 'road',
  display_name: 'Marszałkowska, Śródmieście, Warszawa, województwo mazowieckie, 00-001, Polska',
  address: {
    road: 'Marszałkowska',
    suburb: 'Śródmieście',
    city: 'Warszawa',
    state: 'województwo mazowieckie',
    'ISO3166-2-lvl4': 'PL-14',
    postcode: '00-001',
    country: 'Polska',
    country_code: 'pl',
  },
};

function stubFetch(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: URL | string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('Nominatim geocoder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks a structured search in the edition's country and maps the answer to Google's shape", async () => {
    const fetch = stubFetch(() => Response.json([WARSAW_STREET]));
    const result = await geocoder.geocode(
      { street: 'Marszałkowska 1', city: 'Warszawa', state: 'mazowieckie', postCode: '00-001' },
      'pl',
    );

    const [url, init] = fetch.mock.calls[0]!;
    const asked = new URL(String(url));
    expect(asked.origin + asked.pathname).toBe('https://nominatim.example.org/search');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      limit: '5',
      countrycodes: 'pl',
      street: 'Marszałkowska 1',
      city: 'Warszawa',
      state: 'mazowieckie',
      postalcode: '00-001',
    });
    expect(init?.headers).toMatchObject({ 'user-agent': 'Marketplace tests', 'accept-language': 'pl' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);

    expect(result).toEqual({
      status: 'OK',
      results: [
        {
          formatted_address: WARSAW_STREET.display_name,
          geometry: { location: { lat: 52.2318, lng: 21.006 }, location_type: 'GEOMETRIC_CENTER' },
          address_components: [
            { long_name: 'Marszałkowska', short_name: 'Marszałkowska', types: ['route'] },
            { long_name: 'Śródmieście', short_name: 'Śródmieście', types: ['sublocality', 'political'] },
            { long_name: 'Warszawa', short_name: 'Warszawa', types: ['locality', 'political'] },
            {
              long_name: 'województwo mazowieckie',
              short_name: 'mazowieckie',
              types: ['administrative_area_level_1', 'political'],
            },
            { long_name: '00-001', short_name: '00-001', types: ['postal_code'] },
            { long_name: 'Polska', short_name: 'PL', types: ['country', 'political'] },
          ],
          types: ['route'],
        },
      ],
    });
  });

  it('sends only the parts given, and names US states by their code', async () => {
    const fetch = stubFetch(() =>
      Response.json([
        {
          lat: '30.2711',
          lon: '-97.7437',
          addresstype: 'city',
          display_name: 'Austin, Travis County, Texas, United States',
          address: {
            city: 'Austin',
            state: 'Texas',
            'ISO3166-2-lvl4': 'US-TX',
            country: 'United States',
            country_code: 'us',
          },
        },
      ]),
    );
    const result = await geocoder.geocode({ city: 'Austin', state: ' ' }, 'us');
    const asked = new URL(String(fetch.mock.calls[0]![0]));
    expect([...asked.searchParams.keys()].sort()).toEqual([
      'addressdetails',
      'city',
      'countrycodes',
      'format',
      'limit',
    ]);
    expect(asked.searchParams.get('countrycodes')).toBe('us');
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({ 'accept-language': 'en' });
    expect(result.results[0]).toMatchObject({
      geometry: { location: { lat: 30.2711, lng: -97.7437 }, location_type: 'APPROXIMATE' },
      types: ['locality', 'political'],
    });
    expect(result.results[0]!.address_components).toContainEqual({
      long_name: 'Texas',
      short_name: 'TX',
      types: ['administrative_area_level_1', 'political'],
    });
  });

  it('answers ZERO_RESULTS for an empty list', async () => {
    stubFetch(() => Response.json([]));
    expect(await geocoder.geocode({ city: 'Atlantyda' }, 'pl')).toEqual({
      status: 'ZERO_RESULTS',
      results: [],
    });
  });

  it('answers INVALID_REQUEST without a city or a post code, without calling out', async () => {
    const fetch = stubFetch(() => Response.json([]));
    expect(await geocoder.geocode({ street: 'Marszałkowska 1' }, 'pl')).toEqual({
      status: 'INVALID_REQUEST',
      results: [],
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [429, 'OVER_QUERY_LIMIT'],
    [403, 'REQUEST_DENIED'],
    [500, 'UNKNOWN_ERROR'],
    [502, 'UNKNOWN_ERROR'],
  ])('turns HTTP %i into %s', async (status, expected) => {
    stubFetch(() => new Response('busy', { status }));
    expect(await geocoder.geocode({ city: 'Kraków' }, 'pl')).toEqual({ status: expected, results: [] });
  });

  it('answers UNKNOWN_ERROR when the network fails, the call times out or the body is not what Nominatim sends', async () => {
    stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    expect((await geocoder.geocode({ city: 'Kraków' }, 'pl')).status).toBe('UNKNOWN_ERROR');

    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: URL, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
          ),
      ),
    );
    expect((await geocoder.geocode({ city: 'Kraków' }, 'pl')).status).toBe('UNKNOWN_ERROR');

    stubFetch(() => new Response('<html>maintenance</html>', { status: 200 }));
    expect((await geocoder.geocode({ city: 'Kraków' }, 'pl')).status).toBe('UNKNOWN_ERROR');

    stubFetch(() => Response.json({ error: 'Unable to geocode' }));
    expect((await geocoder.geocode({ city: 'Kraków' }, 'pl')).status).toBe('UNKNOWN_ERROR');
  });
});
