import type { Region } from '@marketplace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import type { ReviewsPageOf } from '#web/shared/lib/reviews-path.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { sentBody, serveApi, type ApiRoutes } from '#web/test/serve-api.ts';
import { reviewDto, reviewsPage } from '../test/review-fixtures.ts';
import { ReviewsPage } from './reviews-page.tsx';
import { atEditionTime } from '#web/test/edition-time.ts';

const PATHS = { seller: '/reviews/seller/:id', offer: '/reviews/offer/:id', me: '/reviews/me' } as const;

function renderPage(
  of: ReviewsPageOf,
  routes: ApiRoutes,
  { search = '', region = 'us' }: { search?: string; region?: Region } = {},
) {
  const served = serveApi(routes);
  const path = of.type === 'me' ? '/reviews/me' : `/reviews/${of.type}/${of.id}`;
  const result = renderRoutes(
    [
      {
        path: PATHS[of.type],
        element: (
          <>
            <ReviewsPage of={of} notFound={<h1>Not found</h1>} />
            <Toaster />
          </>
        ),
      },
      { path: '/auth/login', element: <h1>Login page</h1> },
    ],
    `${path}${search}`,
    { store: authStore, region },
  );
  return { ...served, ...result };
}

/** A 200 answer carrying a page of reviews (the arguments of `reviewsPage`). */
const okPage = (...args: Parameters<typeof reviewsPage>) => ({ status: 200, data: reviewsPage(...args) });

const loggedIn = (id = 1, username = 'buyer_bea') =>
  authStore.setSession({ token: 'token', user: { id, type: 'person', username } });

afterEach(() => authStore.clear());

