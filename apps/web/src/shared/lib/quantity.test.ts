import { describe, expect, it } from 'vitest';
import { clampQuantity, initialQuantity, parseQuantityInput } from './quantity.ts';

describe('quantity counter', () => {
  it('starts at 1 with stock and at 0 without', () => {
    expect(initialQuantity(5)).toBe(1);
    expect(initialQuantity(1)).toBe(1);
    expect(initialQuantity(0)).toBe(0);
    expect(initialQuantity(null)).toBe(0);
  });

  it('stays within 1..stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.6, 5)).toBe(3);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('is 0 whatever is asked when there is no stock', () => {
    expect(clampQuantity(1, 0)).toBe(0);
    expect(clampQuantity(4, null)).toBe(0);
  });

  it('takes typed digits only', () => {
    expect(parseQuantityInput('4', 1, 5)).toBe(4);
    expect(parseQuantityInput(' 12 ', 1, 5)).toBe(5);
    expect(parseQuantityInput('0', 2, 5)).toBe(1);
    expect(parseQuantityInput('2.5', 2, 5)).toBe(2);
    expect(parseQuantityInput('', 2, 5)).toBe(2);
    expect(parseQuantityInput('-1', 2, 5)).toBe(2);
  });
});
