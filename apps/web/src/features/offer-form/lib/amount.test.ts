import { MESSAGES } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { amountInputValue, parseAmount, parseDecimal, parseWholeNumber } from './amount.ts';

describe('parseAmount', () => {
  it('turns major units into minor units', () => {
    expect(parseAmount('12')).toEqual({ ok: true, value: 1200 });
    expect(parseAmount('12,5')).toEqual({ ok: true, value: 1250 });
    expect(parseAmount('12.50')).toEqual({ ok: true, value: 1250 });
    expect(parseAmount('1 299,99')).toEqual({ ok: true, value: 129999 });
    expect(parseAmount('1\u00a0000')).toEqual({ ok: true, value: 100000 });
    expect(parseAmount('0.1')).toEqual({ ok: true, value: 10 });
    expect(parseAmount(',5')).toEqual({ ok: true, value: 50 });
    expect(parseAmount('0')).toEqual({ ok: true, value: 0 });
  });

  it('avoids floating-point drift', () => {
    expect(parseAmount('19.99')).toEqual({ ok: true, value: 1999 });
    expect(parseAmount('1.15')).toEqual({ ok: true, value: 115 });
  });

  it('reads an empty input as no amount', () => {
    expect(parseAmount('')).toEqual({ ok: true, value: null });
    expect(parseAmount('   ')).toEqual({ ok: true, value: null });
  });

  it("answers 'This value must be a number' for anything else", () => {
    for (const raw of ['abc', '12a', '-5', '1.234', '1,2,3', '1e3', '$12'])
      expect(parseAmount(raw), raw).toEqual({ ok: false, message: MESSAGES.notANumber });
  });

  it("refuses amounts past the contract's maximum, 1,000,000,000.00", () => {
    expect(parseAmount('1000000000')).toEqual({ ok: true, value: 100_000_000_000 });
    expect(parseAmount('1000000000.01')).toEqual({ ok: false, message: MESSAGES.amountTooHigh });
  });
});

describe('parseWholeNumber and parseDecimal', () => {
  it('read whole numbers', () => {
    expect(parseWholeNumber(' 3 ')).toEqual({ ok: true, value: 3 });
    expect(parseWholeNumber('')).toEqual({ ok: true, value: null });
    expect(parseWholeNumber('2.5')).toEqual({ ok: false, message: MESSAGES.notANumber });
    expect(parseWholeNumber('-1')).toEqual({ ok: false, message: MESSAGES.notANumber });
  });

  it('read decimals with a comma or a dot', () => {
    expect(parseDecimal('1,5')).toEqual({ ok: true, value: 1.5 });
    expect(parseDecimal('72.25')).toEqual({ ok: true, value: 72.25 });
    expect(parseDecimal('x')).toEqual({ ok: false, message: MESSAGES.notANumber });
  });
});

describe('amountInputValue', () => {
  it('shows minor units in major units with the edition decimal separator', () => {
    expect(amountInputValue(1250, 'us')).toBe('12.50');
    expect(amountInputValue(1250, 'pl')).toBe('12,50');
    expect(amountInputValue(120000, 'us')).toBe('1200');
    expect(amountInputValue(0, 'pl')).toBe('0');
    expect(amountInputValue(null, 'us')).toBe('');
  });

  it('round-trips through parseAmount', () => {
    for (const minor of [1, 99, 1999, 250000])
      for (const region of ['us', 'pl'] as const)
        expect(parseAmount(amountInputValue(minor, region))).toEqual({ ok: true, value: minor });
  });
});
