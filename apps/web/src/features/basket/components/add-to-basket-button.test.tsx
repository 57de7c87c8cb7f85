import { MESSAGES } from '@marketplace/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { readBasket } from '#web/shared/lib/basket-storage.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';
import { renderWithProviders } from '#web/test/render.tsx';
import { sentBody, serveApi, type MockReply } from '#web/test/serve-api.ts';
import { basketLine, basketReply } from '../test/basket-fixtures.ts';
import { AddToBasketButton } from './add-to-basket-button.tsx';

function renderButton(region: 'us' | 'pl' = 'us') {
  return renderWithProviders(
    <>
      <AddToBasketButton offerId={42} quantity={2} />
      <Toaster />
    </>,
    { store: authStore, region },
  );
}

beforeEach(() => window.localStorage.removeItem('basket'));
afterEach(() => authStore.clear());

describe('<AddToBasketButton>', () => {
  it("signed in: adds to the account's basket, disabled meanwhile, and mirrors the answer", async () => {
    authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'buyer' } });
    let answer: (reply: MockReply) => void = () => {};
    const { calls } = serveApi({
      'POST /api/basket/items': () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    renderButton();
    const button = screen.getByRole('button', { name: 'Add to basket' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    fireEvent.click(button);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/basket/items');
    expect(sentBody(calls[0]!)).toEqual({ offer_id: 42, quantity: 2 });

    answer(basketReply([basketLine(42, { quantity: 2 })]));
    expect(await screen.findByText('Added to basket')).toBeTruthy();
    expect(button.disabled).toBe(false);
    expect(readBasket().products).toEqual([{ product: 42, quantity: 2 }]);
  });

  it("signed in: shows the server's refusal in the edition's language", async () => {
    authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'buyer' } });
    serveApi({
      'POST /api/basket/items': { status: 400, data: { code: 400, message: MESSAGES.cannotAddToBasket } },
    });
    renderButton('pl');
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka' }));
    expect(await screen.findByText('Nie możesz dodać tego ogłoszenia do koszyka')).toBeTruthy();
    expect(readBasket().products).toEqual([]);
  });

  it('guest: keeps the line on the device, without a call', async () => {
    const { calls } = serveApi({});
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('Added to basket')).toBeTruthy();
    expect(readBasket().products).toEqual([{ product: 42, quantity: 2 }]);
    expect(calls).toHaveLength(0);
  });
});
