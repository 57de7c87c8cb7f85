import { ORDER_STATUSES, type OrderDto, type OrderStatus, type Region } from '@marketplace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { sentBody, serveApi, type ApiRoutes } from '#web/test/serve-api.ts';
import { orderDto } from '../test/order-fixtures.ts';
import { SoldOrderDetail } from './sold-order-detail.tsx';
import { atEditionTime } from '#web/test/edition-time.ts';

function renderDetail(order: OrderDto, routes: ApiRoutes = {}, region: Region = 'us') {
  const served = serveApi({ ...routes, 'GET /api/orders/sold/7': { status: 200, data: order } });
  const view = renderRoutes(
    [
      {
        path: '/profile/my-offers/sold/:order',
        element: (
          <>
            <SoldOrderDetail orderId={7} notFound={<h1>Not found</h1>} />
            <Toaster />
          </>
        ),
      },
    ],
    '/profile/my-offers/sold/7',
    { store: authStore, region },
  );
  return { ...served, ...view };
}

const actionNames = () => {
  const group = screen.queryByRole('group', { name: 'Order actions' });
  return group
    ? within(group)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];
};

beforeEach(() => authStore.setSession({ token: 'token', user: { id: 2, type: 'person', username: 'sam' } }));
afterEach(() => authStore.clear());

