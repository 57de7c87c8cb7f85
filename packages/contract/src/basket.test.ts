import { describe, expect, it } from 'vitest';
import { lineTotal } from './basket.ts';

describe('lineTotal', () => {
  it('is the price times the quantity plus a courier delivery once', () => {
    expect(lineTotal(1999, 3, { method: 'courier', price: { amount: 500 } })).toBe(6497);
  });

  it('charges no delivery for pickup or an offer without delivery', () => {
    expect(lineTotal(1999, 2, { method: 'pickup', price: { amount: 500 } })).toBe(3998);
    expect(lineTotal(1999, 2, null)).toBe(3998);
  });
});
