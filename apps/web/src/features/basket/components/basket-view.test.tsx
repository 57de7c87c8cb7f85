import { MESSAGES } from '@marketplace/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { readBasket } from '#web/shared/lib/basket-storage.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderRoutes } from '#web/test/render.tsx';
import { sentBody, serveApi } from '#web/test/serve-api.ts';
import { basketLine, basketReply } from '../test/basket-fixtures.ts';
import { BasketView } from './basket-view.tsx';

const courier = (amount: number) => ({ method: 'courier' as const, price: { amount } });
const pickup = { method: 'pickup' as const, price: { amount: 0 } };

// Anna: 2 × $10 + $5 courier = $25, and $2.50 picked up = $2.50: $27.50. Bob: $99, no delivery.
const annaFirst = basketLine(10, { quantity: 2, delivery: courier(500) });
const annaSecond = basketLine(11, { price: 250, delivery: pickup });
const bobs = basketLine(20, { seller: 'bob', price: 9900 });

function renderBasket() {
  return renderRoutes(
    [
      {
        path: '/basket',
        element: (
          <>
            <BasketView />
            <Toaster />
          </>
        ),
      },
      { path: '/payment/method', element: <p>Payment method page</p> },
      { path: '/', element: <p>Home page</p> },
      { path: '/offer/:id', element: <p>Offer page</p> },
    ],
    '/basket',
    { store: authStore },
  );
}

const total = () => screen.getByTestId('basket-total').textContent;
const group = (seller: string) => screen.getByRole('region', { name: seller });

beforeEach(() => {
  window.localStorage.removeItem('basket');
  authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'buyer' } });
});

afterEach(() => {
  authStore.clear();
});

describe('<BasketView>', () => {
  it('groups the offers by seller and selects the first seller', async () => {
    serveApi({ 'GET /api/basket': basketReply([annaFirst, bobs, annaSecond]) });
    renderBasket();
    expect(screen.getByLabelText('Loading the basket')).toBeTruthy();

    const anna = await screen.findByRole('region', { name: 'Anna Shop' });
    expect(within(anna).getAllByRole('listitem')).toHaveLength(2);
    expect(within(anna).getByRole('link', { name: 'Offer 10' }).getAttribute('href')).toBe('/offer/10');
    expect(within(anna).getByRole('link', { name: 'Offer 11' })).toBeTruthy();
    expect(within(group('Bob')).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(anna)
        .getAllByTestId('line-total')
        .map((node) => node.textContent),
    ).toEqual(['Total $25', 'Total $2.50']);

    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false]);
    // The device mirrors the account's basket (the top bar's badge reads it).
    expect(readBasket().products).toEqual([
      { product: 10, quantity: 2 },
      { product: 20, quantity: 1 },
      { product: 11, quantity: 1 },
    ]);
  });

  it("sums only the selected seller's offers and takes that seller to the payment method", async () => {
    serveApi({ 'GET /api/basket': basketReply([annaFirst, annaSecond, bobs]) });
    const { router } = renderBasket();
    await screen.findByRole('region', { name: 'Anna Shop' });
    expect(total()).toBe('$27.50');

    fireEvent.click(within(group('Bob')).getByRole('radio'));
    expect(total()).toBe('$99');
    fireEvent.click(screen.getByRole('link', { name: 'Go to payment method' }));
    await screen.findByText('Payment method page');
    expect(router.state.location.search).toBe('?seller=3');
  });

  it('sends a changed quantity and shows the answer', async () => {
    const { calls } = serveApi({
      'GET /api/basket': basketReply([annaFirst, bobs]),
      'POST /api/basket/items': basketReply([{ ...annaFirst, quantity: 3 }, bobs]),
    });
    renderBasket();
    const anna = await screen.findByRole('region', { name: 'Anna Shop' });
    const quantity = within(anna).getByLabelText('Quantity');
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.blur(quantity);

    await waitFor(() => expect(total()).toBe('$35'));
    const post = calls.find((call) => call.method === 'post')!;
    expect(post.url).toBe('/api/basket/items');
    expect(sentBody(post)).toEqual({ offer_id: 10, quantity: 3 });
    expect(readBasket().products[0]).toEqual({ product: 10, quantity: 3 });
  });

  it('removes a line, then shows the empty state with a link home', async () => {
    const { calls } = serveApi({
      'GET /api/basket': basketReply([bobs]),
      'DELETE /api/basket/items/:offerId': basketReply([]),
    });
    renderBasket();
    await screen.findByRole('region', { name: 'Bob' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Offer 20 from the basket' }));

    expect(await screen.findByText('Your basket is empty')).toBeTruthy();
    expect(calls.some((call) => call.method === 'delete' && call.url === '/api/basket/items/20')).toBe(true);
    expect(screen.getByRole('link', { name: 'Browse offers' }).getAttribute('href')).toBe('/');
    expect(window.localStorage.getItem('basket')).toBeNull();
  });

  it('shows a refused change as a toast', async () => {
    serveApi({
      'GET /api/basket': basketReply([bobs]),
      'DELETE /api/basket/items/:offerId': { status: 404, data: { code: 404, message: MESSAGES.notFound } },
    });
    renderBasket();
    await screen.findByRole('region', { name: 'Bob' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Offer 20 from the basket' }));
    await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).not.toBeNull());
    expect(screen.getByRole('region', { name: 'Bob' })).toBeTruthy();
  });

  it('shows the empty state for an empty basket', async () => {
    serveApi({ 'GET /api/basket': basketReply([]) });
    renderBasket();
    expect(await screen.findByText('Your basket is empty')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to payment method' })).toBeNull();
  });

  it('tells, in a toast, that out-of-date offers were removed', async () => {
    serveApi({ 'GET /api/basket': basketReply([bobs], MESSAGES.basketOffersRemoved) });
    renderBasket();
    expect(await screen.findByText(MESSAGES.basketOffersRemoved)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Bob' })).toBeTruthy();
  });

  it('speaks Polish in the Polish edition', async () => {
    serveApi({ 'GET /api/basket': basketReply([], MESSAGES.basketOffersRemoved) });
    renderRoutes(
      [
        {
          path: '/basket',
          element: (
            <>
              <BasketView />
              <Toaster />
            </>
          ),
        },
      ],
      '/basket',
      { store: authStore, region: 'pl' },
    );
    expect(await screen.findByText('Twój koszyk jest pusty')).toBeTruthy();
    expect(
      await screen.findByText('Niektóre oferty zostały usunięte, ponieważ były nieaktualne.'),
    ).toBeTruthy();
  });
});