describe('<SoldOrderDetail>', () => {
  it('offers Confirm and Cancel when paid, Cancel when confirmed, nothing otherwise', async () => {
    const expected: Record<OrderStatus, string[]> = {
      not_paid: [],
      paid: ['Confirm order', 'Cancel order'],
      confirmed: ['Cancel order'],
      completed: [],
      canceled: [],
      failed: [],
    };
    for (const status of ORDER_STATUSES) {
      const { unmount } = renderDetail(orderDto({ status }));
      await screen.findByRole('heading', { level: 1, name: 'Order #7' });
      expect(actionNames(), status).toEqual(expected[status]);
      unmount();
    }
  });

  it("shows the buyer's contact and the shipping address, and the seller's own details", async () => {
    renderDetail(orderDto({ status: 'paid' }));
    const buyer = await screen.findByRole('region', { name: 'Buyer' });
    expect(
      within(buyer)
        .getByRole('link', { name: /buyer_bea/ })
        .getAttribute('href'),
    ).toBe('/user/1');
    expect(within(buyer).getByText('+1 (201) 555-0199')).toBeTruthy();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    // The US order (decision 081): street and apartment, then city, state and ZIP code.
    expect(within(delivery).getByText('Main Street 1, Apt 4B')).toBeTruthy();
    expect(within(delivery).getByText('Austin, TX 73301')).toBeTruthy();
    expect(within(delivery).queryByText(/73301 Austin/)).toBeNull();
    const seller = screen.getByRole('region', { name: 'Seller' });
    expect(within(seller).getByText('seller_sam')).toBeTruthy();
    expect(within(seller).getByText('sam@example.com')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Products' })).queryByRole('button')).toBeNull();
  });

  it('confirms a paid order and toasts', async () => {
    const { calls } = renderDetail(orderDto({ status: 'paid' }), {
      'POST /api/orders/7/confirm': { status: 200, data: orderDto({ status: 'confirmed' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText('Order confirmed')).toBeTruthy();
    expect(calls.some((call) => call.method === 'post' && call.url === '/api/orders/7/confirm')).toBe(true);
    expect(await screen.findByText('Confirmed (in shipment)')).toBeTruthy();
    await waitFor(() => expect(actionNames()).toEqual(['Cancel order']));
    // Confirmed with an address: the shipment-link form appears, with Insert.
    expect(screen.getByRole('button', { name: 'Insert' })).toBeTruthy();
  });

  it('cancels after the confirmation step and toasts', async () => {
    renderDetail(orderDto({ status: 'confirmed' }), {
      'POST /api/orders/7/cancel': { status: 200, data: orderDto({ status: 'canceled' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order canceled')).toBeTruthy();
    await waitFor(() => expect(actionNames()).toEqual([]));
  });

  it('shows the shipment-link form only when confirmed with a shipping address', async () => {
    const cases: [Partial<OrderDto>, boolean][] = [
      [{ status: 'confirmed' }, true],
      [{ status: 'paid' }, false],
      [{ status: 'completed', shipmentLink: 'https://track.example/1' }, false],
      [{ status: 'confirmed', shippingAddress: null }, false],
    ];
    for (const [overrides, shown] of cases) {
      const { unmount } = renderDetail(orderDto(overrides));
      await screen.findByRole('heading', { level: 1, name: 'Order #7' });
      expect(!!screen.queryByLabelText('Tracking link'), JSON.stringify(overrides)).toBe(shown);
      expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
      unmount();
    }
  });

  it('inserts a link (form shown, button Insert), then shows it with Change, which shows the form again', async () => {
    let link: string | null = null;
    const { calls } = renderDetail(orderDto({ status: 'confirmed' }), {
      'POST /api/orders/7/shipment-link': (request) => {
        link = String((sentBody(request) as any).shipment_link) || null;
        return { status: 200, data: orderDto({ status: 'confirmed', shipmentLink: link }) };
      },
    });
    const field = await screen.findByLabelText('Tracking link');
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
    fireEvent.change(field, { target: { value: ' https://track.example/PL1 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(await screen.findByText('Shipment link saved')).toBeTruthy();
    expect(sentBody(calls.find((call) => call.method === 'post')!)).toEqual({
      shipment_link: 'https://track.example/PL1',
    });
    // A link exists: the form hides; the link, Copy and Change show.
    await waitFor(() => expect(screen.queryByLabelText('Tracking link')).toBeNull());
    expect(screen.getByRole('link', { name: 'https://track.example/PL1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const again = screen.getByLabelText('Tracking link') as HTMLInputElement;
    expect(again.value).toBe('https://track.example/PL1');
    // The form's button reads Change now; Cancel hides the form again.
    expect(screen.getByRole('button', { name: 'Change' }).getAttribute('type')).toBe('submit');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Tracking link')).toBeNull();
  });

  it("shows the commission and what the seller receives, in the edition's money", async () => {
    for (const [region, text] of [
      ['us', 'Commission $6.25; you receive $128.75'],
      ['pl', 'Prowizja 6,25 zł; otrzymujesz 128,75 zł'],
    ] as const) {
      const { unmount } = renderDetail(
        orderDto({ currency: region === 'us' ? 'USD' : 'PLN', amount: 13_500, commission: 625 }),
        {},
        region,
      );
      expect((await screen.findByTestId('order-proceeds')).textContent?.replace(/\s/g, ' ')).toBe(text);
      unmount();
    }
  });

  it('shows the amount refunded and its date in the edition’s formats, nothing before a refund', async () => {
    const refundedAt = atEditionTime('us', 2026, 2, 9, 15);
    for (const [region, text] of [
      ['us', 'Refunded $15.50 on 03/09/2026'],
      ['pl', 'Zwrócono 15,50 zł dnia 09/03/2026'],
    ] as const) {
      const { unmount } = renderDetail(
        orderDto({
          status: 'completed',
          currency: region === 'us' ? 'USD' : 'PLN',
          refundedAmount: 1550,
          refundedAt,
        }),
        {},
        region,
      );
      expect((await screen.findByTestId('order-refund')).textContent?.replace(/\s/g, ' ')).toBe(text);
      unmount();
    }
    renderDetail(orderDto({ status: 'completed' }));
    await screen.findByRole('heading', { level: 1, name: 'Order #7' });
    expect(screen.queryByTestId('order-refund')).toBeNull();
  });

  it("refuses a link that is not a web address with 'Invalid link.' in the edition's language, sending nothing", async () => {
    for (const [region, message] of [
      ['us', 'Invalid link.'],
      ['pl', 'Nieprawidłowy link.'],
    ] as const) {
      const { calls, unmount } = renderDetail(orderDto({ status: 'confirmed' }), {}, region);
      for (const bad of ['not a url', 'javascript:alert(1)', 'https://courier.example@evil.example/t']) {
        fireEvent.change(await screen.findByRole('textbox'), { target: { value: bad } });
        fireEvent.click(screen.getByRole('button', { name: region === 'us' ? 'Insert' : 'Wstaw' }));
        expect(await screen.findByText(message), bad).toBeTruthy();
        expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
      }
      expect(calls.filter((call) => call.method === 'post')).toEqual([]);
      unmount();
    }
  });

  it("shows the server's field error under the link field", async () => {
    renderDetail(orderDto({ status: 'confirmed' }), {
      'POST /api/orders/7/shipment-link': {
        status: 400,
        data: {
          code: 400,
          message: 'Validation Failed',
          errors: { children: { shipment_link: { errors: ['This value is too long.'] } } },
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('Tracking link'), {
      target: { value: 'https://track.example/1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(await screen.findByText('This value is too long.')).toBeTruthy();
    expect(screen.getByLabelText('Tracking link').getAttribute('aria-invalid')).toBe('true');
  });

  it('toasts a refusal that names no field (409)', async () => {
    renderDetail(orderDto({ status: 'confirmed' }), {
      'POST /api/orders/7/shipment-link': {
        status: 409,
        data: {
          code: 409,
          message: 'A shipment link can be set only on a confirmed order sent to an address.',
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('Tracking link'), {
      target: { value: 'https://t.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(
      await screen.findByText('A shipment link can be set only on a confirmed order sent to an address.'),
    ).toBeTruthy();
  });
});
