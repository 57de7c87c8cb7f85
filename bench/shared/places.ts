import { US_STATES, type Region } from '@marketplace/contract';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { EDITIONS } from '../../apps/api/src/seed/content/editions.ts';

/** Where a synthetic offer is: a seed city most of the time, otherwise any town of the edition's gazetteer. */
export interface Place {
  name: string;
  inCity: string;
  state: string;
  postCode: string;
  lat: number;
  lon: number;
  streets: string[];
}

/** Towns outside the seed's big cities get the country's most common street names. */
const COMMON_STREETS: Record<Region, string[]> = {
  us: ['Main St', 'Oak Ave', 'Maple St', 'Park Ave', 'Elm St', 'Washington St', 'Lake Rd', 'Cedar Ln'],
  pl: ['ul. Polna', 'ul. Leśna', 'ul. Słoneczna', 'ul. Krótka', 'ul. Szkolna', 'ul. Ogrodowa', 'ul. Lipowa'],
};

export interface EditionPlaces {
  /** The seed's cities: big, so most offers are there. */
  cities: Place[];
  /** Smaller towns from the geocoder's bundled data, for a realistic spread over the country. */
  towns: Place[];
}

const geocoderData = (file: string) =>
  new URL(`../../apps/api/src/adapters/geocoder/data/${file}`, import.meta.url);

function polishTowns(): Place[] {
  const data = JSON.parse(readFileSync(geocoderData('pl-places.json'), 'utf8')) as {
    rows: [string, string, number, number, number, string[]?][];
  };
  return data.rows
    .filter(([, , , , population, postCodes]) => population >= 3000 && postCodes?.length)
    .map(([name, state, lat, lon, , postCodes]) => ({
      name,
      inCity: `w miejscowości ${name}`,
      state,
      postCode: postCodes![0]!,
      lat,
      lon,
      streets: COMMON_STREETS.pl,
    }));
}

interface ZipRow {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

function americanTowns(): Place[] {
  const require = createRequire(
    new URL('../../apps/api/src/adapters/geocoder/us-gazetteer.ts', import.meta.url),
  );
  const { codes } = require('zipcodes') as { codes: Record<string, ZipRow> };
  const states = new Set(US_STATES.map((state) => state.code));
  const seen = new Set<string>();
  const towns: Place[] = [];
  for (const row of Object.values(codes)) {
    if (!states.has(row.state) || !Number.isFinite(row.latitude) || row.longitude > -60) continue;
    const key = `${row.city}|${row.state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const name = row.city.replace(/\b\w+/g, (word) => word[0]! + word.slice(1).toLowerCase());
    towns.push({
      name,
      inCity: `in ${name}`,
      state: row.state,
      postCode: row.zip,
      lat: row.latitude,
      lon: row.longitude,
      streets: COMMON_STREETS.us,
    });
  }
  return towns;
}

export function loadPlaces(region: Region): EditionPlaces {
  return {
    cities: EDITIONS[region].cities,
    towns: region === 'pl' ? polishTowns() : americanTowns(),
  };
}
