import type { Region, SearchOffersInput } from '@marketplace/contract';
import { EDITIONS } from '../../apps/api/src/seed/content/editions.ts';

/**
 * The fixed query mix, per edition: what buyers do most (a phrase, a misspelt or unaccented phrase,
 * a phrase narrowed by category and price, a category with its attributes, nearby offers, each sort,
 * a deep page, no criteria at all). Categories are named by the seed's keys and resolved to ids.
 */
export interface QuerySpec {
  name: string;
  /** The request body (camelCase; sent in snake_case like the web app does). */
  body: Omit<SearchOffersInput, 'category'> & { category?: string };
  page?: number;
}

export interface BenchQuery {
  name: string;
  body: SearchOffersInput;
  page: number;
}

const city = (region: Region, name: string) => {
  const found = EDITIONS[region].cities.find((c) => c.name === name);
  if (!found) throw new Error(`${region}: no seed city ${name}`);
  return { lat: found.lat, lon: found.lon };
};

const US_QUERIES: QuerySpec[] = [
  { name: 'phrase', body: { phrase: 'mountain bike' } },
  { name: 'phrase, prefix while typing', body: { phrase: 'refrig' } },
  { name: 'phrase with a typo', body: { phrase: 'hedphones' } },
  {
    name: 'phrase + category + price',
    body: { phrase: 'laptop', category: 'electronics', filters: { price: { from: 300_00, to: 1500_00 } } },
  },
  {
    name: 'category + attributes',
    body: {
      category: 'cars',
      filters: { attributes: { make: 'Toyota', year: { from: 2015, to: 2022 }, mileage: { to: 100_000 } } },
    },
  },
  {
    name: 'jobs: salary + company',
    body: {
      category: 'jobs',
      filters: { salary: { from: 3000_00, period: 'monthly' }, accountType: 'company' },
    },
  },
  { name: 'local (nearby Chicago)', body: { geoDistance: { ...city('us', 'Chicago'), distance: 'nearby' } } },
  {
    name: 'local 50 km + phrase',
    body: { phrase: 'sofa', geoDistance: { ...city('us', 'New York'), distance: 50 } },
  },
  { name: 'sort relevance', body: { phrase: 'leather', sort: { field: 'relevance', order: 'desc' } } },
  { name: 'sort newest', body: { category: 'home', sort: { field: 'date', order: 'desc' } } },
  { name: 'sort oldest', body: { sort: { field: 'date', order: 'asc' } } },
  { name: 'sort price asc', body: { category: 'electronics', sort: { field: 'price', order: 'asc' } } },
  { name: 'sort price desc', body: { phrase: 'guitar', sort: { field: 'price', order: 'desc' } } },
  { name: 'deep page (200)', body: {}, page: 200 },
  { name: 'empty search', body: {} },
];

const PL_QUERIES: QuerySpec[] = [
  { name: 'phrase', body: { phrase: 'rower górski' } },
  { name: 'phrase without diacritics', body: { phrase: 'lozeczko dzieciece' } },
  { name: 'phrase, prefix while typing', body: { phrase: 'lodów' } },
  { name: 'phrase with a typo', body: { phrase: 'słuchwaki' } },
  {
    name: 'phrase + category + price',
    body: { phrase: 'laptop', category: 'electronics', filters: { price: { from: 1000_00, to: 5000_00 } } },
  },
  {
    name: 'category + attributes',
    body: { category: 'bicycles', filters: { attributes: { type: 'Górski', frameSize: 'L' } } },
  },
  {
    name: 'jobs: salary + company',
    body: {
      category: 'jobs',
      filters: { salary: { from: 6000_00, period: 'monthly' }, accountType: 'company' },
    },
  },
  {
    name: 'local (nearby Warszawa)',
    body: { geoDistance: { ...city('pl', 'Warszawa'), distance: 'nearby' } },
  },
  {
    name: 'local 50 km + phrase',
    body: { phrase: 'mieszkanie', geoDistance: { ...city('pl', 'Kraków'), distance: 50 } },
  },
  { name: 'sort relevance', body: { phrase: 'skórzana', sort: { field: 'relevance', order: 'desc' } } },
  { name: 'sort newest', body: { category: 'home', sort: { field: 'date', order: 'desc' } } },
  { name: 'sort oldest', body: { sort: { field: 'date', order: 'asc' } } },
  { name: 'sort price asc', body: { category: 'electronics', sort: { field: 'price', order: 'asc' } } },
  { name: 'sort price desc', body: { phrase: 'gitara', sort: { field: 'price', order: 'desc' } } },
  { name: 'deep page (200)', body: {}, page: 200 },
  { name: 'empty search', body: {} },
];

export const QUERY_MIX: Record<Region, QuerySpec[]> = { us: US_QUERIES, pl: PL_QUERIES };

/** Seed key ('electronics', 'cars') -> slug, for both top-level and sub-categories. */
function slugOfKey(region: Region, key: string): string {
  for (const top of EDITIONS[region].categories) {
    if (top.key === key) return top.slug;
    const sub = top.children.find((child) => child.key === key);
    if (sub) return sub.slug;
  }
  throw new Error(`${region}: no category with key ${key}`);
}

/** Resolves the category keys of an edition's mix to the database's ids. */
export function resolveQueries(region: Region, idBySlug: Map<string, number>): BenchQuery[] {
  return QUERY_MIX[region].map(({ name, body, page }) => {
    const { category, ...rest } = body;
    let categoryId: number | undefined;
    if (category) {
      categoryId = idBySlug.get(slugOfKey(region, category));
      if (!categoryId) throw new Error(`${region}: category ${category} is not in the database`);
    }
    return { name, page: page ?? 1, body: categoryId ? { ...rest, category: categoryId } : rest };
  });
}
