import type { Region, SearchOffersInput } from '@marketplace/contract';
import { createRandom, type Random } from '../../apps/api/src/seed/random.ts';
import { EDITIONS } from '../../apps/api/src/seed/content/editions.ts';
import { loadPlaces } from '../shared/places.ts';
import { WORDS } from '../shared/words.ts';
import type { BenchQuery } from './queries.ts';

/**
 * The realistic workload: distinct search bodies made of the catalogue's own vocabulary, categories
 * and places, the way buyers type them (whole words, prefixes while typing, typos, Polish without
 * its diacritics), then asked with a Zipf distribution: a few searches are very common, most are
 * asked once or twice, so most of them miss any cache.
 */
export const MIX_BODIES = 10_000;
/** Zipf's exponent: 1 is the classic shape of search logs. */
export const ZIPF_EXPONENT = 1;

/** Drawn ranks 1..n with P(r) proportional to 1 / r^s. */
export function zipfSampler(n: number, exponent: number, random: Random): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let rank = 1; rank <= n; rank++) {
    total += 1 / rank ** exponent;
    cumulative[rank - 1] = total;
  }
  return () => {
    const target = random.next() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

const DIACRITICS: Record<string, string> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
};

function vocabularyOf(region: Region): string[] {
  const words = WORDS[region];
  const phrases = [
    ...Object.values(words.nouns).flat(),
    ...Object.values(words.qualifiers).flat(),
    ...words.brands,
  ];
  const tokens = phrases.flatMap((phrase) => phrase.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return [...new Set(tokens.filter((token) => token.length >= 3 && !/^\d+$/.test(token)))];
}

/** What a buyer types instead of the word: most often the word, else a prefix, a typo or no accents. */
function typed(word: string, region: Region, random: Random): string {
  const roll = random.next();
  if (roll < 0.1 && word.length >= 5) return word.slice(0, random.int(3, word.length - 1));
  if (roll < 0.18 && word.length >= 5) {
    const at = random.int(1, word.length - 2);
    return word.slice(0, at) + word.slice(at + 1);
  }
  if (region === 'pl' && roll < 0.4) return [...word].map((letter) => DIACRITICS[letter] ?? letter).join('');
  return word;
}

interface Catalogue {
  vocabulary: string[];
  pickWord: () => number;
  categoryIds: number[];
  pickCategory: () => number;
  places: { lat: number; lon: number }[];
  pickPlace: () => number;
}

function catalogueOf(region: Region, idBySlug: Map<string, number>, random: Random): Catalogue {
  const vocabulary = vocabularyOf(region);
  const slugs = EDITIONS[region].categories.flatMap((top) => [top.slug, ...top.children.map((c) => c.slug)]);
  const categoryIds = random.shuffle(slugs.flatMap((slug) => idBySlug.get(slug) ?? []));
  // The seed's big cities first: most buyers live there.
  const { cities, towns } = loadPlaces(region);
  const places = [...cities, ...random.shuffle(towns).slice(0, 200)];
  return {
    vocabulary: random.shuffle(vocabulary),
    pickWord: zipfSampler(vocabulary.length, ZIPF_EXPONENT, random),
    categoryIds,
    pickCategory: zipfSampler(categoryIds.length, ZIPF_EXPONENT, random),
    places,
    pickPlace: zipfSampler(places.length, ZIPF_EXPONENT, random),
  };
}

function phraseOf(region: Region, catalogue: Catalogue, random: Random): string {
  const count = random.chance(0.55) ? 1 : random.chance(0.8) ? 2 : 3;
  const words = Array.from({ length: count }, () => catalogue.vocabulary[catalogue.pickWord()]!);
  return [...new Set(words)].map((word) => typed(word, region, random)).join(' ');
}

/** One buyer's search: the shares of shapes follow what a classifieds site's log shows most. */
function bodyOf(region: Region, catalogue: Catalogue, random: Random): BenchQuery {
  const body: SearchOffersInput = {};
  const roll = random.next();
  const category = () => catalogue.categoryIds[catalogue.pickCategory()]!;
  if (roll < 0.7) body.phrase = phraseOf(region, catalogue, random);
  if ((roll >= 0.35 && roll < 0.55) || roll >= 0.7) body.category = category();
  if (roll >= 0.45 && roll < 0.55) {
    const from = random.int(0, 20) * 50_00;
    body.filters = { price: { from, to: from + random.int(1, 40) * 100_00 } };
  }
  if (roll >= 0.55 && roll < 0.65) {
    const place = catalogue.places[catalogue.pickPlace()]!;
    body.geoDistance = {
      lat: place.lat,
      lon: place.lon,
      distance: random.chance(0.5) ? 'nearby' : random.pick([10, 25, 50, 100]),
    };
  }
  if (random.chance(0.25)) {
    const field = random.pick(['date', 'price', 'relevance'] as const);
    if (field !== 'relevance' || body.phrase) {
      body.sort = { field, order: field === 'price' ? random.pick(['asc', 'desc'] as const) : 'desc' };
    }
  }
  // Most searches stop at the first page; a few look further.
  const page = random.chance(0.8) ? 1 : random.chance(0.8) ? random.int(2, 5) : random.int(6, 30);
  return { name: 'mix', body, page };
}

/** MIX_BODIES distinct bodies per edition, the same on every run (seeded). */
export function mixBodies(region: Region, idBySlug: Map<string, number>, count = MIX_BODIES): BenchQuery[] {
  const random = createRandom(`search-mix-${region}`);
  const catalogue = catalogueOf(region, idBySlug, random);
  const seen = new Set<string>();
  const bodies: BenchQuery[] = [];
  for (let attempts = 0; bodies.length < count && attempts < count * 50; attempts++) {
    const query = bodyOf(region, catalogue, random);
    const key = JSON.stringify([query.page, query.body]);
    if (seen.has(key)) continue;
    seen.add(key);
    bodies.push(query);
  }
  if (bodies.length < count) throw new Error(`${region}: only ${bodies.length} distinct mix bodies`);
  return bodies;
}
