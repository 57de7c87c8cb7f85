import {
  LIMITS,
  REGIONS,
  MESSAGES,
  NEARBY_RADIUS_KM,
  paginationOf,
  type CustomFormFieldDto,
  type PopularSearchesDto,
  type Region,
  type SearchOfferItemDto,
  type SearchOffersInputSchema,
  type SearchOffersResultDto,
} from '@marketplace/contract';
import type { z } from 'zod';
import { noCaches, type Caches } from '../../shared/caches.ts';
import type { Clock } from '../../shared/clock.ts';
import { ValidationError } from '../../shared/errors.ts';
import type { FirstToday, Visitor } from '../../shared/visitors.ts';
import type { CategoriesService } from '../categories/index.ts';
import type { OffersService } from '../offers/index.ts';
import { parsePhrase, isTypoTolerant, popularPhraseOf, type ParsedPhrase } from './search.phrase.ts';
import { descendantsOf, presentCategoryFacets } from './search.presenter.ts';
import {
  readsEachMatch,
  SORT_MATCHES_FIRST_BELOW,
  type AttributeCondition,
  type CategoryCount,
  type SearchCriteria,
  type SearchHit,
  type SearchRepository,
} from './search.repository.ts';

type SearchInput = z.output<typeof SearchOffersInputSchema>;
type AttributeFilters = NonNullable<NonNullable<SearchInput['filters']>['attributes']>;

/**
 * Below this many full-text matches, words of the phrase that no offer contains are taken as
 * misspelt and searched as the most similar words of the edition's titles instead.
 */
export const TYPO_FALLBACK_BELOW = 5;
export const POPULAR_SEARCHES_LIMIT = 10;
export const POPULAR_SEARCHES_DAYS = 30;
/** A phrase is shown as popular only once searched this often in the window (docs/decisions/021). */
export const POPULAR_SEARCHES_MIN = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Search answers are kept per process (docs/decisions/094): the most recently read ones
 * (SEARCH_CACHE_ENTRIES of the environment), each for at most this long when no notification
 * empties them first (an edit that leaves the set of published offers alone shows within it, as on
 * home).
 */
export const SEARCH_CACHE_TTL_MS = 10_000;

/**
 * The cache key of a search: the edition, the page and the body as the search reads it (the phrase
 * as parsed, so 'Bike ' and 'bike' share an answer; object keys sorted, so their order does not matter).
 */
