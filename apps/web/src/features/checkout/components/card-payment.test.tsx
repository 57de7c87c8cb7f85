import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { addToBasket, readBasket } from '#web/shared/lib/basket-storage.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { sentBody, serveApi } from '#web/test/serve-api.ts';
import { sandbox } from '../test/checkout-fixtures.ts';
import { CardPayment } from './card-payment.tsx';
import { ExtrasMethod } from './extras-method.tsx';
import { ExtrasPayment } from './extras-payment.tsx';
import { PaymentSuccess } from './payment-success.tsx';

const withToaster = (children: { path: string; element: React.ReactNode }[]) => [
  {
    element: (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
    children,
  },
];

function renderCard() {
  return renderRoutes(
    withToaster([
      {
        path: '/payment/card',
        element: <CardPayment gatewayData={sandbox} amount={3500} onPaid={() => undefined} />,
      },
    ]),
    '/payment/card',
    { store: authStore },
  );
}

function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText(/Cardholder name/), { target: { value: 'Jane Buyer' } });
  fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/Expiry date/), { target: { value: '1234' } });
  fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: '123' } });
}

const noCards = { 'GET /api/cards': { status: 200, data: { items: [] } } } as const;

beforeEach(() => {
  authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'buyer' } });
});
afterEach(() => authStore.clear());

describe('<CardPayment>', () => {
  it('shows a decline with its reason, keeps the form and pays on the next try with the same secret', async () => {
    let tries = 0;
    const { calls } = serveApi({
      ...noCards,
      'POST /api/payment-sandbox/confirm': () =>
        ++tries === 1
          ? {
              status: 200,
              data: {
                status: 'requires_payment_method',
                error: { code: 'card_declined', message: 'Your card was declined.' },
              },
            }
          : { status: 200, data: { status: 'succeeded' } },
    });
    renderCard();
    fillCard('4000 0000 0000 0002');
    expect((screen.getByLabelText(/Expiry date/) as HTMLInputElement).value).toBe('12/34');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $35' }));
    // In the card form, for as long as the buyer needs it (not a toast that goes).
    const form = screen.getByRole('form', { name: 'Card details' });
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Payment has been rejected');
    expect(alert.textContent).toContain('Your card was declined.');
    const confirms = () => calls.filter((call) => call.url === '/api/payment-sandbox/confirm');
    expect(sentBody(confirms()[0]!)).toEqual({
      client_secret: sandbox.clientSecret,
      card: { number: '4000000000000002', exp_month: 12, exp_year: 2034, cvc: '123' },
    });

    fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: '4242424242424242' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $35' }));
    expect(await screen.findByText('Payment passed')).toBeTruthy();
    expect(sentBody(confirms()[1]!)).toMatchObject({ client_secret: sandbox.clientSecret });
  });

  it('asks for the holder before sending anything', async () => {
    const { calls } = serveApi(noCards);
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $35' }));
    expect((await screen.findAllByText('This field is required.')).length).toBe(4);
    expect(calls.filter((call) => call.method === 'post')).toHaveLength(0);
  });

  it('pays with a chosen saved card', async () => {
    const { calls } = serveApi({
      'GET /api/cards': {
        status: 200,
        data: {
          items: [
            {
              credit_card_number: '**** **** **** 4242',
              extra_card_data: { payment_method_id: 'pm_1', brand: 'visa' },
            },
          ],
        },
      },
      'POST /api/payment-sandbox/confirm': { status: 200, data: { status: 'succeeded' } },
    });
    renderCard();
    const use = await screen.findByRole('button', { name: 'Use' });
    fireEvent.click(use);
    expect(await screen.findByText('Choose a saved card first.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Saved card'), { target: { value: 'pm_1' } });
    fireEvent.click(use);
    expect(await screen.findByText('Payment passed')).toBeTruthy();
    const confirm = calls.find((call) => call.url === '/api/payment-sandbox/confirm')!;
    expect(sentBody(confirm)).toEqual({ client_secret: sandbox.clientSecret, payment_method_id: 'pm_1' });
  });
});

describe('<PaymentSuccess>', () => {
  it('thanks for the order and takes the bought offers out of the device basket', () => {
    addToBasket(10);
    addToBasket(11);
    addToBasket(30);
    let shown = 0;
    renderRoutes(
      [
        {
          path: '/',
          element: <PaymentSuccess payment={{ orderId: 77, offerIds: [10, 11] }} onShown={() => shown++} />,
        },
      ],
      '/',
      { queryClient: new QueryClient() },
    );
    expect(screen.getByText(/Your order number is 77/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my purchases' }).getAttribute('href')).toBe(
      '/profile/my-purchases',
    );
    expect(readBasket().products).toEqual([{ product: 30, quantity: 1 }]);
    expect(shown).toBe(1);
  });
});

describe('paid extras', () => {
  const extra = { featureType: 'extraPhotos' as const, id: 5, price: 299, title: 'Bike' };

  it('asks for the extra, pays it and leads to the offer form after the success dialog', async () => {
    const { calls } = serveApi({
      ...noCards,
      'POST /api/offers/:id/buy-features': {
        status: 201,
        data: {
          offer_id: 5,
          feature: 'extra_photos',
          amount: 299,
          payment: { gateway_data: { provider: 'sandbox', client_secret: 'pi_5_secret' } },
        },
      },
      'POST /api/payment-sandbox/confirm': { status: 200, data: { status: 'succeeded' } },
    });
    const { router } = renderRoutes(
      withToaster([
        { path: '/payment/method/extras', element: <ExtrasMethod extra={extra} /> },
        {
          path: '/payment/card/extras',
          element: <ExtrasPayment payment={{ extraFeature: extra, gatewayData: sandbox, amount: 299 }} />,
        },
        { path: '/offers/edit/:id', element: <p>Offer form</p> },
      ]),
      '/payment/method/extras',
      { store: authStore },
    );
    expect(screen.getByText('For the offer: Bike')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await screen.findByRole('button', { name: 'Pay $2.99' });
    expect(calls[0]!.url).toBe('/api/offers/5/buy-features');
    expect(sentBody(calls[0]!)).toEqual({ features: { extra_photos: true } });
    expect(router.state.location.state).toMatchObject({ extraFeature: extra, amount: 299 });

    fillCard('4242424242424242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $2.99' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment passed' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await screen.findByText('Offer form');
    expect(router.state.location.pathname).toBe('/offers/edit/5');
  });

  it('toasts the form-level error of a refused extra', async () => {
    serveApi({
      'POST /api/offers/:id/buy-features': {
        status: 400,
        data: {
          code: 400,
          message: 'Validation Failed',
          errors: { errors: ['This offer already has this extra.'] },
        },
      },
    });
    renderRoutes(
      withToaster([{ path: '/', element: <ExtrasMethod extra={{ ...extra, featureType: 'highlight' }} /> }]),
      '/',
      {
        store: authStore,
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    expect(await screen.findByText('This offer already has this extra.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Proceed to payment' })).toHaveProperty('disabled', false),
    );
  });
});
