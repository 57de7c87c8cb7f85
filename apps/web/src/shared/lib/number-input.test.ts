import { describe, expect, it } from 'vitest';
import { isPartialNumber, normaliseNumberInput, parseNumberInput } from './number-input.ts';

describe('number inputs', () => {
  it('strip whitespace (also the no-break spaces of pl-PL numbers) and turn commas into dots', () => {
    expect(normaliseNumberInput(' 1 299,50 ')).toBe('1299.50');
    expect(normaliseNumberInput('1\u00a0000')).toBe('1000');
    expect(normaliseNumberInput('1\u202f000,5')).toBe('1000.5');
  });

  it('parse non-negative numbers only', () => {
    expect(parseNumberInput('12,5')).toBe(12.5);
    expect(parseNumberInput('12.')).toBe(12);
    expect(parseNumberInput('.5')).toBe(0.5);
    expect(parseNumberInput('0')).toBe(0);
    for (const raw of ['', ' ', '.', '-1', '1e3', 'abc', '1.2.3', '12a'])
      expect(parseNumberInput(raw), raw).toBeUndefined();
  });

  it('accept partial numbers while typing', () => {
    for (const text of ['', '1', '12.', '.', '.5', '12.50']) expect(isPartialNumber(text), text).toBe(true);
    for (const text of ['-', 'a', '1.2.3', '1e3']) expect(isPartialNumber(text), text).toBe(false);
  });
});
