import { DISPUTE_DESCRIPTION_MAX, type OrderDto } from '@marketplace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { sentBody, serveApi, type ApiRoutes } from '#web/test/serve-api.ts';
import { orderDto, orderProduct } from '../test/order-fixtures.ts';
import { PurchaseDetail } from './purchase-detail.tsx';
import { atEditionTime } from '#web/test/edition-time.ts';

/** Serves `order` (or, as a function, its current state) and `routes`; renders its detail. */
function renderDetail(initial: OrderDto | (() => OrderDto), routes: ApiRoutes = {}) {
  const current = typeof initial === 'function' ? initial : () => initial;
  const order = current();
  const served = serveApi({
    ...routes,
    'GET /api/orders/bought/:id': (_request, params) =>
      Number(params.id) === order.orderId ? { status: 200, data: current() } : { status: 404 },
  });
  renderRoutes(
    [
      {
        path: '/profile/my-purchases/:order',
        element: (
          <>
            <PurchaseDetail
              orderId={order.orderId}
              notFound={<h1>Not found</h1>}
              // The route composes the reviews feature's button; here a stand-in shows what it is given.
              reviewAction={(product, reviewable) => (
                <button type="button" disabled={!reviewable} data-product={product.id}>
                  Review
                </button>
              )}
            />
            <Toaster />
          </>
        ),
      },
    ],
    `/profile/my-purchases/${order.orderId}`,
    { store: authStore },
  );
  return served;
}

const badRequest = (message: string) => ({
  status: 400,
  data: {
    code: 400,
    message: 'Validation Failed',
    errors: { children: { description: { errors: [message] } } },
  },
});

beforeEach(() => authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'bea' } }));
afterEach(() => authStore.clear());

