import {
  APPROXIMATE_CELL_DEGREES,
  type AccountType,
  type DeliveryMethod,
  type Period,
  type Region,
  type SearchSortField,
} from '@marketplace/contract';
import { and, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { offerCategoryCounts, searchPhraseCounts, searchTitleWords } from '../../db/schema/index.ts';
import { categoryNameWords } from '../categories/index.ts';
// Search is a read model over offers: it reads the table offers export for it, and never writes it.
import { offersReadModel as offers } from '../offers/index.ts';
import { editDistance, type ParsedPhrase } from './search.phrase.ts';

/** A range of an amount or a number; either bound may be missing. */
export interface Bounds {
  from?: number;
  to?: number;
}

/** One custom-field condition, already checked against the category's fields. */
export type AttributeCondition =
  { name: string; kind: 'enum' | 'text'; value: string } | { name: string; kind: 'range'; bounds: Bounds };

/** A title word searched instead of a misspelt one; `near` when one edit away from it (decision 121). */
export interface Correction {
  word: string;
  near: boolean;
}

/** Everything a search asks, validated and resolved (category ids, radius in km). */
export interface SearchCriteria {
  region: Region;
  now: Date;
  text: ParsedPhrase | null;
  /**
   * The typo fallback: words of the phrase that no offer contains, each with the similar words of
   * titles to search instead.
   */
  corrections: Record<string, Correction[]>;
  /** The chosen category and its descendants; null for every category. */
  categoryIds: number[] | null;
  price?: Bounds;
  free: boolean;
  delivery?: DeliveryMethod;
  accountType?: AccountType;
  salary?: Bounds & { period: Period };
  servicePrice?: Bounds;
  attributes: AttributeCondition[];
  geo: { lat: number; lon: number; radiusKm: number } | null;
  sort: { field: SearchSortField; order: 'asc' | 'desc' };
}

/**
 * Whether the matches are found through an index that holds none of what is counted and sorted (the
 * full text, the attributes), or with a distance to work out: each is then read from the table, and
 * best read once for the counts and the page (`countsAndPage`). Other narrowed searches count along
 * a covering index and walk a sort index for the page.
 */
export function readsEachMatch(criteria: SearchCriteria): boolean {
  return criteria.text !== null || criteria.geo !== null || criteria.attributes.length > 0;
}

export interface SearchHit {
  id: number;
  distanceKm: number | null;
}

export interface CategoryCount {
  categoryId: number;
  count: number;
  highlighted: number;
}

/** Trigram word similarity a correction needs ('iphnoe' to 'iphone' is 0.43). */
export const TYPO_SIMILARITY_THRESHOLD = 0.4;
/** Similar title words searched instead of one misspelt word, the most similar first. */
export const MAX_CORRECTIONS = 5;
/** Edits from a misspelt word within which a correction is near, and ranks first (decision 121). */
export const NEAR_CORRECTION_EDITS = 1;
/** Weights of the document parts for ts_rank_cd, in the order D, C (description), B (categories), A (title). */
const RANK_WEIGHTS = '{0.01,0.05,0.2,1.0}';
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LATITUDE = 111.045;

/** Maintained by a trigger (migration 0007_search); not mapped in the drizzle table on purpose. */
const searchVector = sql.raw('"offers"."search_vector"');
const searchAccountType = sql.raw('"offers"."search_account_type"');

/** The price the price sort uses; the same expression as the offers_search_price_* indexes. */
const sortPrice = sql`coalesce(${offers.priceAmount}, ${offers.priceFrom}, case when ${offers.showSalary} then ${offers.salaryFrom} end)`;

function timestamp(at: Date): SQL {
  return sql`${at.toISOString()}::timestamptz`;
}

function textConfig(region: Region): string {
  return region === 'us' ? 'english' : 'simple';
}

/**
 * One word as a tsquery, accent-folded, as a prefix or not. The word is quoted, so whatever the
 * folding turns it into (unaccent maps some letters to punctuation) cannot break the query syntax.
 */
function wordQuery(
  region: Region,
  word: string,
  { prefix, titleOnly = false }: { prefix: boolean; titleOnly?: boolean },
): SQL {
  const operand = sql`quote_literal(immutable_unaccent(${word}))`;
  // ':*' a prefix, 'A' the title's weight (the search document's parts, migration 0007_search).
  const label = `${prefix ? '*' : ''}${titleOnly ? 'A' : ''}`;
  return sql`to_tsquery(${textConfig(region)}::regconfig, ${label ? sql`${operand} || ${`:${label}`}` : operand})`;
}

/** A word of the phrase, or the words it was corrected to (any of them), as prefixes. */
function requiredWordQuery(criteria: SearchCriteria, word: string): SQL {
  const similar = criteria.corrections[word];
  if (!similar?.length) return wordQuery(criteria.region, word, { prefix: true });
  const alternatives = similar.map((correction) =>
    wordQuery(criteria.region, correction.word, { prefix: true }),
  );
  return sql`(${sql.join(alternatives, sql` || `)})`;
}

/** Every word as a prefix, all required, the excluded words negated: `bike:* & red:* & !kids`. */
function fullQuery(criteria: SearchCriteria, text: ParsedPhrase): SQL {
  const parts = [
    ...text.words.map((word) => requiredWordQuery(criteria, word)),
    ...text.excluded.map((word) => sql`!!${wordQuery(criteria.region, word, { prefix: false })}`),
  ];
  return sql`(${sql.join(parts, sql` && `)})`;
}

function textCondition(criteria: SearchCriteria, text: ParsedPhrase): SQL {
  return sql`${searchVector} @@ ${fullQuery(criteria, text)}`;
}

/**
 * ts_rank_cd (normalised below 1), plus 1 for each misspelt word whose near correction (one edit
 * away) the title holds: such an offer ranks above those that only share a prefix with the phrase
 * ('cookwre': the cookware set before the cookbooks, decision 121). Only a corrected search pays
 * for the extra match, on the rows it ranks anyway.
 */
function relevance(criteria: SearchCriteria, text: ParsedPhrase): SQL {
  const rank = sql`ts_rank_cd(${RANK_WEIGHTS}::float4[], ${searchVector}, ${fullQuery(criteria, text)}, 32)`;
  const near = text.words.flatMap((word) => {
    const words = (criteria.corrections[word] ?? []).filter((correction) => correction.near);
    if (words.length === 0) return [];
    const query = sql.join(
      words.map((correction) =>
        wordQuery(criteria.region, correction.word, { prefix: true, titleOnly: true }),
      ),
      sql` || `,
    );
    return [sql`(case when ${searchVector} @@ (${query}) then 1 else 0 end)`];
  });
  return near.length === 0 ? rank : sql`(${rank} + ${sql.join(near, sql` + `)})`;
}

/**
 * The offer's public point in SQL: `approximateLocation` of the contract, the centre of its cell of
 * about 1.1 km. The search measures and filters on it, never on the stored coordinates, so neither
 * a distance nor a radius probed from many places narrows an offer down past its area
 * (docs/decisions/082).
 */
const CELL = APPROXIMATE_CELL_DEGREES;
const cell = sql.raw(`${CELL}::float8`);
const areaLat = sql`((floor(${offers.lat} / ${cell}) + 0.5) * ${cell})`;
const areaLonStep = sql`(${cell} / cos(radians(${areaLat})))`;
const areaLon = sql`((floor(${offers.lon} / ${areaLonStep}) + 0.5) * ${areaLonStep})`;

function distanceKm(geo: NonNullable<SearchCriteria['geo']>): SQL<number> {
  return sql<number>`${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${areaLat} - ${geo.lat}) / 2), 2) +
    cos(radians(${geo.lat})) * cos(radians(${areaLat})) * power(sin(radians(${areaLon} - ${geo.lon}) / 2), 2)
  )))`;
}

/**
 * Within the radius: a latitude/longitude box first (the btree (region, lat, lon) index narrows
 * to it; one cell wider, since a point's area centre is up to half a cell away), then the
 * haversine distance to the area centre. Offers with a hidden location never match.
 */
function geoConditions(geo: NonNullable<SearchCriteria['geo']>): SQL[] {
  const latDelta = geo.radiusKm / KM_PER_DEGREE_LATITUDE + CELL;
  const conditions = [
    eq(offers.hideLocation, false),
    sql`${offers.lat} is not null and ${offers.lon} is not null`,
    sql`${offers.lat} between ${geo.lat - latDelta} and ${geo.lat + latDelta}`,
  ];
  const cosLat = Math.cos((geo.lat * Math.PI) / 180);
  if (cosLat > 0.01) {
    const lonDelta = (geo.radiusKm / KM_PER_DEGREE_LATITUDE + CELL) / cosLat;
    // Near the antimeridian the box would wrap; the exact distance below still decides.
    if (geo.lon - lonDelta >= -180 && geo.lon + lonDelta <= 180) {
      conditions.push(sql`${offers.lon} between ${geo.lon - lonDelta} and ${geo.lon + lonDelta}`);
    }
  }
  conditions.push(sql`${distanceKm(geo)} <= ${geo.radiusKm}`);
  return conditions;
}

function overlaps(low: SQL, high: SQL, bounds: Bounds): SQL[] {
  const conditions: SQL[] = [];
  if (bounds.from !== undefined) conditions.push(sql`${high} >= ${bounds.from}`);
  if (bounds.to !== undefined) conditions.push(sql`${low} <= ${bounds.to}`);
  return conditions;
}

/**
 * The words a misspelt one is corrected to (docs/decisions/026): those of published titles, kept in
 * search_title_words, and those of the edition's category names, which the search document holds too
 * (a misspelt 'bicyle' finds the Bicycles category's offers). The same rules as the titles' words:
 * three or more characters, not only digits, accent-folded and lower-cased.
 */
function vocabulary(region: Region): SQL {
  return sql`(select ${searchTitleWords.word} as word from ${searchTitleWords} where ${searchTitleWords.region} = ${region}
    union
    ${categoryNameWords(region)}) as vocabulary`;
}

/**
 * The same enumeration match as `attributes ->> name = value`, in the form the GIN index on
 * attributes serves (docs/decisions/027): the value stored as a string, or as a number when it reads
 * as one (the form accepts either). Kept beside the exact comparison, which it never narrows.
 */
function containsEnumValue(name: string, value: string): SQL {
  const asString = JSON.stringify({ [name]: value });
  if (!/^-?(0|[1-9][0-9]*)([.][0-9]+)?$/.test(value)) return sql`${offers.attributes} @> ${asString}::jsonb`;
  const asNumber = `{${JSON.stringify(name)}:${value}}`;
  return sql`(${offers.attributes} @> ${asString}::jsonb or ${offers.attributes} @> ${asNumber}::jsonb)`;
}

function attributeCondition(condition: AttributeCondition): SQL[] {
  const value = sql`(${offers.attributes} ->> ${condition.name})`;
  switch (condition.kind) {
    case 'enum':
      return [sql`${value} = ${condition.value}`, containsEnumValue(condition.name, condition.value)];
    case 'text':
      return [sql`immutable_unaccent(lower(${value})) = immutable_unaccent(lower(${condition.value}))`];
    case 'range': {
      // Stored values are numbers or numeric strings; anything else simply does not match.
      const number = sql`(case when ${value} ~ '^-?[0-9]+([.][0-9]+)?$' then ${value}::numeric end)`;
      const conditions: SQL[] = [];
      if (condition.bounds.from !== undefined) conditions.push(sql`${number} >= ${condition.bounds.from}`);
      if (condition.bounds.to !== undefined) conditions.push(sql`${number} <= ${condition.bounds.to}`);
      return conditions;
    }
  }
}

/**
 * The conditions of a search, each a test of its own: published, unexpired offers of the edition
 * that match every criterion are those that pass them all (`matching`).
 */
function conditionsOf(criteria: SearchCriteria): SQL[] {
  const now = timestamp(criteria.now);
  const conditions: SQL[] = [
    eq(offers.region, criteria.region),
    eq(offers.status, 'published'),
    sql`(${offers.expiredAt} is null or ${offers.expiredAt} > ${now})`,
  ];
  if (criteria.text) conditions.push(textCondition(criteria, criteria.text));
  if (criteria.categoryIds) conditions.push(inArray(offers.categoryId, criteria.categoryIds));
  if (criteria.price) {
    if (criteria.price.from !== undefined) conditions.push(gte(offers.priceAmount, criteria.price.from));
    if (criteria.price.to !== undefined) conditions.push(lte(offers.priceAmount, criteria.price.to));
  }
  if (criteria.free) conditions.push(eq(offers.priceAmount, 0));
  if (criteria.delivery) conditions.push(eq(offers.deliveryMethod, criteria.delivery));
  if (criteria.accountType) conditions.push(sql`${searchAccountType} = ${criteria.accountType}`);
  if (criteria.salary) {
    // A hidden salary is never compared: the filter would reveal it.
    conditions.push(
      eq(offers.type, 'job_offer'),
      eq(offers.showSalary, true),
      eq(offers.period, criteria.salary.period),
      ...overlaps(
        sql`${offers.salaryFrom}`,
        sql`coalesce(${offers.salaryTo}, ${offers.salaryFrom})`,
        criteria.salary,
      ),
    );
  }
  if (criteria.servicePrice) {
    conditions.push(
      eq(offers.type, 'service'),
      eq(offers.period, 'hourly'),
      ...overlaps(
        sql`${offers.priceFrom}`,
        sql`coalesce(${offers.priceTo}, ${offers.priceFrom})`,
        criteria.servicePrice,
      ),
    );
  }
  for (const condition of criteria.attributes) conditions.push(...attributeCondition(condition));
  if (criteria.geo) conditions.push(...geoConditions(criteria.geo));
  return conditions;
}

/** Published, unexpired offers of the edition that match every criterion. */
function matching(criteria: SearchCriteria): SQL {
  return and(...conditionsOf(criteria))!;
}

/** Renders a condition to its SQL text and parameters: two conditions alike are one test. */
const dialect = new PgDialect();
function conditionKey(condition: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(condition);
  return `${text}\n${JSON.stringify(params)}`;
}

/** Distinct conditions tested in one statement (a few parameters each, far below PostgreSQL's 65,535). */
const CONDITIONS_PER_STATEMENT = 2_000;

/**
 * What narrows a search beyond its edition and category; typed over every criterion, so a new one
 * must say here whether it does.
 */
const NARROWS: {
  [K in Exclude<keyof SearchCriteria, 'region' | 'now' | 'categoryIds' | 'corrections' | 'sort'>]: (
    value: SearchCriteria[K],
  ) => boolean;
} = {
  text: (text) => text !== null,
  price: (price) => price !== undefined,
  free: (free) => free,
  delivery: (delivery) => delivery !== undefined,
  accountType: (accountType) => accountType !== undefined,
  salary: (salary) => salary !== undefined,
  servicePrice: (servicePrice) => servicePrice !== undefined,
  attributes: (attributes) => attributes.length > 0,
  geo: (geo) => geo !== null,
};

function narrowedBeyondCategory(criteria: SearchCriteria): boolean {
  return Object.entries(NARROWS).some(([key, narrows]) =>
    (narrows as (value: unknown) => boolean)(criteria[key as keyof typeof NARROWS]),
  );
}

/** Whether an offer is promoted now (its highlight has not run out). */
function highlightedNow(criteria: SearchCriteria): SQL<boolean> {
  return sql<boolean>`coalesce(${offers.highlightedUntil} > ${timestamp(criteria.now)}, false)`;
}

/**
 * Highlighted offers come first; each part is read in the order of one index (see the migration),
 * in the form the partial index of highlighted offers serves.
 */
function partCondition(criteria: SearchCriteria, part: HitsSlice['part']): SQL | undefined {
  const now = timestamp(criteria.now);
  if (part === 'highlighted') return sql`${offers.highlightedUntil} > ${now}`;
  if (part === 'others')
    return sql`(${offers.highlightedUntil} is null or ${offers.highlightedUntil} <= ${now})`;
  return undefined;
}

/** The columns a sort reads: the table's, or those of the few matches selected first. */
interface SortColumns {
  id: SQL;
  publishedAt: SQL;
  price: SQL;
  highlighted: SQL;
}

function tableSortColumns(criteria: SearchCriteria): SortColumns {
  return {
    id: sql`${offers.id}`,
    publishedAt: sql`${offers.publishedAt}`,
    price: sortPrice,
    highlighted: highlightedNow(criteria),
  };
}

/** The chosen order; with both parts in one read, the highlighted offers first. */
function orderOf(
  criteria: SearchCriteria,
  part: HitsSlice['part'],
  columns = tableSortColumns(criteria),
): SQL[] {
  const highlightedFirst = part === 'both' ? [sql`${columns.highlighted} desc`] : [];
  return [...highlightedFirst, ...chosenOrder(criteria, columns)];
}

function chosenOrder(criteria: SearchCriteria, columns: SortColumns): SQL[] {
  const { field, order } = criteria.sort;
  if (field === 'relevance' && criteria.text) {
    return [sql`${relevance(criteria, criteria.text)} desc`, desc(offers.publishedAt), desc(offers.id)];
  }
  // The id breaks ties in the sort's direction, so one index serves both directions.
  const direction = sql.raw(order === 'asc' ? 'asc' : 'desc');
  const first =
    field === 'price'
      ? sql`${columns.price} ${direction} nulls last`
      : sql`${columns.publishedAt} ${direction}`;
  return [first, sql`${columns.id} ${direction}`];
}

/**
 * Up to this many matches are selected first and then sorted, instead of walking a sort index and
 * testing every offer on the way: a rare phrase sorted by price would otherwise read most of the
 * edition to fill one page (README, Performance).
 */
export const SORT_MATCHES_FIRST_BELOW = 10_000;

export interface HitsSlice {
  /**
   * The highlighted matches or the others, each read in the order of a sort index; or, when the
   * caller counted at most SORT_MATCHES_FIRST_BELOW matches, both in one read: the matches are
   * selected first and then sorted, highlighted first.
   */
  part: 'highlighted' | 'others' | 'both';
  offset: number;
  limit: number;
}

/**
 * What the search service needs from a search engine; PostgreSQL (full text, trigrams, btree
 * indexes) below, a dedicated engine could take its place.
 */
export interface SearchRepository {
  /** How many offers match, per category, and how many of them are highlighted now. */
  countByCategory(criteria: SearchCriteria): Promise<CategoryCount[]>;
  /** One slice of the matches in the chosen order, highlighted first (see HitsSlice). */
  hits(criteria: SearchCriteria, slice: HitsSlice): Promise<SearchHit[]>;
  /**
   * The counts and one page (highlighted first, then the chosen order) from one read of the matches:
   * for a phrase or a place, whose matches are found in the table one by one anyway, reading them
   * once instead of once for the counts and again for the page.
   */
  countsAndPage(
    criteria: SearchCriteria,
    page: { offset: number; limit: number },
  ): Promise<{ counts: CategoryCount[]; hits: SearchHit[] }>;
  /** The words (of those given) that no published offer of the edition contains, not even as a prefix. */
  unknownWords(region: Region, words: string[]): Promise<string[]>;
  /**
   * For each word, the words of the edition's published titles and category names most similar to
   * it (at most MAX_CORRECTIONS, accent-folded), for criteria.corrections.
   */
  similarWords(region: Region, words: string[]): Promise<Record<string, Correction[]>>;
  /** Drops the vocabulary's words that no published title of the edition has any more. */
  pruneTitleWords(region: Region): Promise<number>;
  /** Counts searches of a phrase on a day; only the phrase and the day are stored. */
  addPhraseSearches(region: Region, display: string, day: string, searches: number): Promise<void>;
  /** The most searched phrases since a day with at least `minSearches` searches, most searched first. */
  popularPhrases(
    region: Region,
    sinceDay: string,
    limit: number,
    minSearches: number,
  ): Promise<{ phrase: string; searches: number }[]>;
  deletePhraseCountsBefore(day: string): Promise<number>;
  /**
   * What a saved search's candidates are narrowed by for one offer (decision 097): a published,
   * unexpired offer's edition, author, category, price and every prefix of its document's lexemes;
   * null when the offer is not shown in search.
   */
  offerFacts(offerId: number, now: Date): Promise<OfferFacts | null>;
  /** The lexemes a saved search's required words must each start a lexeme of the offer with. */
  lexemesOf(region: Region, words: string[]): Promise<string[]>;
  /** For each criteria, whether the one offer matches it: the search's own conditions on `offers.id`. */
  matchesAmong(offerId: number, criteria: SearchCriteria[]): Promise<boolean[]>;
}

export interface OfferFacts {
  id: number;
  region: Region;
  accountId: number;
  categoryId: number;
  priceAmount: number | null;
  title: string;
  prefixes: string[];
}

/**
 * Browsing (no criterion but the category): the published offers the triggers count per category,
 * less those already past their expiry, with those promoted now; both read small partial indexes
 * (migration 0008), instead of counting every offer of the edition.
 */
function countFromCategoryCounts(db: Executor, criteria: SearchCriteria): Promise<CategoryCount[]> {
  const now = timestamp(criteria.now);
  const inCategories = (column: typeof offers.categoryId | typeof offerCategoryCounts.categoryId) =>
    criteria.categoryIds ? inArray(column, criteria.categoryIds) : undefined;
  const published = and(
    eq(offers.region, criteria.region),
    eq(offers.status, 'published'),
    inCategories(offers.categoryId),
  );
  const expired = db
    .select({ categoryId: offers.categoryId, count: sql<number>`count(*)::int`.as('expired') })
    .from(offers)
    .where(and(published, sql`${offers.expiredAt} <= ${now}`))
    .groupBy(offers.categoryId)
    .as('expired');
  const highlighted = db
    .select({ categoryId: offers.categoryId, count: sql<number>`count(*)::int`.as('highlighted') })
    .from(offers)
    .where(
      and(
        published,
        sql`${offers.highlightedUntil} > ${now}`,
        sql`(${offers.expiredAt} is null or ${offers.expiredAt} > ${now})`,
      ),
    )
    .groupBy(offers.categoryId)
    .as('highlighted');
  const count = sql<number>`(${offerCategoryCounts.published} - coalesce(${expired.count}, 0))::int`;
  return db
    .select({
      categoryId: offerCategoryCounts.categoryId,
      count,
      highlighted: sql<number>`coalesce(${highlighted.count}, 0)::int`,
    })
    .from(offerCategoryCounts)
    .leftJoin(expired, eq(expired.categoryId, offerCategoryCounts.categoryId))
    .leftJoin(highlighted, eq(highlighted.categoryId, offerCategoryCounts.categoryId))
    .where(
      and(
        eq(offerCategoryCounts.region, criteria.region),
        inCategories(offerCategoryCounts.categoryId),
        sql`${count} > 0`,
      ),
    );
}

export function createSearchRepository(db: Executor): SearchRepository {
  return {
    async countByCategory(criteria: SearchCriteria): Promise<CategoryCount[]> {
      if (!narrowedBeyondCategory(criteria)) return countFromCategoryCounts(db, criteria);
      const now = timestamp(criteria.now);
      return db
        .select({
          categoryId: offers.categoryId,
          count: sql<number>`count(*)::int`,
          highlighted: sql<number>`(count(*) filter (where ${offers.highlightedUntil} > ${now}))::int`,
        })
        .from(offers)
        .where(matching(criteria))
        .groupBy(offers.categoryId);
    },

    async hits(criteria: SearchCriteria, slice: HitsSlice): Promise<SearchHit[]> {
      const where = and(matching(criteria), partCondition(criteria, slice.part));
      const distance = criteria.geo ? sql<number>`${distanceKm(criteria.geo)}::float8` : sql<null>`null`;
      let rows: { id: number; distanceKm: number | null }[];
      if (slice.part === 'both' && criteria.sort.field !== 'relevance') {
        // The LIMIT keeps the subquery from being merged into the outer query, so PostgreSQL finds
        // the matches by their most selective index and sorts only them; it cuts nothing off.
        const matches = db
          .select({
            id: offers.id,
            publishedAt: offers.publishedAt,
            price: sortPrice.as('sort_price'),
            highlighted: highlightedNow(criteria).as('highlighted'),
            distanceKm: distance.as('distance_km'),
          })
          .from(offers)
          .where(where)
          .limit(2 * SORT_MATCHES_FIRST_BELOW)
          .as('matches');
        rows = await db
          .select({ id: matches.id, distanceKm: matches.distanceKm })
          .from(matches)
          .orderBy(
            ...orderOf(criteria, slice.part, {
              id: sql`${matches.id}`,
              publishedAt: sql`${matches.publishedAt}`,
              price: sql`${matches.price}`,
              highlighted: sql`${matches.highlighted}`,
            }),
          )
          .limit(slice.limit)
          .offset(slice.offset);
      } else {
        rows = await db
          .select({ id: offers.id, distanceKm: distance })
          .from(offers)
          .where(where)
          .orderBy(...orderOf(criteria, slice.part))
          .limit(slice.limit)
          .offset(slice.offset);
      }
      return rows.map((row) => ({
        id: row.id,
        distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
      }));
    },

    async countsAndPage(criteria, page) {
      const relevant = criteria.sort.field === 'relevance' && criteria.text;
      const distance = criteria.geo ? sql`${distanceKm(criteria.geo)}::float8` : sql`null::float8`;
      // Materialised: read once, then counted and sorted; the columns are all the two need.
      const matches = sql`select ${offers.id} as id, ${offers.categoryId} as category_id,
          ${highlightedNow(criteria)} as highlighted, ${offers.publishedAt} as published_at,
          ${sortPrice} as price, ${distance} as distance_km,
          ${relevant ? relevance(criteria, criteria.text!) : sql`null::float4`} as relevance
        from ${offers} where ${matching(criteria)}`;
      const { field, order } = criteria.sort;
      const direction = sql.raw(order === 'asc' ? 'asc' : 'desc');
      const chosen = relevant
        ? sql`relevance desc, published_at desc, id desc`
        : field === 'price'
          ? sql`price ${direction} nulls last, id ${direction}`
          : sql`published_at ${direction}, id ${direction}`;
      const result = (await db.execute(sql`with matches as materialized (${matches})
        select
          (select coalesce(json_agg(json_build_array(category_id, count, highlighted)), '[]')
            from (select category_id, count(*)::int as count, (count(*) filter (where highlighted))::int as highlighted
              from matches group by category_id) as counts) as counts,
          (select coalesce(json_agg(json_build_array(id, distance_km) order by highlighted desc, ${chosen}), '[]')
            from (select * from matches order by highlighted desc, ${chosen}
              limit ${page.limit} offset ${page.offset}) as page) as hits`)) as unknown as {
        rows: { counts: [number, number, number][]; hits: [number, number | null][] }[];
      };
      const row = result.rows[0]!;
      return {
        counts: row.counts.map(([categoryId, count, highlighted]) => ({ categoryId, count, highlighted })),
        hits: row.hits.map(([id, distance]) => ({
          id,
          distanceKm: distance === null ? null : Number(distance),
        })),
      };
    },

    async unknownWords(region, words) {
      const known = await Promise.all(
        words.map(async (word) => {
          const query = wordQuery(region, word, { prefix: true });
          // A materialised CTE is planned for all its rows, so as a bitmap scan of the partial GIN
          // index; a plain EXISTS gets a fast-start sequential scan that reads the whole edition
          // to find nothing when the word is unknown (README, Performance).
          const [row] = await db
            .select({
              known: sql<boolean>`numnode(${query}) = 0 or exists (with hits as materialized (select 1 from ${offers} where ${and(
                eq(offers.region, region),
                eq(offers.status, 'published'),
                sql`${searchVector} @@ ${query}`,
              )}) select 1 from hits)`,
            })
            .from(sql`(values (1)) as one (x)`);
          return row?.known === true;
        }),
      );
      return words.filter((_, index) => !known[index]);
    },

    // The trigram threshold is a setting, so it is set for one transaction (on a pool, the
    // statements must share a connection) and the trigram index finds the similar words.
    similarWords(region, words) {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY_THRESHOLD)}, true)`,
        );
        const corrections: Record<string, Correction[]> = {};
        for (const word of words) {
          const folded = sql`immutable_unaccent(${word})`;
          const candidate = sql<string>`vocabulary.word`;
          const rows = await tx
            .select({ word: candidate, folded: sql<string>`lower(${folded})` })
            .from(vocabulary(region))
            .where(sql`${candidate} %> ${folded}`)
            .orderBy(
              sql`word_similarity(${folded}, ${candidate}) desc`,
              sql`similarity(${folded}, ${candidate}) desc`,
              candidate,
            )
            .limit(MAX_CORRECTIONS);
          // The near ones (a few words each, counted here) first; then as similar as trigrams say.
          corrections[word] = rows
            .map((row) => ({
              word: row.word,
              near: editDistance(row.folded, row.word, NEAR_CORRECTION_EDITS) <= NEAR_CORRECTION_EDITS,
            }))
            .sort((a, b) => Number(b.near) - Number(a.near));
        }
        return corrections;
      });
    },

    async pruneTitleWords(region) {
      // Words of no published title, as the vocabulary trigger collects them (an anti-join, so one
      // pass over the titles however large the vocabulary).
      const deleted = await db
        .delete(searchTitleWords)
        .where(
          and(
            eq(searchTitleWords.region, region),
            sql`not exists (select 1 from ${offers}, unnest(tsvector_to_array(to_tsvector('simple', ${offers}.search_title))) as words (word)
              where ${offers.region} = ${region} and ${offers.status} = 'published' and words.word = ${searchTitleWords.word})`,
          ),
        )
        .returning({ word: searchTitleWords.word });
      return deleted.length;
    },

    async addPhraseSearches(region: Region, display: string, day: string, searches: number): Promise<void> {
      await db
        .insert(searchPhraseCounts)
        .values({ region, day, display, phrase: sql`immutable_unaccent(${display})`, searches })
        .onConflictDoUpdate({
          target: [searchPhraseCounts.region, searchPhraseCounts.day, searchPhraseCounts.display],
          set: { searches: sql`${searchPhraseCounts.searches} + ${searches}` },
        });
    },

    /** Accent-folded spellings count together and show in their most searched spelling. */
    async popularPhrases(
      region: Region,
      sinceDay: string,
      limit: number,
      minSearches: number,
    ): Promise<{ phrase: string; searches: number }[]> {
      const spellings = db
        .select({
          phrase: searchPhraseCounts.phrase,
          display: searchPhraseCounts.display,
          searches: sql<number>`sum(${searchPhraseCounts.searches})`.as('spelling_searches'),
        })
        .from(searchPhraseCounts)
        .where(and(eq(searchPhraseCounts.region, region), gte(searchPhraseCounts.day, sinceDay)))
        .groupBy(searchPhraseCounts.phrase, searchPhraseCounts.display)
        .as('spellings');
      const total = sql`sum(${spellings.searches})`;
      const rows = await db
        .select({
          phrase: sql<string>`(array_agg(${spellings.display} order by ${spellings.searches} desc, ${spellings.display}))[1]`,
          searches: sql<number>`${total}::int`,
        })
        .from(spellings)
        .groupBy(spellings.phrase)
        .having(sql`${total} >= ${minSearches}`)
        .orderBy(sql`${total} desc`, spellings.phrase)
        .limit(limit);
      return rows.map((row) => ({ phrase: row.phrase, searches: Number(row.searches) }));
    },

    async offerFacts(offerId, now) {
      const [row] = await db
        .select({
          id: offers.id,
          region: offers.region,
          accountId: offers.accountId,
          categoryId: offers.categoryId,
          priceAmount: offers.priceAmount,
          title: offers.title,
          prefixes: sql<
            string[]
          >`array(select distinct left(lexeme, n) from unnest(tsvector_to_array(${searchVector})) as lexemes (lexeme), generate_series(1, length(lexeme)) as n)`,
        })
        .from(offers)
        .where(
          and(
            eq(offers.id, offerId),
            eq(offers.status, 'published'),
            sql`(${offers.expiredAt} is null or ${offers.expiredAt} > ${timestamp(now)})`,
          ),
        );
      return row ?? null;
    },

    async lexemesOf(region, words) {
      if (words.length === 0) return [];
      const lexemes = sql.join(
        words.map(
          (word) =>
            sql`select unnest(tsvector_to_array(to_tsvector(${textConfig(region)}::regconfig, immutable_unaccent(${word})))) as lexeme`,
        ),
        sql` union `,
      );
      const rows = (await db.execute(
        sql`select distinct lexeme from (${lexemes}) as words order by lexeme`,
      )) as unknown as {
        rows: { lexeme: string }[];
      };
      return rows.rows.map((row) => row.lexeme);
    },

    async matchesAmong(offerId, criteria) {
      if (criteria.length === 0) return [];
      // Saved searches share most of their conditions (the edition, a phrase, a category, a price
      // range, a place): each distinct condition is tested once on the offer, and a search matches
      // when all of its own passed, the conjunction `matching` makes for a search.
      const indexOf = new Map<string, number>();
      const tests: SQL[] = [];
      const conditions = criteria.map((one) =>
        conditionsOf(one).map((condition) => {
          const key = conditionKey(condition);
          let index = indexOf.get(key);
          if (index === undefined) {
            index = tests.length;
            indexOf.set(key, index);
            tests.push(sql`coalesce((${condition}), false)`);
          }
          return index;
        }),
      );
      const passed: boolean[] = [];
      for (let start = 0; start < tests.length; start += CONDITIONS_PER_STATEMENT) {
        const [row] = await db
          .select({
            passed: sql<
              boolean[]
            >`array[${sql.join(tests.slice(start, start + CONDITIONS_PER_STATEMENT), sql`, `)}]::boolean[]`,
          })
          .from(offers)
          .where(eq(offers.id, offerId));
        if (!row) return criteria.map(() => false);
        passed.push(...row.passed);
      }
      return conditions.map((indexes) => indexes.every((index) => passed[index]));
    },

    async deletePhraseCountsBefore(day: string): Promise<number> {
      const deleted = await db
        .delete(searchPhraseCounts)
        .where(lt(searchPhraseCounts.day, day))
        .returning({ day: searchPhraseCounts.day });
      return deleted.length;
    },
  };
}
