import { describe, expect, it } from 'vitest';
import { youReceive } from './you-receive.ts';

const RATE = { basisPoints: 500, minimum: 200 };

describe('youReceive', () => {
  it('takes the rate of the price typed, rounded half up, and the seller keeps the rest', () => {
    expect(youReceive('100', RATE)).toEqual({ commission: 500, net: 9_500 });
    // 123.45 at 5 % is 6.1725: 6.17.
    expect(youReceive('123,45', RATE)).toEqual({ commission: 617, net: 11_728 });
    // 0.10 at 5 % is 0.005, rounded half up to 0.01 (no minimum here).
    expect(youReceive('0.10', { basisPoints: 500, minimum: 0 })).toEqual({ commission: 1, net: 9 });
  });

  it('takes at least the minimum, never more than the price', () => {
    expect(youReceive('10', RATE)).toEqual({ commission: 200, net: 800 });
    expect(youReceive('1.50', RATE)).toEqual({ commission: 150, net: 0 });
  });

  it('says nothing for an empty, free or mistyped price, or before the rate is known', () => {
    expect(youReceive('', RATE)).toBeNull();
    expect(youReceive('0', RATE)).toBeNull();
    expect(youReceive('12.345', RATE)).toBeNull();
    expect(youReceive('100', undefined)).toBeNull();
  });
});