describe('<PurchaseDetail>', () => {
  it('shows 5 placeholders, then the products, delivery, shipment link and both contacts', async () => {
    renderDetail(
      orderDto({
        status: 'confirmed',
        shipmentLink: 'https://track.example/PL1',
        products: [
          orderProduct(),
          orderProduct({ id: 12, title: 'Helmet', deliveryMethod: 'pickup', deliveryPrice: 0 }),
        ],
      }),
    );
    expect(screen.getAllByTestId('order-detail-skeleton')).toHaveLength(5);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #7' })).toBeTruthy();
    expect(screen.getByText('Confirmed (in shipment)')).toBeTruthy();
    expect(screen.getByText('Bought 03/05/2026')).toBeTruthy();
    // The commission is the seller's business, not the buyer's.
    expect(screen.queryByTestId('order-proceeds')).toBeNull();

    const products = screen.getByRole('region', { name: 'Products' });
    expect(within(products).getByRole('link', { name: 'Road bike' }).getAttribute('href')).toBe('/offer/101');
    expect(within(products).getByText('Courier $10')).toBeTruthy();
    expect(within(products).getByText('Pickup at seller')).toBeTruthy();
    // Each product has its review action, not yet allowed: the order is not completed.
    const reviews = within(products).getAllByRole('button', { name: 'Review' }) as HTMLButtonElement[];
    expect(reviews.map((button) => button.dataset.product)).toEqual(['11', '12']);
    expect(reviews.every((button) => button.disabled)).toBe(true);

    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Main Street 1, Apt 4B')).toBeTruthy();
    expect(within(delivery).getByText('Austin, TX 73301')).toBeTruthy();
    expect(
      within(delivery).getByRole('link', { name: 'https://track.example/PL1' }).getAttribute('href'),
    ).toBe('https://track.example/PL1');
    expect(within(delivery).getByRole('button', { name: 'Copy' })).toBeTruthy();

    const seller = screen.getByRole('region', { name: 'Seller' });
    expect(
      within(seller)
        .getByRole('link', { name: /seller_sam/ })
        .getAttribute('href'),
    ).toBe('/user/2');
    expect(within(seller).getByText('+1 (201) 555-0123')).toBeTruthy();
    expect(within(seller).getByRole('link', { name: 'sam@example.com' })).toBeTruthy();
    const buyer = screen.getByRole('region', { name: 'Buyer' });
    expect(
      within(buyer)
        .getByRole('link', { name: /buyer_bea/ })
        .getAttribute('href'),
    ).toBe('/user/1');
    expect(within(buyer).getByText('+1 (201) 555-0199')).toBeTruthy();

    // Confirmed: mark as received, no cancel.
    const actions = screen.getByRole('group', { name: 'Order actions' });
    expect(
      (within(actions).getByRole('button', { name: 'Mark as received' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(within(actions).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('shows a shipment link that is not a web address as text', async () => {
    renderDetail(orderDto({ status: 'confirmed', shipmentLink: 'javascript:alert(1)' }));
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByTestId('shipment-link').textContent).toBe('javascript:alert(1)');
    expect(within(delivery).queryByRole('link')).toBeNull();
  });

  it('links only a safe web address: one with a user name before the host stays text', async () => {
    const link = 'https://courier.example@evil.example/track';
    renderDetail(orderDto({ status: 'confirmed', shipmentLink: link }));
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByTestId('shipment-link').textContent).toBe(link);
    expect(within(delivery).queryByRole('link')).toBeNull();
  });

  it('shows what a refund gave back and when, beside the decided dispute', async () => {
    renderDetail(
      orderDto({
        status: 'completed',
        refundedAmount: 1500,
        refundedAt: atEditionTime('us', 2026, 2, 9, 15),
        dispute: {
          description: 'Scratched.',
          createdAt: atEditionTime('us', 2026, 2, 6, 12),
          decision: {
            outcome: 'refunded',
            reason: 'A partial refund.',
            refundAmount: 1500,
            decidedAt: atEditionTime('us', 2026, 2, 8, 12),
          },
        },
      }),
    );
    expect((await screen.findByTestId('order-refund')).textContent).toBe('Refunded $15 on 03/09/2026');
  });

  it('shows pickup at seller without an address', async () => {
    renderDetail(orderDto({ shippingAddress: null }));
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Pickup at seller')).toBeTruthy();
    expect(within(delivery).queryByText('Shipment link')).toBeNull();
  });

  it('shows not-found for an order that is not the user’s', async () => {
    serveApi({ 'GET /api/orders/bought/:id': { status: 404, data: { code: 404, message: 'Not Found' } } });
    renderRoutes(
      [{ path: '/x', element: <PurchaseDetail orderId={99} notFound={<h1>Not found</h1>} /> }],
      '/x',
      { store: authStore },
    );
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy();
  });

  it('cancels a paid order after a confirmation step', async () => {
    const { calls } = renderDetail(orderDto({ status: 'paid' }), {
      'POST /api/orders/7/cancel': { status: 200, data: orderDto({ status: 'canceled' }) },
    });
    const actions = await screen.findByRole('group', { name: 'Order actions' });
    // Paid: not yet received.
    expect(within(actions).queryByRole('button', { name: 'Mark as received' })).toBeNull();
    fireEvent.click(within(actions).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(calls.filter((call) => call.method === 'post')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order canceled')).toBeTruthy();
    expect(await screen.findByText('Canceled')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Order actions' })).toBeNull();
  });

  it('validates the dispute (required, at most 300) before sending it, then toasts and shows it', async () => {
    const description = 'The parcel never arrived.';
    const { calls } = renderDetail(orderDto({ status: 'confirmed' }), {
      'POST /api/orders/7/dispute': (request) => ({
        status: 200,
        data: orderDto({
          status: 'confirmed',
          dispute: {
            description: String((sentBody(request) as any).description),
            createdAt: atEditionTime('us', 2026, 2, 9),
          },
        }),
      }),
    });
    const problems = await screen.findByRole('region', { name: 'Problems with your purchase?' });
    fireEvent.click(within(problems).getByRole('button', { name: 'Open a dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a dispute' });
    const field = within(dialog).getByLabelText(/Description/) as HTMLTextAreaElement;
    expect(field.maxLength).toBe(DISPUTE_DESCRIPTION_MAX);
    expect(within(dialog).getByText('0 / 300')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit dispute' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit dispute' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'x'.repeat(DISPUTE_DESCRIPTION_MAX + 1) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit dispute' }));
    expect(await within(dialog).findByText('This value is too long.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'post')).toHaveLength(0);

    fireEvent.change(field, { target: { value: description } });
    expect(within(dialog).getByText(`${description.length} / 300`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit dispute' }));
    expect(await screen.findByText('Dispute submitted')).toBeTruthy();
    const post = calls.find((call) => call.method === 'post')!;
    expect(post.url).toBe('/api/orders/7/dispute');
    expect(sentBody(post)).toEqual({ description });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(problems).getByTestId('order-dispute').textContent).toContain(description);
    expect(within(problems).getByText('You opened a dispute on 03/09/2026:')).toBeTruthy();
    expect(within(problems).queryByRole('button', { name: 'Open a dispute' })).toBeNull();
  });

  it("puts the server's field error on the description and toasts it", async () => {
    renderDetail(orderDto({ status: 'paid' }), {
      'POST /api/orders/7/dispute': badRequest('Please describe the problem in more detail.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open a dispute' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Description/), { target: { value: 'bad' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit dispute' }));
    // Under the field (in the dialog) and in the toast.
    await waitFor(() =>
      expect(screen.getAllByText('Please describe the problem in more detail.')).toHaveLength(2),
    );
    expect(
      within(dialog)
        .getByLabelText(/Description/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('closes the modal and reloads the order when it can no longer be disputed (409)', async () => {
    let disputed = false;
    renderDetail(orderDto({ status: 'paid' }), {
      'GET /api/orders/bought/7': () => ({
        status: 200,
        data: orderDto({
          status: 'paid',
          dispute: disputed
            ? { description: 'Sent earlier', createdAt: atEditionTime('us', 2026, 2, 8) }
            : null,
        }),
      }),
      'POST /api/orders/7/dispute': () => {
        disputed = true;
        return { status: 409, data: { code: 409, message: 'This order has already been disputed.' } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Open a dispute' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Description/), { target: { value: 'Broken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit dispute' }));
    expect(await screen.findByText('This order has already been disputed.')).toBeTruthy();
    expect(await screen.findByText('Sent earlier')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no dispute on an order that is not paid or confirmed, and allows reviews once completed', async () => {
    renderDetail(orderDto({ status: 'completed' }));
    const products = await screen.findByRole('region', { name: 'Products' });
    expect((within(products).getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    const problems = await screen.findByRole('region', { name: 'Problems with your purchase?' });
    expect(within(problems).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Order actions' })).toBeNull();
  });
});
