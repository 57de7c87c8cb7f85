import {
  SEARCH_PHRASE_MAX,
  type CategoryDto,
  type OfferType,
  type SearchOfferItemDto,
  type SearchOffersResultDto,
} from '@marketplace/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '#web/shared/lib/api-client.ts';
import { offerListItem } from '#web/test/offer-fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { sentBody, serveApi } from '#web/test/serve-api.ts';
import { SearchPage } from './search-page.tsx';

const category = (
  id: number,
  name: string,
  children: CategoryDto[] = [],
  parentId: number | null = null,
  offerType: OfferType = 'product',
): CategoryDto => ({
  id,
  name,
  parentId,
  offerType,
  imageUrl: null,
  offersCount: 0,
  path: [],
  children,
});
const CATEGORIES = [
  category(1, 'Electronics', [category(11, 'Phones', [], 1), category(12, 'Laptops', [], 1)]),
  category(2, 'Home'),
  category(3, 'Jobs', [category(31, 'IT jobs', [], 3, 'job_offer')], null, 'job_offer'),
];

const offer = (id: number, title: string): SearchOfferItemDto => ({
  ...offerListItem({ id, title }),
  distanceKm: 3.2,
});

function answer(page: number, totalPages = 3): SearchOffersResultDto {
  return {
    items: [offer(page * 10 + 1, `Offer on page ${page}`)],
    pagination: { currentPage: page, totalPages, totalItems: totalPages * 20 },
    facets: {
      categories: [
        { id: 1, name: 'Electronics', count: 42 },
        { id: 2, name: 'Home', count: 7 },
      ],
    },
  };
}

let calls: ApiRequest[] = [];

/** Answers the search with `handler`; every category has no custom fields. */
function serve(handler: (config: ApiRequest) => SearchOffersResultDto | Promise<SearchOffersResultDto>) {
  calls = serveApi({
    'POST /api/search/offers': async (config) => ({ status: 200, data: await handler(config) }),
    'GET /api/category/:id/custom-form-fields': { status: 200, data: { properties: [] } },
  }).calls;
}

const searchCalls = () => calls.filter((call) => call.url === '/api/search/offers');

