import { describe, expect, it } from 'vitest';
import { clearBasket, isBasketNotEmpty } from './basket-storage.ts';

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