describe('<ReviewsPage>', () => {
  it('shows 30 placeholders, then the header, the count, and each review', async () => {
    loggedIn();
    renderPage(
      { type: 'seller', id: 2 },
      {
        'GET /api/reviews/account/2': okPage([
          reviewDto(),
          reviewDto({
            id: 32,
            rate: 5,
            comment: '',
            reviewer: { id: null, name: null, avatarUrl: null },
            boughtProduct: null,
            offer: { id: 205, title: 'Piano lessons' },
            dispute: { description: 'Never my customer.', createdAt: atEditionTime('us', 2026, 2, 7) },
          }),
        ]),
      },
    );
    expect(screen.getAllByTestId('review-skeleton')).toHaveLength(30);

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Seller reviewsseller_sam');
    expect(within(heading).getByRole('link', { name: 'seller_sam' }).getAttribute('href')).toBe('/user/2');
    expect(screen.queryAllByTestId('review-skeleton')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews (2)' })).toBeTruthy();

    const [first, second] = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(within(first!).getByText('buyer_bea')).toBeTruthy();
    expect(within(first!).getByText('Rated 4 out of 5')).toBeTruthy();
    expect(within(first!).getByText('03/05/2026')).toBeTruthy();
    expect(within(first!).getByText('Fast shipping, bike as described.')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Road bike' }).getAttribute('href')).toBe('/offer/101');
    expect(within(first!).getByText('Bought:')).toBeTruthy();

    expect(within(second!).getByText('Account deactivated')).toBeTruthy();
    expect(within(second!).getByText('No comment')).toBeTruthy();
    expect(within(second!).getByText('Offer:')).toBeTruthy();
    expect(within(second!).getByTestId('review-dispute').textContent).toContain('Never my customer.');
    expect(within(second!).getByText('Disputed on 03/07/2026:')).toBeTruthy();
    // Another seller's page: no disputes to open.
    expect(screen.queryByRole('button', { name: 'Dispute' })).toBeNull();
  });

  it('shows the average to one decimal, the count, and a bar per star value named by its count', async () => {
    renderPage(
      { type: 'seller', id: 2 },
      { 'GET /api/reviews/account/2': okPage([4, 4, 5, 5].map((rate, id) => reviewDto({ id, rate }))) },
    );
    expect((await screen.findByTestId('reviews-average')).textContent).toBe('Average rating 4.5');
    expect(screen.getByText('4 reviews')).toBeTruthy();
    const bars = within(screen.getByRole('list', { name: 'Reviews by rating' })).getAllByRole('meter');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '5-star reviews: 2',
      '4-star reviews: 2',
      '3-star reviews: 0',
      '2-star reviews: 0',
      '1-star reviews: 0',
    ]);
    expect(bars[0]!.getAttribute('aria-valuenow')).toBe('2');
    expect(bars[0]!.getAttribute('aria-valuemax')).toBe('4');
    expect((bars[0]!.firstElementChild as HTMLElement).style.width).toBe('50%');
    expect((bars[4]!.firstElementChild as HTMLElement).style.width).toBe('0%');
  });

  it('writes the average in the edition’s format, a whole one with its decimal', async () => {
    renderPage(
      { type: 'seller', id: 2 },
      { 'GET /api/reviews/account/2': okPage([reviewDto({ rate: 4 }), reviewDto({ id: 2, rate: 5 })]) },
      { region: 'pl' },
    );
    expect((await screen.findByTestId('reviews-average')).textContent).toBe('Średnia ocena 4,5');
    expect(screen.getAllByText('05/03/2026')).toHaveLength(2);
  });

  it('shows 4.0 for a whole average, and a dash without reviews', async () => {
    const { unmount } = renderPage(
      { type: 'seller', id: 2 },
      { 'GET /api/reviews/account/2': okPage([reviewDto({ rate: 4 })]) },
    );
    expect((await screen.findByTestId('reviews-average')).textContent).toBe('Average rating 4.0');
    unmount();
    renderPage({ type: 'seller', id: 2 }, { 'GET /api/reviews/account/2': okPage([]) });
    expect((await screen.findByTestId('reviews-average')).textContent).toBe('Average rating –');
    expect(screen.getAllByRole('meter').every((bar) => bar.getAttribute('aria-valuenow') === '0')).toBe(true);
  });

  it('says which page has no reviews: own, a seller’s, an offer’s', async () => {
    loggedIn();
    const first = renderPage({ type: 'me' }, { 'GET /api/reviews/my-reviews': okPage([]) });
    expect(await screen.findByText('You have no reviews yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('My reviews');
    first.unmount();

    const second = renderPage({ type: 'seller', id: 2 }, { 'GET /api/reviews/account/2': okPage([]) });
    expect(await screen.findByText('This seller has no reviews yet.')).toBeTruthy();
    second.unmount();

    renderPage(
      { type: 'offer', id: 205 },
      {
        'GET /api/reviews/offer/205': okPage([], {
          seller: null,
          offer: { id: 205, title: 'Piano lessons', sellerId: 2 },
        }),
      },
    );
    expect(await screen.findByText('This offer has no reviews yet.')).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(within(heading).getByRole('link', { name: 'Piano lessons' }).getAttribute('href')).toBe(
      '/offer/205',
    );
    expect(screen.queryByRole('button', { name: 'Review user' })).toBeNull();
  });

  it('shows the error message when the reviews cannot be loaded, and not-found for an unknown seller', async () => {
    const first = renderPage(
      { type: 'seller', id: 2 },
      {
        'GET /api/reviews/account/2': { status: 500, data: { code: 500, message: 'Internal Server Error' } },
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('An error occurred' + 'Please try again later.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    first.unmount();

    renderPage(
      { type: 'seller', id: 9 },
      { 'GET /api/reviews/account/9': { status: 404, data: { code: 404, message: 'Not Found' } } },
    );
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
  });

  it('offers Review user to a signed-in user on another seller’s page only, and the login to a visitor', async () => {
    loggedIn(1);
    const other = renderPage({ type: 'seller', id: 2 }, { 'GET /api/reviews/account/2': okPage([]) });
    expect(await screen.findByRole('button', { name: 'Review user' })).toBeTruthy();
    other.unmount();

    loggedIn(2, 'seller_sam');
    const own = renderPage({ type: 'seller', id: 2 }, { 'GET /api/reviews/account/2': okPage([]) });
    await screen.findByText('You have no reviews yet.');
    expect(screen.queryByRole('button', { name: 'Review user' })).toBeNull();
    own.unmount();

    authStore.clear();
    renderPage({ type: 'seller', id: 2 }, { 'GET /api/reviews/account/2': okPage([]) });
    const login = await screen.findByRole('link', { name: 'Review user' });
    expect(login.getAttribute('href')).toBe(
      `/auth/login?returnTo=${encodeURIComponent('/reviews/seller/2')}`,
    );
  });

  it('has the Add offer link (shown on wide screens)', async () => {
    renderPage({ type: 'seller', id: 2 }, { 'GET /api/reviews/account/2': okPage([]) });
    const add = await screen.findByRole('link', { name: 'Add offer' });
    expect(add.getAttribute('href')).toBe('/offers/create');
    expect(add.parentElement!.className).toBe('hidden lg:block');
  });

  it('puts Dispute on each undisputed review of the own pages (me and the own seller page)', async () => {
    loggedIn(2, 'seller_sam');
    const items = [
      reviewDto(),
      reviewDto({
        id: 32,
        dispute: { description: 'Not true', createdAt: atEditionTime('us', 2026, 2, 7) },
      }),
      reviewDto({ id: 33 }),
    ];
    const me = renderPage({ type: 'me' }, { 'GET /api/reviews/my-reviews': okPage(items) });
    await screen.findByRole('heading', { level: 2, name: 'Reviews (3)' });
    expect(screen.getAllByRole('button', { name: 'Dispute' })).toHaveLength(2);
    me.unmount();

    renderPage({ type: 'seller', id: 2 }, { 'GET /api/reviews/account/2': okPage(items) });
    await screen.findByRole('heading', { level: 2, name: 'Reviews (3)' });
    expect(screen.getAllByRole('button', { name: 'Dispute' })).toHaveLength(2);
  });

  it('disputes a review: description required, at most 300, then the toast and the reloaded list', async () => {
    loggedIn(2, 'seller_sam');
    let dispute: { description: string; createdAt: string } | null = null;
    const { calls } = renderPage(
      { type: 'me' },
      {
        'GET /api/reviews/my-reviews': () => ({ status: 200, data: reviewsPage([reviewDto({ dispute })]) }),
        'POST /api/reviews/dispute/31': (request) => {
          dispute = {
            description: String((sentBody(request) as { description: string }).description),
            createdAt: atEditionTime('us', 2026, 2, 9),
          };
          return { status: 204 };
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this review' });
    const field = within(dialog).getByLabelText(/Description/) as HTMLTextAreaElement;
    expect(field.maxLength).toBe(300);
    expect(within(dialog).getByText('0 / 300')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit dispute' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'x'.repeat(301) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit dispute' }));
    expect(await within(dialog).findByText('This value is too long.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'post')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'This buyer never bought from me.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit dispute' }));
    expect(await screen.findByText('Dispute submitted')).toBeTruthy();
    expect(sentBody(calls.find((call) => call.method === 'post')!)).toEqual({
      description: 'This buyer never bought from me.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByTestId('review-dispute')).textContent).toContain(
      'This buyer never bought from me.',
    );
    expect(screen.queryByRole('button', { name: 'Dispute' })).toBeNull();
  });

  it('moves a page number past the last page to the last page', async () => {
    const { calls, router } = renderPage(
      { type: 'seller', id: 2 },
      {
        'GET /api/reviews/account/2': (request) => {
          const page = Number((request.params as { page?: number } | undefined)?.page ?? 1);
          return {
            status: 200,
            data: reviewsPage(
              [reviewDto({ id: page })],
              {},
              { currentPage: Math.min(page, 2), totalPages: 2, totalItems: 31 },
            ),
          };
        },
      },
      { search: '?page=9' },
    );
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Reviews (31)' })).toBeTruthy();
    expect(calls.map((call) => (call.params as { page: number }).page)).toEqual([9, 2]);
  });
});