function setViewport(desktop: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: desktop,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/** The search page with a category tree that arrives when `tree` resolves (at once for an array). */
function SearchWithTree({ tree }: { tree: readonly CategoryDto[] | Promise<readonly CategoryDto[]> }) {
  const [categories, setCategories] = useState<readonly CategoryDto[] | undefined>(
    Array.isArray(tree) ? tree : undefined,
  );
  useEffect(() => {
    if (!Array.isArray(tree)) void (tree as Promise<readonly CategoryDto[]>).then(setCategories);
  }, [tree]);
  return (
    <SearchPage
      categories={categories}
      renderOffer={(item, note) => (
        <article>
          <h3>{item.title}</h3>
          {note && <p>{note}</p>}
        </article>
      )}
      skeleton={<div data-testid="skeleton" />}
    />
  );
}

function renderSearch(
  path: string,
  tree: readonly CategoryDto[] | Promise<readonly CategoryDto[]> = CATEGORIES,
) {
  return renderRoutes([{ path: '/search', element: <SearchWithTree tree={tree} /> }], path);
}

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => setViewport(true));
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('<SearchPage>', () => {
  it('shows 4 skeletons while loading, then the results with facet counts', async () => {
    let release: () => void = () => {};
    serve(() => new Promise((resolve) => (release = () => resolve(answer(1)))));
    renderSearch('/search?phrase=phone&page=0');
    expect(screen.getAllByTestId('skeleton')).toHaveLength(4);
    await waitFor(() => expect(searchCalls()).toHaveLength(1));
    expect(searchCalls()[0]!.params).toEqual({ page: 1 });
    expect(sentBody(searchCalls()[0]!)).toEqual({
      phrase: 'phone',
      sort: { field: 'relevance', order: 'desc' },
    });
    act(() => release());
    expect(await screen.findByRole('heading', { name: 'Offer on page 1' })).toBeTruthy();
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
    const electronics = screen.getByRole('button', { name: /Electronics/ });
    expect(within(electronics).getByText('42')).toBeTruthy();
  });

  it('searches 1 second after the user stops typing, with one history entry for the typing', async () => {
    serve(() => answer(1));
    const { router } = renderSearch('/search');
    await screen.findByRole('heading', { name: 'Offer on page 1' });
    const input = screen.getByRole('searchbox');
    // The debounce on fake timers (which still follow real time, for what waits on its own).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(input, { target: { value: 'lap' } });
    fireEvent.change(input, { target: { value: 'laptop' } });
    expect(screen.getAllByTestId('skeleton')).toHaveLength(4);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(router.state.location.search).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(() => expect(router.state.location.search).toBe('?phrase=laptop'));
    await waitFor(() => expect(searchCalls()).toHaveLength(2));
    expect(sentBody(searchCalls()[1]!)).toMatchObject({ phrase: 'laptop' });

    fireEvent.change(input, { target: { value: 'laptop bag' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(router.state.location.search).toBe('?phrase=laptop+bag'));
    // Typing replaced its own entry: one step back is the search before the typing began.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
  });

  it('pushes a page change, and the back button restores the first page and the phrase', async () => {
    serve((config) => answer((config.params as { page: number }).page));
    const { router } = renderSearch('/search?phrase=bike');
    await screen.findByRole('heading', { name: 'Offer on page 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('heading', { name: 'Offer on page 2' });
    expect(router.state.location.search).toBe('?phrase=bike&page=2');
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Offer on page 1' });
    expect(router.state.location.search).toBe('?phrase=bike');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('bike');
  });

  it('shows the denial message and searches without coordinates when location is refused', async () => {
    serve(() => answer(1));
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (_ok: unknown, fail: (error: unknown) => void) => fail({ code: 1 }) },
    });
    const { router } = renderSearch('/search?phrase=bike&local=1');
    expect(
      await screen.findByText('Local search not possible. Make sure access to your location is allowed.'),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?phrase=bike'));
    await waitFor(() => expect(searchCalls().length).toBeGreaterThan(0));
    for (const call of searchCalls()) expect(sentBody(call)).not.toHaveProperty('geo_distance');
    expect((screen.getByRole('radio', { name: 'Everywhere' }) as HTMLInputElement).checked).toBe(true);
  });

  it('sends the position and sets local=1 when the user allows it', async () => {
    serve(() => answer(1));
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: (position: unknown) => void) =>
          ok({ coords: { latitude: 42.36, longitude: -71.06 } }),
      },
    });
    const { router } = renderSearch('/search?phrase=bike');
    await screen.findByRole('heading', { name: 'Offer on page 1' });
    fireEvent.click(screen.getByRole('radio', { name: 'Near me' }));
    await waitFor(() => expect(router.state.location.search).toBe('?phrase=bike&local=1'));
    await waitFor(() => expect(searchCalls()).toHaveLength(2));
    expect(sentBody(searchCalls()[1]!)).toMatchObject({
      geo_distance: { lat: 42.36, lon: -71.06, distance: 'nearby' },
    });
    expect(await screen.findByText('2 mi away')).toBeTruthy();
  });

  it('sends the desktop price filter by itself after the pause, in minor units', async () => {
    serve(() => answer(1));
    const { router } = renderSearch('/search?phrase=tv');
    await screen.findByRole('heading', { name: 'Offer on page 1' });
    const price = screen.getByRole('group', { name: 'Price ($)' });
    fireEvent.change(within(price).getByLabelText('To'), { target: { value: '1 299,5' } });
    expect((within(price).getByLabelText('To') as HTMLInputElement).value).toBe('1299.5');
    await waitFor(() => expect(router.state.location.search).toBe('?phrase=tv&priceTo=1299.5'), {
      timeout: 1500,
    });
    await waitFor(() => expect(searchCalls()).toHaveLength(2));
    expect(sentBody(searchCalls()[1]!)).toMatchObject({ filters: { price: { to: 129950 } } });
  });

  it('keeps mobile filters in a sheet applied with the Apply button', async () => {
    setViewport(false);
    serve(() => answer(1));
    const { router } = renderSearch('/search');
    await screen.findByRole('heading', { name: 'Offer on page 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    fireEvent.click(within(sheet).getByRole('button', { name: /Electronics/ }));
    fireEvent.click(within(sheet).getByLabelText('Free items only'));
    expect(router.state.location.search).toBe('');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?categoryId=1&free=1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  it('waits for the category tree before searching a category, then sends its own filters', async () => {
    serve(() => answer(1));
    let loadTree: (tree: readonly CategoryDto[]) => void = () => {};
    const tree = new Promise<readonly CategoryDto[]>((resolve) => (loadTree = resolve));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSearch('/search?categoryId=31&salaryFrom=5000&period=hourly&priceTo=20', tree);
    expect(screen.getAllByTestId('skeleton')).toHaveLength(4);
    await act(() => vi.advanceTimersByTimeAsync(100));
    // Without the tree the jobs category would read as products: no request goes out yet.
    expect(searchCalls()).toHaveLength(0);
    expect(screen.getAllByTestId('skeleton')).toHaveLength(4);
    await act(async () => loadTree(CATEGORIES));
    await screen.findByRole('heading', { name: 'Offer on page 1' });
    expect(searchCalls()).toHaveLength(1);
    expect(sentBody(searchCalls()[0]!)).toEqual({
      category: 31,
      filters: { salary: { from: 500000, period: 'hourly' } },
      sort: { field: 'date', order: 'desc' },
    });
  });

  it('goes to the last page, replacing the entry, when the URL page is past the end', async () => {
    serve((config) => {
      const { page } = config.params as { page: number };
      return page > 3
        ? {
            items: [],
            pagination: { currentPage: page, totalPages: 3, totalItems: 55 },
            facets: { categories: [] },
          }
        : answer(page);
    });
    const { router } = renderSearch('/search?phrase=bike&page=9');
    await screen.findByRole('heading', { name: 'Offer on page 3' });
    expect(router.state.location.search).toBe('?phrase=bike&page=3');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('No offers match your search')).toBeNull();
    expect(searchCalls().map((call) => (call.params as { page: number }).page)).toEqual([9, 3]);
  });

  it('shows no offers when the search itself finds nothing', async () => {
    serve(() => ({
      items: [],
      pagination: { currentPage: 1, totalPages: 0, totalItems: 0 },
      facets: { categories: [] },
    }));
    const { router } = renderSearch('/search?phrase=zzz&page=2');
    expect(await screen.findByText('No offers match your search')).toBeTruthy();
    expect(router.state.location.search).toBe('?phrase=zzz&page=2');
  });

  it('drops a category this edition does not have, with its filters, before searching', async () => {
    serve(() => answer(1));
    const { router } = renderSearch(
      '/search?phrase=desk&categoryId=999&priceTo=50&salaryFrom=10&attr.color=red',
    );
    await screen.findByRole('heading', { name: 'Offer on page 1' });
    expect(router.state.location.search).toBe('?phrase=desk&priceTo=50');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(searchCalls()).toHaveLength(1);
    expect(sentBody(searchCalls()[0]!)).toEqual({
      phrase: 'desk',
      filters: { price: { to: 5000 } },
      sort: { field: 'relevance', order: 'desc' },
    });
    expect(calls.some((call) => call.url?.includes('/category/999/'))).toBe(false);
  });

  it('searches with a phrase cut to the limit when a shared link holds a longer one', async () => {
    serve(() => answer(1));
    renderSearch(`/search?phrase=${'a'.repeat(SEARCH_PHRASE_MAX + 50)}`);
    await screen.findByRole('heading', { name: 'Offer on page 1' });
    expect(sentBody(searchCalls()[0]!)).toMatchObject({ phrase: 'a'.repeat(SEARCH_PHRASE_MAX) });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toHaveLength(SEARCH_PHRASE_MAX);
  });
});
