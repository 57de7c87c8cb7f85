import { PL_VOIVODESHIPS } from '@marketplace/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { Gazetteer } from './gazetteer.ts';
import { createOfflineGeocoder } from './offline-geocoder.ts';
import { loadPlGazetteer } from './pl-gazetteer.ts';
import { foldPlaceName } from './place-names.ts';

const geocoder = createOfflineGeocoder();
const first = async (...args: Parameters<typeof geocoder.geocode>) =>
  (await geocoder.geocode(...args)).results[0]!;

describe('offline geocoder', () => {
  describe('in the US edition', () => {
    it('takes a state by code or by name', async () => {
      const byName = await first({ city: 'austin', state: 'Texas' }, 'us');
      expect(byName.formatted_address).toBe('Austin, TX, USA');
      expect(byName.address_components).toContainEqual({
        long_name: 'Texas',
        short_name: 'TX',
        types: ['administrative_area_level_1', 'political'],
      });
    });

    it('spells out abbreviations either way', async () => {
      expect((await first({ city: 'St. Louis', state: 'MO' }, 'us')).formatted_address).toBe(
        'Saint Louis, MO, USA',
      );
    });

    it('ranks towns of the same name by size when no state is given', async () => {
      const { results } = await geocoder.geocode({ city: 'Springfield' }, 'us');
      expect(results.length).toBeGreaterThan(1);
      expect(results.length).toBeLessThanOrEqual(5);
      expect(results.map((result) => result.formatted_address)).toContain('Springfield, MA, USA');
    });

    it('refuses a ZIP code of another state, and a state it does not know', async () => {
      expect(await geocoder.geocode({ postCode: '10001', state: 'TX' }, 'us')).toEqual({
        status: 'ZERO_RESULTS',
        results: [],
      });
      expect(await geocoder.geocode({ city: 'Austin', state: 'Narnia' }, 'us')).toEqual({
        status: 'ZERO_RESULTS',
        results: [],
      });
    });

    it('puts a city first at its ZIP code, and ignores a ZIP code far from it', async () => {
      const atZip = await first({ city: 'New York', state: 'NY', postCode: '10001' }, 'us');
      expect(atZip).toMatchObject({ formatted_address: 'New York, NY 10001, USA', types: ['postal_code'] });
      expect(atZip.partial_match).toBeUndefined();

      const farZip = await first({ city: 'Austin', state: 'TX', postCode: '10001' }, 'us');
      expect(farZip).toMatchObject({ formatted_address: 'Austin, TX, USA', partial_match: true });
    });
  });

  describe('in the Polish edition', () => {
    it('finds every code of a city that owns whole post-code areas', async () => {
      expect((await first({ postCode: '31-123' }, 'pl')).formatted_address).toBe('31-123 Kraków, Polska');
      expect((await first({ postCode: '04-999' }, 'pl')).formatted_address).toBe('04-999 Warszawa, Polska');
      expect((await first({ postCode: '81-805' }, 'pl')).formatted_address).toBe('81-805 Sopot, Polska');
    });

    it('places a code it does not hold at the nearest known code of its district, as a partial match', async () => {
      const result = await first({ postCode: '05-801' }, 'pl');
      expect(result).toMatchObject({
        formatted_address: '05-801, mazowieckie, Polska',
        partial_match: true,
        types: ['postal_code'],
      });
      const pruszkow = await first({ city: 'Pruszków' }, 'pl');
      expect(result.geometry.location).toEqual(pruszkow.geometry.location);
    });

    it('places a village it does not know by its post code', async () => {
      const result = await first({ city: 'Nowa Wieś Mała', postCode: '05-806', street: 'Lipowa 1' }, 'pl');
      expect(result).toMatchObject({ partial_match: true, types: ['postal_code'] });
      expect(result.geometry.location.lat).toBeCloseTo(52.15, 1);
    });

    it('tells towns of the same name apart by post code or voivodeship', async () => {
      const byCode = await first({ city: 'Osiek', postCode: '28-221' }, 'pl');
      const byState = await first({ city: 'osiek', state: 'świętokrzyskie' }, 'pl');
      expect(byCode.geometry.location).toEqual(byState.geometry.location);
      expect(byCode.address_components).toContainEqual({
        long_name: 'świętokrzyskie',
        short_name: 'świętokrzyskie',
        types: ['administrative_area_level_1', 'political'],
      });
    });

    it('accepts a voivodeship written out, without accents, or in another case', async () => {
      for (const state of ['Województwo Mazowieckie', 'woj. mazowieckie', 'MAZOWIECKIE']) {
        expect((await first({ city: 'Warszawa', state }, 'pl')).formatted_address).toBe('Warszawa, Polska');
      }
      expect((await first({ city: 'zabrze', state: 'slaskie' }, 'pl')).formatted_address).toBe(
        'Zabrze, Polska',
      );
    });

    it('knows the English names of the largest cities', async () => {
      expect((await first({ city: 'Warsaw' }, 'pl')).formatted_address).toBe('Warszawa, Polska');
      expect((await first({ city: 'Cracow' }, 'pl')).formatted_address).toBe('Kraków, Polska');
    });

    it('takes Polish post codes only as NN-NNN', async () => {
      expect((await geocoder.geocode({ postCode: '31123' }, 'pl')).status).toBe('ZERO_RESULTS');
    });
  });

  it('loads each dataset once, on the first lookup in its edition', async () => {
    const load = vi.fn(() => loadPlGazetteer());
    const custom = createOfflineGeocoder({ loaders: { pl: load, us: () => ({}) as Gazetteer } });
    expect(load).not.toHaveBeenCalled();
    await custom.geocode({ city: 'Gdańsk' }, 'pl');
    await custom.geocode({ city: 'Gdynia' }, 'pl');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('still tells the country at a point', async () => {
    expect(await geocoder.countryAt(52.23, 21.01)).toBe('PL');
  });
});

describe('bundled Polish places', () => {
  const { rows } = JSON.parse(readFileSync(new URL('./data/pl-places.json', import.meta.url), 'utf8')) as {
    rows: [string, string, number, number, number, string[]?][];
  };

  it('holds the towns of every voivodeship, inside Poland, with valid post codes', () => {
    const voivodeships = new Set(PL_VOIVODESHIPS.map((state) => state.code));
    expect(rows.length).toBeGreaterThan(2500);
    expect(rows.filter((row) => row[5]?.some((code) => code.includes('-'))).length).toBeGreaterThan(950);
    for (const [name, voivodeship, lat, lng, , codes = []] of rows) {
      expect(voivodeships.has(voivodeship), name).toBe(true);
      expect(lat > 49 && lat < 54.9 && lng > 14.1 && lng < 24.2, name).toBe(true);
      for (const code of codes) expect(code, name).toMatch(/^(\d{2}-\d{3}|\d{2,3}(\.\.\d{2,3})?)$/);
    }
  });

  it('holds the cities and towns people write most', () => {
    const names = new Set(rows.map((row) => foldPlaceName(row[0])));
    for (const town of [
      'Warszawa',
      'Łódź',
      'Kraków',
      'Wrocław',
      'Poznań',
      'Gdańsk',
      'Szczecin',
      'Zielona Góra',
      'Sopot',
      'Hel',
      'Zakopane',
      'Szczebrzeszyn',
      'Goniądz',
      'Wyśmierzyce',
    ]) {
      expect(names.has(foldPlaceName(town)), town).toBe(true);
    }
  });
});

describe('foldPlaceName', () => {
  it('ignores accents, case, dashes and spaces', () => {
    expect(foldPlaceName('Łódź')).toBe('lodz');
    expect(foldPlaceName('  KRAKÓW ')).toBe('krakow');
    expect(foldPlaceName('Bielsko-Biała')).toBe(foldPlaceName('bielsko biala'));
    expect(foldPlaceName('Ft. Worth')).toBe('fort worth');
  });
});
