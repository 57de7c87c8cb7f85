import type { OfferListItemDto, OfferStatus, Paginated } from '@marketplace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '#web/shared/lib/api-client.ts';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { offerListItem } from '#web/test/offer-fixtures.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi, type ApiRoutes } from '#web/test/serve-api.ts';
import { MyOffersPage } from './my-offers-page.tsx';
import { atEditionTime } from '#web/test/edition-time.ts';

const offer = (
  id: number,
  status: OfferStatus,
  overrides: Partial<OfferListItemDto> = {},
): OfferListItemDto =>
  offerListItem({
    id,
    status,
    price: { amount: 1250, currency: 'USD' },
    city: 'Austin',
    state: 'TX',
    createdAt: atEditionTime('us', 2026, 2, 5, 12),
    expiredAt: status === 'draft' ? null : atEditionTime('us', 2026, 3, 4, 12),
    closedAt: status === 'closed' ? atEditionTime('us', 2026, 2, 20, 12) : null,
    ...overrides,
  });

const page = (items: OfferListItemDto[], currentPage = 1, totalPages = 1): Paginated<OfferListItemDto> => ({
  items,
  pagination: { currentPage, totalPages, totalItems: items.length },
});

let calls: ApiRequest[] = [];

function serve(routes: ApiRoutes) {
  calls = serveApi(routes).calls;
}

const listCalls = (status: OfferStatus) =>
  calls.filter((call) => call.url === '/api/offers/mine' && call.params?.status === status);

// The route composes in the paid extras (the checkout feature); here a stand-in shows the slot's use.
const extras = (offer: { id: number }) => <button type="button">Extras of {offer.id}</button>;

function renderPage(status: OfferStatus, path: string) {
  return renderRoutes(
    [{ path: path.split('?')[0], element: <MyOffersPage status={status} extras={extras} /> }],
    path,
  );
}

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'anna' } });
});

describe('<MyOffersPage>', () => {
  it('shows 4 placeholders, then the rows with their dates and the page from the query string', async () => {
    serve({
      'GET /api/offers/mine': {
        status: 200,
        data: page(
          [
            offer(1, 'published'),
            offer(2, 'published', { features: { highlight: true, extraPhotos: false } }),
          ],
          2,
          3,
        ),
      },
    });
    renderPage('published', '/profile/my-offers?page=2');
    expect(screen.getByRole('list', { busy: true }).querySelectorAll('li:not(.sr-only)')).toHaveLength(4);
    const rows = await screen.findAllByRole('article');
    expect(listCalls('published')[0]!.params).toEqual({ status: 'published', page: 2 });
    expect(within(rows[0]!).getByRole('link', { name: 'Offer 1' }).getAttribute('href')).toBe('/offer/1');
    expect(within(rows[0]!).getByText('Added 03-05-2026')).toBeTruthy();
    expect(within(rows[0]!).getByText('Valid till 04-04-2026')).toBeTruthy();
    // Each active row gets the route's paid extras (which of them apply is the checkout's to say).
    expect(within(rows[0]!).getByRole('button', { name: 'Extras of 1' })).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Extras of 2' })).toBeTruthy();
    expect(screen.getByRole('link', { current: 'page' }).textContent).toContain('Active');
  });

  it('shows the archived date and no actions on closed rows', async () => {
    serve({ 'GET /api/offers/mine': { status: 200, data: page([offer(3, 'closed')]) } });
    renderPage('closed', '/profile/my-offers/closed');
    const row = await screen.findByRole('article');
    expect(within(row).getByText('Archived 03-20-2026')).toBeTruthy();
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(within(row).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows the empty state with a way to add an offer', async () => {
    serve({ 'GET /api/offers/mine': { status: 200, data: page([]) } });
    renderPage('draft', '/profile/my-offers/draft');
    expect(await screen.findByRole('heading', { name: 'You have no drafts' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Add offer' }).at(-1)!.getAttribute('href')).toBe(
      '/offers/create',
    );
  });

  it('shows the refusal of an incomplete draft with a link to edit it', async () => {
    serve({
      'POST /api/offers/4/publish': {
        status: 400,
        data: {
          code: 400,
          message: 'not ready for publishing',
          errors: {
            children: {
              description: { errors: ['This field is required.'] },
              price: { children: { amount: { errors: ['This field is required.'] } } },
            },
          },
        },
      },
      'GET /api/offers/mine': { status: 200, data: page([offer(4, 'draft')]) },
    });
    renderPage('draft', '/profile/my-offers/draft');
    const row = await screen.findByRole('article');
    fireEvent.click(within(row).getByRole('button', { name: /Publish/ }));
    const alert = await within(row).findByRole('alert');
    expect(alert.textContent).toContain('not ready for publishing');
    expect(alert.textContent).toContain('2 fields need completing.');
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/offers/edit/4');
  });

  it('closes an active offer after confirmation and reloads the list at its page', async () => {
    let closed = false;
    serve({
      'POST /api/offers/5/close': () => {
        closed = true;
        return { status: 200, data: {} };
      },
      'GET /api/offers/mine': () => ({ status: 200, data: page(closed ? [] : [offer(5, 'published')]) }),
    });
    renderPage('published', '/profile/my-offers');
    const row = await screen.findByRole('article');
    fireEvent.click(within(row).getByRole('button', { name: /Stop publishing/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop publishing' }));
    await waitFor(() => expect(listCalls('published')).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'You have no active offers' })).toBeTruthy();
  });
});
