import { maskPhone } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPhone,
  normalizePhone,
} from './format.ts';

/** Intl separates with (narrow) no-break spaces; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats minor units in dollars for the US edition', () => {
    expect(formatMoney(1250, 'us')).toBe('$12.50');
    expect(formatMoney(5, 'us')).toBe('$0.05');
    expect(formatMoney(123456789, 'us')).toBe('$1,234,567.89');
  });

  it('formats minor units in zloty with Polish separators for the PL edition', () => {
    expect(plain(formatMoney(1250, 'pl'))).toBe('12,50 zł');
    expect(plain(formatMoney(123456789, 'pl'))).toBe('1 234 567,89 zł');
  });

  it('drops the decimals of whole amounts', () => {
    expect(formatMoney(120000, 'us')).toBe('$1,200');
    expect(plain(formatMoney(120000, 'pl'))).toBe('1200 zł');
    expect(plain(formatMoney(1200000, 'pl'))).toBe('12 000 zł');
  });

  it("reads 'for free' at zero, in the edition's language", () => {
    expect(formatMoney(0, 'us')).toBe('for free');
    expect(formatMoney(0, 'pl')).toBe('za darmo');
  });

  it('formatAmount shows zero as money', () => {
    expect(formatAmount(0, 'us')).toBe('$0');
    expect(plain(formatAmount(0, 'pl'))).toBe('0 zł');
  });
});

describe('formatDate', () => {
  const date = new Date(2026, 2, 5, 14, 7); // 5 March 2026, local time

  it('writes list dates MM-DD-YYYY in the US edition and DD-MM-YYYY in the PL edition', () => {
    expect(formatDate(date, 'us')).toBe('03-05-2026');
    expect(formatDate(date, 'pl')).toBe('05-03-2026');
  });

  it('accepts ISO strings and timestamps and gives an empty string for invalid input', () => {
    expect(formatDate(new Date(2026, 11, 31).toISOString(), 'us')).toBe('12-31-2026');
    expect(formatDate(new Date(2026, 0, 2).getTime(), 'pl')).toBe('02-01-2026');
    expect(formatDate('not a date', 'us')).toBe('');
    // Spec 001 section 9 (orders): slashes.
    expect(formatDate(new Date(2026, 11, 31), 'us', '/')).toBe('12/31/2026');
    expect(formatDate(new Date(2026, 0, 2), 'pl', '/')).toBe('02/01/2026');
  });

  it('adds HH:mm for date-times', () => {
    expect(formatDateTime(date, 'us')).toBe('03-05-2026 14:07');
    expect(formatDateTime(date, 'pl')).toBe('05-03-2026 14:07');
    expect(formatDateTime(date, 'us', '/')).toBe('03/05/2026 14:07');
    expect(formatDateTime(date, 'pl', '/')).toBe('05/03/2026 14:07');
  });
});

describe('formatNumber', () => {
  it('uses the edition locale', () => {
    expect(formatNumber(1234.5, 'us')).toBe('1,234.5');
    expect(plain(formatNumber(12345.5, 'pl'))).toBe('12 345,5');
  });
});

describe('phone numbers', () => {
  it('adds the edition prefix when there is no plus', () => {
    expect(normalizePhone('555 123 4567', 'us')).toBe('+15551234567');
    expect(normalizePhone('600-700-800', 'pl')).toBe('+48600700800');
    expect(normalizePhone('+44 20 7946 0958', 'pl')).toBe('+442079460958');
    expect(normalizePhone('0048600700800', 'us')).toBe('+48600700800');
    expect(normalizePhone('  ', 'us')).toBe('');
  });

  it('formats North American and Polish numbers for display', () => {
    expect(formatPhone('(555) 123-4567', 'us')).toBe('+1 (555) 123-4567');
    expect(formatPhone('600700800', 'pl')).toBe('+48 600 700 800');
    expect(formatPhone('+48600700800', 'us')).toBe('+48 600 700 800');
    expect(formatPhone('+442079460958', 'us')).toBe('+442079460958');
  });

  it('formats masked numbers as the server sends them, like full ones', () => {
    expect(formatPhone(maskPhone('+13055550106'), 'us')).toBe('+1 (•••) •••-•106');
    expect(formatPhone(maskPhone('+48600700800'), 'pl')).toBe('+48 ••• ••• 800');
  });
});
