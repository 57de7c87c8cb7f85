import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { addToBasket, readBasket } from '#web/shared/lib/basket-storage.ts';
import { sentBody, serveApi } from '#web/test/serve-api.ts';
import { basketLine, basketReply } from '../test/basket-fixtures.ts';
import { basketKeys } from './basket-keys.ts';
import { syncBasketAtSignIn } from './merge-basket.ts';

beforeEach(() => {
  window.localStorage.removeItem('basket');
  authStore.setSession({ token: 'token', user: { id: 1, type: 'person', username: 'buyer' } });
});
afterEach(() => authStore.clear());

describe('syncBasketAtSignIn', () => {
  it("merges the device's lines and mirrors the account's answer", async () => {
    addToBasket(7, 2);
    const { calls } = serveApi({
      'POST /api/basket/merge': basketReply([basketLine(5), basketLine(7, { quantity: 2 })]),
    });
    const queryClient = new QueryClient();
    await syncBasketAtSignIn(queryClient);
    expect(calls).toHaveLength(1);
    expect(sentBody(calls[0]!)).toEqual({ items: [{ offer_id: 7, quantity: 2 }] });
    expect(readBasket().products).toEqual([
      { product: 5, quantity: 1 },
      { product: 7, quantity: 2 },
    ]);
    expect(queryClient.getQueryData(basketKeys.detail())).toMatchObject({ items: [{}, {}] });
  });

  it("with an empty device basket reads the account's, for the badge", async () => {
    const { calls } = serveApi({ 'GET /api/basket': basketReply([basketLine(5)]) });
    await syncBasketAtSignIn(new QueryClient());
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['get /api/basket']);
    expect(readBasket().products).toEqual([{ product: 5, quantity: 1 }]);
  });

  it('keeps the device basket when the merge fails', async () => {
    addToBasket(7);
    serveApi({ 'POST /api/basket/merge': 'network' });
    await syncBasketAtSignIn(new QueryClient());
    expect(readBasket().products).toEqual([{ product: 7, quantity: 1 }]);
  });
});
