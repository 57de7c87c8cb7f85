import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderDto, orderProduct } from '#web/features/orders/test/order-fixtures.ts';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { serveApi } from '#web/test/serve-api.ts';
import { PurchaseRoute } from './purchase.tsx';

const routes = [{ path: '/profile/my-purchases/:order', element: <PurchaseRoute /> }];

afterEach(() => authStore.clear());

describe('/profile/my-purchases/{orderId}: reviewing the products', () => {
  it('offers Review on a completed order’s products, and says Reviewed once one is reviewed', async () => {
    serveApi({
      'GET /api/orders/bought/7': {
        status: 200,
        data: orderDto({
          orderId: 7,
          status: 'completed',
          products: [
            orderProduct({ id: 1, title: 'Road bike' }),
            orderProduct({ id: 2, title: 'Helmet', reviewed: true }),
          ],
        }),
      },
    });
    authStore.setSession({ token: 't', user: { id: 2, type: 'person', username: 'sam' } });
    renderRoutes(routes, '/profile/my-purchases/7', { store: authStore });
    const review = await screen.findByRole('button', { name: /^Review(?!ed)/ });
    expect(review.hasAttribute('disabled')).toBe(false);
    const reviewed = screen.getByRole('button', { name: /^Reviewed/ });
    expect(reviewed.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You have reviewed this product.')).toBeTruthy();
  });

  it('keeps Review disabled until the order is completed', async () => {
    serveApi({
      'GET /api/orders/bought/8': {
        status: 200,
        data: orderDto({ orderId: 8, status: 'confirmed', products: [orderProduct({ id: 1 })] }),
      },
    });
    authStore.setSession({ token: 't', user: { id: 2, type: 'person', username: 'sam' } });
    renderRoutes(routes, '/profile/my-purchases/8', { store: authStore });
    const review = await screen.findByRole('button', { name: /^Review/ });
    expect(review.hasAttribute('disabled')).toBe(true);
  });
});
