import { PL_VOIVODESHIPS } from '@marketplace/contract';
import { readFileSync } from 'node:fs';
import type { Gazetteer, Locality } from './gazetteer.ts';
import { foldPlaceName } from './place-names.ts';

/** data/pl-places.json: one row per place, columns as its `columns` field names them. */
type PlaceRow = [
  name: string,
  voivodeship: string,
  lat: number,
  lng: number,
  population: number,
  postCodes?: string[],
  aliases?: string[],
];

interface Place extends Locality {
  /** The town's own post codes, main code first. */
  postCodes: string[];
}

const POST_CODE = /^(\d{2})-(\d{3})$/;

/**
 * Polish towns, cities and larger villages (GeoNames, CC BY 4.0) with the main post codes of the
 * towns (see data/README.md). A code the data does not hold is placed at the town whose known code
 * is closest below it in the same three-digit district (`05-801` -> Pruszków, `05-800`), marked as
 * not exact; post offices number the codes of a district outwards from its main town, so that
 * lands within a few kilometres in most cases.
 */
export function loadPlGazetteer(file: URL = new URL('./data/pl-places.json', import.meta.url)): Gazetteer {
  const { rows } = JSON.parse(readFileSync(file, 'utf8')) as { rows: PlaceRow[] };

  const voivodeships = new Map<string, string>();
  for (const { code } of PL_VOIVODESHIPS) voivodeships.set(foldPlaceName(code), code);

  const byName = new Map<string, Place[]>();
  /** Exact codes -> place. */
  const byCode = new Map<string, Place>();
  /** Three-digit districts wholly inside one city (`31-` plus any three digits: Kraków). */
  const byDistrict = new Map<string, Place>();
  /** Known codes of each three-digit district, for codes the data does not hold. */
  const knownInDistrict = new Map<string, { code: number; place: Place }[]>();

  for (const [name, voivodeship, lat, lng, population, postCodes = [], aliases = []] of rows) {
    const place: Place = {
      name,
      state: voivodeship,
      stateName: voivodeship,
      lat,
      lng,
      size: population,
      postCodes: [],
    };
    for (const alias of [name, ...aliases]) {
      const key = foldPlaceName(alias);
      const list = byName.get(key) ?? [];
      list.push(place);
      byName.set(key, list);
    }
    for (const code of postCodes) {
      if (POST_CODE.test(code)) {
        place.postCodes.push(code);
        if (!byCode.has(code)) byCode.set(code, place);
        const district = code.replace('-', '').slice(0, 3);
        const known = knownInDistrict.get(district) ?? [];
        known.push({ code: Number(code.replace('-', '')), place });
        knownInDistrict.set(district, known);
      } else {
        // Areas: "50..54" (two-digit areas) or "810..816" (three-digit districts), or one of them.
        const [from, to = from] = code.split('..') as [string, string?];
        const scale = from.length === 2 ? 10 : 1;
        for (let prefix = Number(from) * scale; prefix <= Number(to) * scale + scale - 1; prefix++) {
          byDistrict.set(String(prefix).padStart(3, '0'), place);
        }
      }
    }
  }
  for (const list of byName.values()) list.sort((a, b) => b.size - a.size);
  for (const list of knownInDistrict.values()) list.sort((a, b) => a.code - b.code);

  return {
    country: { code: 'PL', name: 'Polska', inAddress: 'Polska' },
    resolveState(state) {
      const folded = foldPlaceName(state).replace(/^(wojewodztwo|woj) /, '');
      return voivodeships.get(folded);
    },
    findLocalities(city, state) {
      const all = byName.get(foldPlaceName(city)) ?? [];
      return state ? all.filter((place) => place.state === state) : all;
    },
    findPostCode(postCode) {
      const match = POST_CODE.exec(postCode);
      if (!match) return undefined;
      const code = `${match[1]}-${match[2]}`;
      const district = `${match[1]}${match[2]!.slice(0, 1)}`;
      const owner = byCode.get(code) ?? byDistrict.get(district);
      if (owner) return postalMatch(code, owner, true);
      const known = knownInDistrict.get(district);
      if (!known) return undefined;
      const value = Number(`${match[1]}${match[2]}`);
      const below = known.filter((entry) => entry.code <= value).at(-1);
      return postalMatch(code, (below ?? known[0]!).place, false);
    },
  };
}

function postalMatch(postCode: string, place: Place, exact: boolean) {
  return {
    postCode,
    lat: place.lat,
    lng: place.lng,
    state: place.state,
    stateName: place.stateName,
    locality: exact ? place.name : undefined,
    exact,
  };
}
