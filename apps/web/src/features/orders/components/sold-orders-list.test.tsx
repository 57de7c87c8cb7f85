import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi } from '#web/test/serve-api.ts';
import { orderDto, ordersPage } from '../test/order-fixtures.ts';
import { SoldOrdersList } from './sold-orders-list.tsx';

const renderList = () =>
  renderRoutes(
    [{ path: '/profile/my-offers/sold', element: <SoldOrdersList /> }],
    '/profile/my-offers/sold',
    {
      store: authStore,
    },
  );

beforeEach(() => authStore.setSession({ token: 'token', user: { id: 2, type: 'person', username: 'sam' } }));
afterEach(() => authStore.clear());

describe('<SoldOrdersList>', () => {
  it('lists the sold orders with the buyer, each to its sold detail, without buyer actions', async () => {
    const { calls } = serveApi({
      'GET /api/orders/sold': { status: 200, data: ordersPage([orderDto({ orderId: 12, status: 'paid' })]) },
    });
    renderList();
    expect(screen.getAllByTestId('order-skeleton')).toHaveLength(4);
    const row = await screen.findByRole('article');
    expect(calls[0]!.url).toBe('/api/orders/sold');
    expect(within(row).getByRole('link', { name: 'Order #12' }).getAttribute('href')).toBe(
      '/profile/my-offers/sold/12',
    );
    expect(within(row).getByText('Buyer:', { exact: false }).textContent).toContain('buyer_bea');
    expect(within(row).getByText('Paid (to be confirmed)')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Mark as received' })).toBeNull();
    expect(within(row).getByTestId('order-proceeds').textContent).toBe(
      'Commission $6.25; you receive $128.75',
    );
  });

  it('shows the empty state', async () => {
    serveApi({ 'GET /api/orders/sold': { status: 200, data: ordersPage([]) } });
    renderList();
    expect(await screen.findByRole('heading', { name: 'Nothing sold yet' })).toBeTruthy();
  });
});
