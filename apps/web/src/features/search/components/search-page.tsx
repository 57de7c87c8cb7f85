import {
  LIMITS,
  SEARCH_PHRASE_MAX,
  type CategoryDto,
  type SearchOfferItemDto,
  type SearchOffersInput,
} from '@marketplace/contract';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegion } from '#web/shared/lib/region-context.tsx';
import { useDebouncedCallback } from '#web/shared/lib/use-debounced-callback.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { useIsMobile } from '#web/shared/lib/use-media-query.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { SearchIcon } from '#web/shared/ui/icons.tsx';
import { useCustomFields } from '#web/shared/api/get-custom-fields.ts';
import { useSearchOffers } from '../api/search-offers.ts';
import { useGeolocation } from '../hooks/use-geolocation.ts';
import { useSearchState, type HistoryMode } from '../hooks/use-search-state.ts';
import { categoryPath } from '../lib/category-tree.ts';
import { formatDistance } from '../lib/format-distance.ts';
import { filterGroupsFor, pruneFilters, toSearchRequest } from '../lib/search-request.ts';
import {
  countActiveFilters,
  effectiveSort,
  EMPTY_FILTERS,
  searchHref,
  type SearchState,
} from '../lib/search-state.ts';
import { LocationScope } from './location-scope.tsx';
import { MobileFilters } from './mobile-filters.tsx';
import { SearchFilters, type ChangeTiming, type FilterDraft } from './search-filters.tsx';
import { SearchResults } from './search-results.tsx';
import { SortSelect } from './sort-select.tsx';

export interface SearchPageProps {
  /** The edition's category tree (undefined while it loads). */
  categories: readonly CategoryDto[] | undefined;
  /** The tree could not be loaded: a search with a category runs without it instead of waiting. */
  categoriesFailed?: boolean;
  /** One result card; `note` is the distance when searching near the user. */
  renderOffer: (offer: SearchOfferItemDto, note: string | undefined, index: number) => ReactNode;
  /** A card placeholder shown while results load. */
  skeleton: ReactNode;
  /** 'Save this search' beside the title (issue 28): the request without its page, and a name for it. */
  renderSaveAction?: (query: Omit<SearchOffersInput, 'page'>, suggestedName: string) => ReactNode;
}

/** Whether `next` differs from `current` in the phrase only (typing, as opposed to choosing a filter). */
function onlyPhraseChanged(next: SearchState, current: SearchState): boolean {
  return searchHref({ ...next, phrase: current.phrase, page: current.page }) === searchHref(current);
}

/**
 * The search screen (spec 000 "Search"): phrase, location scope, filters and sort, results with 4
 * skeletons while loading and pagination. The URL is the state; the controls edit a draft that is
 * committed to the URL after a 1-second pause (choices at once), which runs the search.
 */
