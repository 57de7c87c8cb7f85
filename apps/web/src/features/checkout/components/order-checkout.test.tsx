import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { sentBody, serveApi } from '#web/test/serve-api.ts';
import { line, pickup, profileAddress, sandbox } from '../test/checkout-fixtures.ts';
import { OrderCheckout } from './order-checkout.tsx';

function renderCheckout(lines = [line(10, { quantity: 2 }), line(11)]) {
  return renderRoutes(
    [
      {
        // The toasts outlive the screen that showed them, as the app's layout keeps its Toaster.
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          {
            path: '/payment/method',
            element: <OrderCheckout sellerId={2} lines={lines} profileAddress={profileAddress} />,
          },
          { path: '/payment/card', element: <p>Card page</p> },
          { path: '/payment/success', element: <p>Success page</p> },
          { path: '/basket', element: <p>Basket page</p> },
        ],
      },
    ],
    '/payment/method?seller=2',
    { store: authStore },
  );
}

const created = (free: boolean) => ({
  status: 201,
  data: {
    order: { order_id: 77, status: 'not_paid', amount: free ? 0 : 3500, free },
    payment: free ? null : { gateway_data: { provider: 'sandbox', client_secret: sandbox.clientSecret } },
  },
});

beforeEach(() => {
  authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'buyer' } });
});
afterEach(() => authStore.clear());

describe('<OrderCheckout>', () => {
  it('sends a paid order with the profile address and goes on to the card with the payment', async () => {
    const { calls } = serveApi({ 'POST /api/orders': created(false) });
    const { router } = renderCheckout();
    // 2 × $10 + $5 courier, and $10 + $5 courier.
    expect(screen.getByTestId('checkout-total').textContent).toBe('$40');
    // The US order (decision 081), not the European one ('02108 Boston', 'Massachusetts, 02108').
    const shown = [...screen.getByTestId('shipping-address').children].map((line) => line.textContent);
    expect(shown).toEqual(['Main St 1, Apt 4', 'Boston, MA 02108']);
    expect(screen.getByRole('radio', { name: /Credit card/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /PayPal/ })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await screen.findByText('Card page');
    expect(sentBody(calls[0]!)).toEqual({
      shipping_address: {
        street: 'Main St 1',
        apartment_number: '4',
        city: 'Boston',
        state: 'MA',
        post_code: '02108',
      },
      basket: {
        products: [
          { product: 10, quantity: 2 },
          { product: 11, quantity: 1 },
        ],
      },
    });
    expect(calls[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(router.state.location.state).toEqual({
      orderId: 77,
      gatewayData: sandbox,
      amount: 3500,
      offerIds: [10, 11],
      sellerId: 2,
    });
  });

  it('confirms a free pickup order without an address, finalizes it and shows the success', async () => {
    const { calls } = serveApi({
      'POST /api/orders': created(true),
      'POST /api/orders/:id/finalize': { status: 200, data: { order_id: 77, status: 'paid' } },
    });
    const { router } = renderCheckout([line(12, { price: 0, delivery: pickup })]);
    expect(screen.queryByRole('heading', { name: 'Shipment address' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Success page');
    expect(sentBody(calls[0]!)).toMatchObject({ shipping_address: null });
    expect(calls[1]!.url).toBe('/api/orders/77/finalize');
    expect(router.state.location.state).toEqual({ orderId: 77, offerIds: [12] });
  });

  it('shows Proceed to payment for a free product sent by a paid courier', () => {
    serveApi({});
    renderCheckout([line(12, { price: 0 })]);
    expect(screen.getByRole('button', { name: 'Proceed to payment' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shipment address' })).toBeTruthy();
  });

  it('sends the same Idempotency-Key again when the first try got no answer', async () => {
    let tries = 0;
    const { calls } = serveApi({ 'POST /api/orders': () => (++tries === 1 ? 'network' : created(false)) });
    renderCheckout();
    const proceed = screen.getByRole('button', { name: 'Proceed to payment' });
    fireEvent.click(proceed);
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Proceed to payment' })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await screen.findByText('Card page');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers.get('Idempotency-Key')).toBe(calls[0]!.headers.get('Idempotency-Key'));
  });

  it('sends a fresh Idempotency-Key once the order changes after a network error, and goes on', async () => {
    // The API's rule: a key answers the request it came with; with another request, 422. The
    // first order is taken, and its answer lost on the way back.
    const bodies = new Map<string, string>();
    const { calls } = serveApi({
      'POST /api/orders': (request) => {
        const key = request.headers.get('Idempotency-Key')!;
        const body = JSON.stringify(sentBody(request));
        if ((bodies.get(key) ?? body) !== body) {
          return {
            status: 422,
            data: { code: 422, message: 'This Idempotency-Key was already used for another request.' },
          };
        }
        bodies.set(key, body);
        return calls.length === 1 ? 'network' : created(false);
      },
    });
    renderCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).not.toBeNull());

    // The buyer corrects the street, then proceeds: a new request, so a new key.
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipment address' });
    fireEvent.change(within(dialog).getByLabelText(/Street and number/), { target: { value: 'Main St 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await screen.findByText('Card page');
    expect(calls).toHaveLength(2);
    expect(sentBody(calls[1]!)).toMatchObject({ shipping_address: { street: 'Main St 2' } });
    expect(calls[1]!.headers.get('Idempotency-Key')).not.toBe(calls[0]!.headers.get('Idempotency-Key'));
  });

  it('leaves the screen usable after any refusal: the next try has a key of its own', async () => {
    let tries = 0;
    const { calls } = serveApi({
      'POST /api/orders': () =>
        ++tries === 1
          ? {
              status: 422,
              data: { code: 422, message: 'This Idempotency-Key was already used for another request.' },
            }
          : created(false),
    });
    renderCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await screen.findByText('Card page');
    expect(calls[1]!.headers.get('Idempotency-Key')).not.toBe(calls[0]!.headers.get('Idempotency-Key'));
  });

  it('toasts the first product error of a refused order and goes back to the basket', async () => {
    serveApi({
      'POST /api/orders': {
        status: 400,
        data: {
          code: 400,
          message: 'Validation Failed',
          errors: {
            children: {
              basket: {
                children: {
                  products: { children: { 1: { children: { quantity: { errors: ['Only 1 left.'] } } } } },
                },
              },
            },
          },
        },
      },
    });
    renderCheckout();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await screen.findByText('Basket page');
    expect(await screen.findByText('Only 1 left.')).toBeTruthy();
  });

  it('asks for the address first when a courier line has none', async () => {
    const { calls } = serveApi({});
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <OrderCheckout sellerId={2} lines={[line(10)]} profileAddress={undefined} />
              <Toaster />
            </>
          ),
        },
      ],
      '/',
      { store: authStore },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipment address' });
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThan(0);
    expect(dialog).toBeTruthy();
  });
});
