import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToBasket,
  clearBasket,
  isBasketNotEmpty,
  readBasket,
  removeFromBasket,
  useBasketNotEmpty,
  writeBasket,
} from './basket-storage.ts';

describe('isBasketNotEmpty', () => {
  it('is false for nothing, empty JSON values and empty lists', () => {
    for (const raw of [null, '', '  ', '[]', '{}', 'null', '""', '{"products":[]}', '{"items":[]}']) {
      expect(isBasketNotEmpty(raw), String(raw)).toBe(false);
    }
  });

  it('is true for lists with entries and other content', () => {
    for (const raw of [
      '[{"offerId":1}]',
      '{"products":[{"id":1}]}',
      '{"42":{"quantity":1}}',
      'legacy-value',
    ]) {
      expect(isBasketNotEmpty(raw), raw).toBe(true);
    }
  });

  it('clearBasket removes the key', () => {
    window.localStorage.setItem('basket', '[1]');
    clearBasket();
    expect(window.localStorage.getItem('basket')).toBeNull();
  });
});

describe('the device basket', () => {
  beforeEach(() => window.localStorage.removeItem('basket'));

  it('reads an empty basket from nothing, broken JSON or another shape', () => {
    expect(readBasket()).toEqual({ products: [] });
    for (const raw of ['not json', '[1]', '{"products":"x"}', 'null']) {
      window.localStorage.setItem('basket', raw);
      expect(readBasket(), raw).toEqual({ products: [] });
    }
  });

  it('adds lines, one per offer: adding again sets the quantity', () => {
    addToBasket(7);
    addToBasket(9, 3);
    addToBasket(7, 2);
    expect(readBasket()).toEqual({
      products: [
        { product: 7, quantity: 2 },
        { product: 9, quantity: 3 },
      ],
    });
    expect(JSON.parse(window.localStorage.getItem('basket')!)).toEqual(readBasket());
    expect(isBasketNotEmpty(window.localStorage.getItem('basket'))).toBe(true);
  });

  it('leaves out malformed and repeated lines when reading', () => {
    window.localStorage.setItem(
      'basket',
      JSON.stringify({
        products: [
          { product: 1, quantity: 1 },
          { product: 1, quantity: 5 },
          { product: 'x', quantity: 1 },
          { product: 2, quantity: 0 },
          null,
        ],
      }),
    );
    expect(readBasket()).toEqual({ products: [{ product: 1, quantity: 1 }] });
  });

  it('removes a line, and the key with the last one', () => {
    addToBasket(7);
    addToBasket(9);
    removeFromBasket(7);
    expect(readBasket().products).toEqual([{ product: 9, quantity: 1 }]);
    removeFromBasket(9);
    expect(window.localStorage.getItem('basket')).toBeNull();
  });

  it('writeBasket replaces the whole basket and notifies the badge', () => {
    const { result } = renderHook(() => useBasketNotEmpty());
    expect(result.current).toBe(false);
    act(() => writeBasket({ products: [{ product: 3, quantity: 2 }] }));
    expect(result.current).toBe(true);
    act(() => clearBasket());
    expect(result.current).toBe(false);
  });
});
