import { US_STATES } from '@marketplace/contract';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Gazetteer, Locality } from './gazetteer.ts';
import { foldPlaceName } from './place-names.ts';

/** A row of the `zipcodes` package (BSD licence; GeoNames and the Free Zip Code Database). */
interface ZipRow {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** Postal "states" beyond the fifty and DC that US ZIP codes also serve. */
const OTHER_STATE_NAMES: Record<string, string> = {
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  GU: 'Guam',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
  PW: 'Palau',
  FM: 'Micronesia',
  MH: 'Marshall Islands',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};

const ZIP = /^(\d{5})(?:-?\d{4})?$/;

/**
 * US ZIP codes (about 42,000) and the post-office cities they name. A city's point is the median of
 * its ZIP codes' points (latitude and longitude apart), which lands near its centre and ignores the
 * odd misplaced code; a ZIP code's point is the centre of its area.
 */
export function loadUsGazetteer(): Gazetteer {
  const codes = readZipCodes();

  const stateNames = new Map<string, string>([
    ...US_STATES.map((state) => [state.code, state.name] as const),
    ...Object.entries(OTHER_STATE_NAMES),
  ]);
  const statesByName = new Map<string, string>();
  for (const [code, name] of stateNames) {
    statesByName.set(foldPlaceName(code), code);
    statesByName.set(foldPlaceName(name), code);
  }

  const fiftyStates = new Set(US_STATES.map((state) => state.code));
  const byZip = new Map<string, ZipRow>();
  const cities = new Map<string, { name: string; state: string; lats: number[]; lngs: number[] }>();
  for (const row of Object.values(codes)) {
    // A few hundred codes (PO boxes of the armed forces) have no position, and a few a sign lost.
    if (!Number.isFinite(row.latitude) || !Number.isFinite(row.longitude)) continue;
    if (row.latitude === 0 && row.longitude === 0) continue;
    if (fiftyStates.has(row.state) && row.longitude > -60) continue;
    byZip.set(row.zip, row);
    const key = `${foldPlaceName(row.city)}|${row.state}`;
    const city = cities.get(key) ?? { name: row.city, state: row.state, lats: [], lngs: [] };
    city.lats.push(row.latitude);
    city.lngs.push(row.longitude);
    cities.set(key, city);
  }

  const byName = new Map<string, Locality[]>();
  for (const [key, city] of cities) {
    const folded = key.slice(0, key.lastIndexOf('|'));
    const locality: Locality = {
      name: city.name,
      state: city.state,
      stateName: stateNames.get(city.state) ?? city.state,
      lat: median(city.lats),
      lng: median(city.lngs),
      // The number of ZIP codes stands in for size: New York, NY has a hundred, New York Mills one.
      size: city.lats.length,
    };
    const list = byName.get(folded) ?? [];
    list.push(locality);
    byName.set(folded, list);
  }
  for (const list of byName.values()) list.sort((a, b) => b.size - a.size);

  return {
    country: { code: 'US', name: 'United States', inAddress: 'USA' },
    resolveState(state) {
      return statesByName.get(foldPlaceName(state));
    },
    findLocalities(city, state) {
      const all = byName.get(foldPlaceName(city)) ?? [];
      return state ? all.filter((locality) => locality.state === state) : all;
    },
    findPostCode(postCode) {
      const zip = ZIP.exec(postCode)?.[1];
      const row = zip ? byZip.get(zip) : undefined;
      if (!row) return undefined;
      return {
        postCode: row.zip,
        lat: row.latitude,
        lng: row.longitude,
        state: row.state,
        stateName: stateNames.get(row.state) ?? row.state,
        locality: row.city,
        exact: true,
      };
    },
  };
}

/**
 * The package's data file alone (its index also loads Canadian codes). The file is
 * `exports.codes = {…JSON…};`: parsing that JSON takes a third of the time of compiling the file as a
 * module, and far less memory; should a later version change the layout, it is required as a module.
 */
function readZipCodes(): Record<string, ZipRow> {
  const require = createRequire(import.meta.url);
  const path = require.resolve('zipcodes/lib/codes.js');
  const source = readFileSync(path, 'utf8');
  const start = source.indexOf('exports.codes = ');
  const end = source.indexOf(';\nexports.stateMap');
  if (start >= 0 && end > start) {
    try {
      return JSON.parse(source.slice(start + 'exports.codes = '.length, end)) as Record<string, ZipRow>;
    } catch {
      // fall through to the module
    }
  }
  return (require(path) as { codes: Record<string, ZipRow> }).codes;
}

function median(values: number[]): number {
  const sorted = values.sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 1e4) / 1e4;
}
