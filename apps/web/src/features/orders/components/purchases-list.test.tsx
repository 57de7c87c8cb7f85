import { ORDER_STATUSES, type OrderDto } from '@marketplace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi } from '#web/test/serve-api.ts';
import { orderDto, ordersPage } from '../test/order-fixtures.ts';
import { PurchasesList } from './purchases-list.tsx';

function renderList(path = '/profile/my-purchases', region: 'us' | 'pl' = 'us') {
  return renderRoutes(
    [
      {
        path: '/profile/my-purchases',
        element: (
          <>
            <PurchasesList />
            <Toaster />
          </>
        ),
      },
    ],
    path,
    { store: authStore, region },
  );
}

const pageOf = (request: { params?: Record<string, unknown> }) => Number(request.params?.page);

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'bea' } }));
afterEach(() => authStore.clear());

describe('<PurchasesList>', () => {
  it('shows 4 placeholders, then the page of the query string with pagers above and below', async () => {
    const { calls } = serveApi({
      'GET /api/orders/bought': (request) => ({
        status: 200,
        data: ordersPage([orderDto({ orderId: 31 }), orderDto({ orderId: 30 })], pageOf(request), 3, 25),
      }),
    });
    renderList('/profile/my-purchases?page=2');
    expect(screen.getAllByTestId('order-skeleton')).toHaveLength(4);
    const rows = await screen.findAllByRole('article');
    expect(calls[0]!.url).toBe('/api/orders/bought');
    expect(calls[0]!.params).toEqual({ page: 2 });
    expect(rows).toHaveLength(2);
    const row = within(rows[0]!);
    expect(row.getByRole('link', { name: 'Order #31' }).getAttribute('href')).toBe(
      '/profile/my-purchases/31',
    );
    expect(row.getByText('Bought 03/05/2026')).toBeTruthy();
    expect(row.getByText('Road bike')).toBeTruthy();
    expect(row.getByText('$135')).toBeTruthy();
    expect(row.getByText('seller_sam')).toBeTruthy();
    expect(row.queryByTestId('order-proceeds')).toBeNull();
    expect(screen.getByText('25 orders')).toBeTruthy();
    const pagers = screen.getAllByRole('navigation', { name: 'Pagination' });
    expect(pagers).toHaveLength(2);
    // The top pager is hidden below the sm breakpoint.
    expect(pagers[0]!.className).toContain('hidden sm:flex');
    expect(pagers[1]!.className).not.toContain('hidden');
  });

  it('clamps a page past the last to the last page', async () => {
    const { calls } = serveApi({
      'GET /api/orders/bought': (request) => ({
        status: 200,
        data: ordersPage(
          pageOf(request) <= 3 ? [orderDto({ orderId: pageOf(request) })] : [],
          pageOf(request),
          3,
          21,
        ),
      }),
    });
    const { router } = renderList('/profile/my-purchases?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByRole('link', { name: 'Order #3' })).toBeTruthy();
    expect(calls.map(pageOf)).toEqual([9, 3]);
    // The placeholders stay while moving to the last page: no empty state flashes.
    expect(screen.queryByText('You have not bought anything yet')).toBeNull();
  });

  it('reads a page below 1 or not a number as page 1', async () => {
    const { calls } = serveApi({
      'GET /api/orders/bought': { status: 200, data: ordersPage([orderDto()]) },
    });
    renderList('/profile/my-purchases?page=-2');
    await screen.findByRole('article');
    expect(calls[0]!.params).toEqual({ page: 1 });
    // One page: no pager at all.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows the empty state', async () => {
    serveApi({ 'GET /api/orders/bought': { status: 200, data: ordersPage([]) } });
    renderList();
    expect(await screen.findByRole('heading', { name: 'You have not bought anything yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse offers' }).getAttribute('href')).toBe('/');
  });

  it("shows each status with the spec's badge text", async () => {
    const orders = ORDER_STATUSES.map((status, index) => orderDto({ orderId: index + 1, status }));
    serveApi({ 'GET /api/orders/bought': { status: 200, data: ordersPage(orders) } });
    renderList();
    const rows = await screen.findAllByRole('article');
    expect(rows.map((row) => row.querySelector('[data-status]')!.textContent)).toEqual([
      'Not paid (to be paid)',
      'Paid (to be confirmed)',
      'Confirmed (in shipment)',
      'Completed',
      'Canceled',
      'Failed',
    ]);
  });

  it('shows the badges and dates in Polish in the Polish edition', async () => {
    serveApi({
      'GET /api/orders/bought': {
        status: 200,
        data: ordersPage([orderDto({ status: 'confirmed', currency: 'PLN' })]),
      },
    });
    renderList('/profile/my-purchases', 'pl');
    const row = await screen.findByRole('article');
    expect(within(row).getByText('Potwierdzone (w wysyłce)')).toBeTruthy();
    expect(within(row).getByText('Kupione 05/03/2026')).toBeTruthy();
  });

  it('enables Mark as received only when confirmed, completes and toasts', async () => {
    const orders: OrderDto[] = ORDER_STATUSES.map((status, index) =>
      orderDto({ orderId: index + 1, status }),
    );
    let completed = false;
    const { calls } = serveApi({
      'GET /api/orders/bought': () => ({
        status: 200,
        data: ordersPage(
          orders.map((order) =>
            completed && order.status === 'confirmed' ? { ...order, status: 'completed' } : order,
          ),
        ),
      }),
      'POST /api/orders/:id/complete': (_request, params) => {
        completed = true;
        return { status: 200, data: orderDto({ orderId: Number(params.id), status: 'completed' }) };
      },
    });
    renderList();
    const rows = await screen.findAllByRole('article');
    const buttons = rows.map(
      (row) => within(row).queryByRole('button', { name: 'Mark as received' }) as HTMLButtonElement | null,
    );
    // Not paid, completed, canceled and failed orders have none; paid has it disabled, with the reason.
    expect(buttons.map((button) => button && button.disabled)).toEqual([null, true, false, null, null, null]);
    expect(buttons[1]!.title).toContain('once the seller has confirmed');

    fireEvent.click(buttons[2]!);
    expect(await screen.findByText('Order completed')).toBeTruthy();
    expect(calls.some((call) => call.method === 'post' && call.url === '/api/orders/3/complete')).toBe(true);
    // The list reloads at its page and shows the new status.
    await waitFor(() =>
      expect(within(screen.getAllByRole('article')[2]!).getByText('Completed')).toBeTruthy(),
    );
  });

  it('shows a retry when the list cannot be loaded', async () => {
    serveApi({ 'GET /api/orders/bought': { status: 500 } });
    renderList();
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn't load the orders.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