function searchKey(region: Region, input: SearchInput, text: ParsedPhrase | null, page: number): string {
  const { page: _page, phrase: _phrase, ...rest } = input;
  return JSON.stringify([region, page, text, rest], (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/** The day a search counts on (UTC), as the phrase counts store it. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function attributeConditions(
  attributes: AttributeFilters,
  fields: readonly CustomFormFieldDto[],
): AttributeCondition[] {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const problems: Record<string, string> = {};
  const conditions: AttributeCondition[] = [];
  for (const [name, value] of Object.entries(attributes)) {
    const field = byName.get(name);
    const path = `filters.attributes.${name}`;
    if (!field) {
      problems[path] = MESSAGES.invalidValue;
    } else if (field.type === 'string') {
      if (typeof value !== 'string' || (field.enum && !field.enum.includes(value))) {
        problems[path] = MESSAGES.invalidValue;
      } else {
        conditions.push({ name, kind: field.enum ? 'enum' : 'text', value });
      }
    } else if (typeof value === 'string') {
      problems[path] = MESSAGES.notANumber;
    } else {
      conditions.push({ name, kind: 'range', bounds: value });
    }
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
  return conditions;
}

/**
 * Offer search (docs/decisions/015): validates the request against the edition's categories and
 * their fields, asks the search repository for matching ids in order, and answers list items with
 * facets. Phrases of successful first-page searches are counted for the popular list, once per
 * visitor and day (docs/decisions/036).
 */
export function createSearchService({
  searchRepository,
  offers,
  categories,
  clock,
  log,
  firstToday,
  caches = noCaches,
  cacheEntries = 1_000,
}: {
  searchRepository: SearchRepository;
  offers: OffersService;
  categories: CategoriesService;
  clock: Clock;
  log: { warn(details: object, message: string): void };
  firstToday: FirstToday;
  caches?: Caches;
  /** Answers kept; 0 keeps none. */
  cacheEntries?: number;
}) {
  // Built from the offers (any change: a match's title, price, expiry), the set of published
  // offers (offer_category_counts, notified on every publication, closing, expiry and deletion) and
  // the categories the facets and the criteria read. Nothing in an answer depends on who asks.
  const answers = caches.create<string, SearchOffersResultDto>({
    name: 'search answers',
    tables: ['offers', 'offer_category_counts', 'categories', 'category_fields'],
    ttlMs: SEARCH_CACHE_TTL_MS,
    maxEntries: cacheEntries,
  });

  async function criteriaOf(region: Region, input: SearchInput, text: ParsedPhrase | null, now: Date) {
    const all = await categories.list(region);
    const categoryId = input.category ?? null;
    if (categoryId !== null && !all.some((category) => category.id === categoryId)) {
      throw new ValidationError({ category: MESSAGES.invalidValue });
    }
    const filters = input.filters ?? {};
    let attributes: AttributeCondition[] = [];
    if (filters.attributes && Object.keys(filters.attributes).length > 0) {
      if (categoryId === null) throw new ValidationError({ 'filters.attributes': MESSAGES.invalidValue });
      attributes = attributeConditions(filters.attributes, await categories.customFields(region, categoryId));
    }
    const sortField = input.sort?.field ?? (text ? 'relevance' : 'date');
    const salary = filters.salary;
    const criteria: SearchCriteria = {
      region,
      now,
      text,
      corrections: {},
      categoryIds: categoryId === null ? null : descendantsOf(all, categoryId),
      price: filters.price,
      free: filters.free ?? false,
      delivery: filters.delivery,
      accountType: filters.accountType === 'all' ? undefined : filters.accountType,
      salary: salary && { from: salary.from, to: salary.to, period: salary.period ?? 'monthly' },
      servicePrice: filters.servicePrice,
      attributes,
      geo: input.geoDistance
        ? {
            lat: input.geoDistance.lat,
            lon: input.geoDistance.lon,
            radiusKm: input.geoDistance.distance === 'nearby' ? NEARBY_RADIUS_KM : input.geoDistance.distance,
          }
        : null,
      // Relevance needs a phrase: without one the newest come first. Relevance is always best first.
      sort:
        sortField === 'relevance' && !text
          ? { field: 'date', order: 'desc' }
          : { field: sortField, order: sortField === 'relevance' ? 'desc' : (input.sort?.order ?? 'desc') },
    };
    return { criteria, all, categoryId };
  }

  /**
   * One page of hits: the highlighted matches first, then the others, each in the chosen order. Few
   * matches are read in one statement; many in two, each part along its sort index.
   */
  async function pageOf(
    repository: SearchRepository,
    criteria: SearchCriteria,
    counts: CategoryCount[],
    page: number,
  ): Promise<SearchHit[]> {
    const total = counts.reduce((sum, row) => sum + row.count, 0);
    const highlighted = counts.reduce((sum, row) => sum + row.highlighted, 0);
    const offset = (page - 1) * LIMITS.pageSize;
    if (offset >= total) return [];
    if (total <= SORT_MATCHES_FIRST_BELOW) {
      return repository.hits(criteria, { part: 'both', offset, limit: LIMITS.pageSize });
    }
    const hits: SearchHit[] = [];
    if (offset < highlighted) {
      hits.push(
        ...(await repository.hits(criteria, { part: 'highlighted', offset, limit: LIMITS.pageSize })),
      );
    }
    const remaining = LIMITS.pageSize - hits.length;
    if (remaining > 0 && total > highlighted) {
      hits.push(
        ...(await repository.hits(criteria, {
          part: 'others',
          offset: Math.max(0, offset - highlighted),
          limit: remaining,
        })),
      );
    }
    return hits;
  }

  /** The counts and the page: in one read of the matches when each is read from the table. */
  async function countsAndHits(criteria: SearchCriteria, page: number) {
    const offset = (page - 1) * LIMITS.pageSize;
    if (readsEachMatch(criteria)) {
      return searchRepository.countsAndPage(criteria, { offset, limit: LIMITS.pageSize });
    }
    const counts = await searchRepository.countByCategory(criteria);
    return { counts, hits: await pageOf(searchRepository, criteria, counts, page) };
  }

  /** The first day of the popular window: today and the 29 days before. */
  function firstDayOfWindow(): string {
    return dayOf(new Date(clock().getTime() - (POPULAR_SEARCHES_DAYS - 1) * DAY_MS));
  }

  async function recordPhrase(region: Region, phrase: string, now: Date, visitor: Visitor): Promise<void> {
    const display = popularPhraseOf(phrase);
    if (!display) return;
    try {
      // Repeating a search (or a script doing so) must not push a phrase up the list.
      if (!(await firstToday('search-phrase', visitor, `${region}\n${display}`))) return;
      await searchRepository.addPhraseSearches(region, display, dayOf(now), 1);
    } catch (error) {
      // Counting is a side effect: the search itself has succeeded.
      log.warn({ err: error }, 'could not count a search phrase');
    }
  }

  /** The answer to a search, read from the database. */
  async function answerOf(
    region: Region,
    input: SearchInput,
    text: ParsedPhrase | null,
    page: number,
    now: Date,
  ): Promise<SearchOffersResultDto> {
    const asked = await criteriaOf(region, input, text, now);
    const { all, categoryId } = asked;
    let criteria = asked.criteria;
    let { counts, hits } = await countsAndHits(criteria, page);
    let total = counts.reduce((sum, row) => sum + row.count, 0);
    const typoWords =
      criteria.text && total < TYPO_FALLBACK_BELOW
        ? await searchRepository.unknownWords(region, criteria.text.words.filter(isTypoTolerant))
        : [];
    if (typoWords.length > 0) {
      criteria = { ...criteria, corrections: await searchRepository.similarWords(region, typoWords) };
      ({ counts, hits } = await countsAndHits(criteria, page));
      total = counts.reduce((sum, row) => sum + row.count, 0);
    }

    const listed = await offers.publishedItems(
      region,
      hits.map((hit) => hit.id),
    );
    const items: SearchOfferItemDto[] = hits.flatMap((hit) => {
      const item = listed.get(hit.id);
      const distanceKm = hit.distanceKm === null ? null : Math.round(hit.distanceKm * 10) / 10;
      return item ? [{ ...item, distanceKm }] : [];
    });
    return {
      items,
      pagination: paginationOf(page, LIMITS.pageSize, total),
      facets: { categories: presentCategoryFacets(all, categoryId, counts) },
    };
  }

  return {
    /** Answered from the cache when the same search was read since its offers last changed. */
    async search(
      region: Region,
      input: SearchInput,
      page: number,
      visitor: Visitor,
    ): Promise<SearchOffersResultDto> {
      const now = clock();
      const text = input.phrase ? parsePhrase(input.phrase, region) : null;
      const answer = await answers.get(searchKey(region, input, text, page), () =>
        answerOf(region, input, text, page, now),
      );
      // Counted on every search, cached or not. Only phrases that searched something count: not
      // one of stop words or punctuation alone.
      if (page === 1 && input.phrase && text && answer.pagination.totalItems > 0)
        await recordPhrase(region, input.phrase, now, visitor);
      return answer;
    },

    /** The edition's most searched phrases of the last 30 days. */
    async popular(region: Region): Promise<PopularSearchesDto> {
      const items = await searchRepository.popularPhrases(
        region,
        firstDayOfWindow(),
        POPULAR_SEARCHES_LIMIT,
        POPULAR_SEARCHES_MIN,
      );
      return { items };
    },

    /**
     * A saved search's body checked as a search would check it (400 with the search's field errors
     * otherwise), with the columns its matching narrows candidates by (decision 097).
     */
    async savedSearchColumns(region: Region, query: SearchInput) {
      const text = query.phrase ? parsePhrase(query.phrase, region) : null;
      const { criteria, all, categoryId } = await criteriaOf(region, query, text, clock());
      const bounds = [criteria.price?.from, criteria.free ? 0 : undefined].filter((n) => n !== undefined);
      const upper = [criteria.price?.to, criteria.free ? 0 : undefined].filter((n) => n !== undefined);
      return {
        categoryId,
        categoryName: all.find((category) => category.id === categoryId)?.name ?? null,
        phrase: query.phrase ?? null,
        priceFrom: bounds.length > 0 ? Math.max(...bounds) : null,
        priceTo: upper.length > 0 ? Math.min(...upper) : null,
        terms: text ? await searchRepository.lexemesOf(region, text.words) : [],
      };
    },

    /** The offer's facts for matching saved searches, with its category and the category's ancestors. */
    async offerFacts(offerId: number) {
      const facts = await searchRepository.offerFacts(offerId, clock());
      if (!facts) return null;
      const all = await categories.list(facts.region);
      const byId = new Map(all.map((category) => [category.id, category]));
      const categoryIds: number[] = [];
      for (let id: number | null = facts.categoryId; id !== null && categoryIds.length < 10;) {
        categoryIds.push(id);
        id = byId.get(id)?.parentId ?? null;
      }
      return { ...facts, categoryIds };
    },

    /**
     * Which of the saved searches one offer matches, by the search's own conditions restricted to
     * that offer (no typo fallback: a saved phrase matches as typed). A search the catalog no longer
     * accepts (its category or field removed) matches nothing.
     */
    async savedSearchesMatching(offerId: number, searches: { region: Region; query: SearchInput }[]) {
      const now = clock();
      // Many saved searches are alike (a popular phrase, a category): each distinct body is
      // checked and tested once.
      const distinct = new Map<string, { region: Region; query: SearchInput; text: ParsedPhrase | null }>();
      const keys = searches.map(({ region, query }) => {
        const text = query.phrase ? parsePhrase(query.phrase, region) : null;
        const key = searchKey(region, query, text, 1);
        distinct.set(key, { region, query, text });
        return key;
      });
      const criteria = await Promise.all(
        [...distinct].map(async ([key, { region, query, text }]) => {
          try {
            return [key, (await criteriaOf(region, query, text, now)).criteria] as const;
          } catch (error) {
            if (error instanceof ValidationError) return [key, null] as const;
            throw error;
          }
        }),
      );
      const valid = criteria.filter((one): one is readonly [string, SearchCriteria] => one[1] !== null);
      const matched = await searchRepository.matchesAmong(
        offerId,
        valid.map(([, one]) => one),
      );
      const matchedKeys = new Set(valid.filter((_, index) => matched[index]).map(([key]) => key));
      return keys.map((key) => matchedKeys.has(key));
    },

    /** Drops the day counts the popular list no longer reads (a daily job). */
    prunePhraseCounts: (): Promise<number> => searchRepository.deletePhraseCountsBefore(firstDayOfWindow()),

    /** Drops title words no published offer has any more, so typos are corrected to live words (a daily job). */
    async pruneTitleWords(): Promise<number> {
      let pruned = 0;
      for (const region of REGIONS) pruned += await searchRepository.pruneTitleWords(region);
      return pruned;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
