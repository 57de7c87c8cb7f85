import { describe, expect, it } from 'vitest';
import { commissionInputOf, hundredthsText } from './commission-input.ts';

describe('the commission form', () => {
  it('shows basis points and minor units as the edition types them', () => {
    expect(hundredthsText(500, 'us')).toBe('5');
    expect(hundredthsText(525, 'us')).toBe('5.25');
    expect(hundredthsText(525, 'pl')).toBe('5,25');
    expect(hundredthsText(50, 'us')).toBe('0.50');
  });

  it('sends a percentage as basis points and the minimum in minor units', () => {
    expect(commissionInputOf({ percent: '5', minimum: '0.50' })).toEqual({
      ok: true,
      input: { basisPoints: 500, minimum: 50 },
    });
    expect(commissionInputOf({ percent: ' 7,5 ', minimum: '2,00' })).toEqual({
      ok: true,
      input: { basisPoints: 750, minimum: 200 },
    });
    expect(commissionInputOf({ percent: '50', minimum: '0' })).toEqual({
      ok: true,
      input: { basisPoints: 5_000, minimum: 0 },
    });
  });

  it('names each field that is wrong: above 50 %, three decimals, not a number, negative', () => {
    expect(commissionInputOf({ percent: '50.01', minimum: '1' })).toEqual({
      ok: false,
      errors: { percent: 'percent' },
    });
    expect(commissionInputOf({ percent: '5.125', minimum: 'abc' })).toEqual({
      ok: false,
      errors: { percent: 'percent', minimum: 'minimum' },
    });
    expect(commissionInputOf({ percent: '', minimum: '-1' })).toEqual({
      ok: false,
      errors: { percent: 'percent', minimum: 'minimum' },
    });
    expect(commissionInputOf({ percent: '5', minimum: '1000000' })).toEqual({
      ok: false,
      errors: { minimum: 'minimum' },
    });
  });
});