export function SearchPage({
  categories,
  categoriesFailed = false,
  renderOffer,
  skeleton,
  renderSaveAction,
}: SearchPageProps) {
  const { t } = useTranslation();
  const region = useRegion();
  const isMobile = useIsMobile();
  const { state, setState } = useSearchState();
  const geo = useGeolocation();
  const phraseId = useId();
  const filtersHeadingId = useId();
  const resultsHeadingId = useId();

  // What the controls show: follows the URL (back button) and runs ahead of it until a change is committed.
  const [draft, setDraft] = useState(state);
  const stateKey = searchHref(state);
  const [syncedKey, setSyncedKey] = useState(stateKey);
  if (syncedKey !== stateKey) {
    setSyncedKey(stateKey);
    // Keep a trailing space the user is typing: the URL holds the trimmed phrase.
    setDraft(draft.phrase.trim() === state.phrase ? { ...state, phrase: draft.phrase } : state);
  }

  const commit = (next: SearchState, mode: HistoryMode) => setState({ ...next, page: 1 }, mode);
  const debounced = useDebouncedCallback((next: SearchState) => {
    commit(next, onlyPhraseChanged(next, state) ? 'typing' : 'push');
  }, LIMITS.searchDebounceMs);
  const update = (next: SearchState, timing: ChangeTiming) => {
    setDraft(next);
    if (timing === 'now') {
      debounced.cancel();
      commit(next, 'push');
    } else {
      debounced.schedule(next);
    }
  };

  const latest = useRef({ draft, state, update, setState });
  useLayoutEffect(() => {
    latest.current = { draft, state, update, setState };
  });

  // Arriving at a local search (a shared link, the back button) asks for the position again; without
  // it the search runs everywhere and the link loses its local flag.
  const { request: requestPosition } = geo;
  useEffect(() => {
    if (!state.local || geo.status !== 'idle') return;
    void requestPosition().then((position) => {
      const current = latest.current;
      if (!position && current.state.local) current.setState({ ...current.state, local: false }, 'replace');
    });
  }, [state.local, geo.status, requestPosition]);

  const chooseScope = (local: boolean) => {
    if (!local) {
      geo.reset();
      update({ ...draft, local: false }, 'now');
      return;
    }
    void requestPosition().then((position) => {
      const current = latest.current;
      if (position) current.update({ ...current.draft, local: true }, 'now');
    });
  };

  const path = categoryPath(categories ?? [], state.categoryId);
  const category = path.at(-1);
  // The category's offer type decides which filters the request carries: a shared link to a jobs
  // category with salary filters waits for the tree rather than first sending the product filters.
  const waitingForCategories =
    state.categoryId !== undefined && categories === undefined && !categoriesFailed;
  // An id this edition does not have (a link from the other edition, a removed category) is dropped.
  const unknownCategory = state.categoryId !== undefined && categories !== undefined && !category;
  const hasAttributes = Object.keys(state.filters.attributes).length > 0;
  const fields = useCustomFields(unknownCategory ? undefined : state.categoryId);
  const waitingForPosition = state.local && (geo.status === 'idle' || geo.status === 'pending');
  const waitingForFields = hasAttributes && state.categoryId !== undefined && fields.isPending;
  const request = toSearchRequest(state, {
    offerType: category?.offerType,
    fields: fields.data,
    position: geo.position,
  });
  const ready = !waitingForPosition && !waitingForFields && !waitingForCategories && !unknownCategory;
  const results = useSearchOffers(request, state.page, ready);
  // A page past the end (a shared link after offers were removed): go to the last page instead of
  // showing 'no offers'.
  const lastPage =
    results.data &&
    results.data.items.length === 0 &&
    results.data.pagination.totalItems > 0 &&
    state.page > results.data.pagination.totalPages
      ? results.data.pagination.totalPages
      : undefined;
  const pendingChange = searchHref({ ...draft, page: state.page }) !== stateKey;
  const loading =
    !ready ||
    lastPage !== undefined ||
    pendingChange ||
    results.isPending ||
    (results.isError && results.isFetching);

  useEffect(() => {
    if (!unknownCategory) return;
    const current = latest.current.state;
    latest.current.setState(
      {
        ...current,
        categoryId: undefined,
        filters: pruneFilters(current.filters, filterGroupsFor(undefined)),
        page: 1,
      },
      'replace',
    );
  }, [unknownCategory]);

  useEffect(() => {
    if (lastPage === undefined) return;
    latest.current.setState({ ...latest.current.state, page: lastPage }, 'replace');
  }, [lastPage]);

  const counts =
    results.data && draft.categoryId === state.categoryId
      ? new Map(results.data.facets.categories.map((facet) => [facet.id, facet.count]))
      : undefined;
  const local = state.local && geo.status !== 'denied';
  const title = state.phrase
    ? t('search.resultsFor', { phrase: state.phrase })
    : (category?.name ?? t('search.allOffers'));
  useDocumentTitle(state.phrase ? title : t('search.title'));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    debounced.cancel();
    commit(draft, 'push');
  };
  const goToPage = (page: number) => {
    setState({ ...state, page }, 'push');
    window.scrollTo({ top: 0 });
  };
  const filterDraft: FilterDraft = { categoryId: draft.categoryId, filters: draft.filters };
  const activeFilters = countActiveFilters(draft.filters);
  const clearFilters = () => update({ ...draft, filters: EMPTY_FILTERS }, 'now');
  const noteFor = (offer: SearchOfferItemDto) =>
    local && offer.distanceKm !== null
      ? t('search.distance', { distance: formatDistance(offer.distanceKm, region) })
      : undefined;

  const scope = <LocationScope local={local} status={geo.status} onChange={chooseScope} />;

  return (
    <div className="flex flex-col gap-4 md:gap-6">
      <div className="flex flex-col gap-3">
        {/* The title changes once the categories arrive: the save action has a line of its own on
            a phone and a column of its own wider, so it never wraps and pushes the page down. */}
        <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <h1 className="min-w-0 text-2xl font-extrabold tracking-tight break-words sm:flex-1 sm:text-3xl">
            {title}
          </h1>
          {renderSaveAction?.(
            request,
            [state.phrase, category?.name].filter(Boolean).join(' · ') || t('search.allOffers'),
          )}
        </div>
        <form role="search" onSubmit={onSubmit} className="relative flex w-full max-w-3xl items-center">
          <label htmlFor={phraseId} className="sr-only">
            {t('search.label')}
          </label>
          <SearchIcon className="pointer-events-none absolute left-4 size-5 text-ink-subtle" />
          <input
            id={phraseId}
            type="search"
            value={draft.phrase}
            maxLength={SEARCH_PHRASE_MAX}
            onChange={(event) => update({ ...draft, phrase: event.target.value }, 'debounced')}
            placeholder={t('search.placeholder')}
            enterKeyHint="search"
            autoComplete="off"
            className="h-12 w-full rounded-full border border-line-strong bg-surface pr-28 pl-12 text-base text-ink shadow-xs placeholder:text-ink-subtle focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
          />
          <button
            type="submit"
            className="absolute right-1.5 h-9 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('search.submit')}
          </button>
        </form>
      </div>

      <div className="flex items-start gap-6">
        {!isMobile && (
          <aside
            aria-labelledby={filtersHeadingId}
            className="flex w-60 shrink-0 flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card lg:w-64"
          >
            <div className="flex items-center justify-between gap-2">
              <h2 id={filtersHeadingId} className="text-lg font-bold">
                {t('search.filters.title')}
              </h2>
              {activeFilters > 0 && (
                <Button variant="ghost" size="sm" className="-mr-2 h-8 px-2" onClick={clearFilters}>
                  {t('search.filters.clear')}
                </Button>
              )}
            </div>
            {scope}
            <SearchFilters
              value={filterDraft}
              onChange={(next, timing) => update({ ...draft, ...next }, timing)}
              categories={categories}
              counts={counts}
            />
          </aside>
        )}

        <section aria-labelledby={resultsHeadingId} className="@container flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={resultsHeadingId} className="text-sm font-semibold text-ink-muted" aria-live="polite">
              {loading || !results.data
                ? t('search.loading')
                : t('search.resultCount', { count: results.data.pagination.totalItems })}
            </h2>
            {/* Phones: the filters and the sort share a row of their own (the sort box takes the
                rest, and a row of its own on the narrowest screens). */}
            <div className="flex items-center gap-2 max-md:w-full max-md:flex-wrap">
              {isMobile && (
                <MobileFilters
                  value={{ categoryId: state.categoryId, filters: state.filters }}
                  onApply={(next) => update({ ...draft, ...next }, 'now')}
                  categories={categories}
                  counts={counts}
                />
              )}
              <SortSelect
                value={effectiveSort(draft)}
                hasPhrase={draft.phrase.trim() !== ''}
                onChange={(sort) => update({ ...draft, sort }, 'now')}
                className="max-md:min-w-52 max-md:flex-1"
              />
            </div>
          </div>
          {isMobile && scope}
          <SearchResults
            result={results.data}
            loading={loading}
            error={results.isError}
            onRetry={() => void results.refetch()}
            onPageChange={goToPage}
            renderOffer={(offer, index) => renderOffer(offer, noteFor(offer), index)}
            skeleton={skeleton}
            emptyAction={
              activeFilters > 0 ? (
                <Button variant="secondary" size="sm" onClick={clearFilters}>
                  {t('search.filters.clear')}
                </Button>
              ) : undefined
            }
          />
        </section>
      </div>
    </div>
  );
}
