import { maskPhone } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPhone,
  formatTime,
  isSameDay,
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
  // 5 March 2026 at 14:07 in New York (19:07 UTC) and 20:07 in Warsaw, wherever the test runs.
  const date = new Date('2026-03-05T19:07:00Z');

  it('writes list dates MM-DD-YYYY in the US edition and DD-MM-YYYY in the PL edition', () => {
    expect(formatDate(date, 'us')).toBe('03-05-2026');
    expect(formatDate(date, 'pl')).toBe('05-03-2026');
  });

  it('accepts ISO strings and timestamps and gives an empty string for invalid input', () => {
    expect(formatDate('2026-12-31T12:00:00Z', 'us')).toBe('12-31-2026');
    expect(formatDate(Date.parse('2026-01-02T12:00:00Z'), 'pl')).toBe('02-01-2026');
    expect(formatDate('not a date', 'us')).toBe('');
    // Spec 001 section 9 (orders): slashes.
    expect(formatDate(new Date('2026-12-31T12:00:00Z'), 'us', '/')).toBe('12/31/2026');
    expect(formatDate(new Date('2026-01-02T12:00:00Z'), 'pl', '/')).toBe('02/01/2026');
  });

  it('shows the edition’s day and time, the same on the server and in any browser', () => {
    // 23:30 UTC on 31 December: still the 31st in New York, already 1 January in Warsaw.
    const newYear = new Date('2026-12-31T23:30:00Z');
    expect(formatDateTime(newYear, 'us')).toBe('12-31-2026 18:30');
    expect(formatDateTime(newYear, 'pl')).toBe('01-01-2027 00:30');
    // Summer time: Warsaw is UTC+2 in July, New York UTC-4.
    expect(formatTime(new Date('2026-07-01T10:15:00Z'), 'pl')).toBe('12:15');
    expect(formatTime(new Date('2026-07-01T10:15:00Z'), 'us')).toBe('06:15');
    expect(isSameDay(new Date('2026-07-01T03:00:00Z'), new Date('2026-07-01T20:00:00Z'), 'us')).toBe(false);
    expect(isSameDay(new Date('2026-07-01T05:00:00Z'), new Date('2026-07-01T20:00:00Z'), 'us')).toBe(true);
  });

  it('adds HH:mm for date-times', () => {
    expect(formatDateTime(date, 'us')).toBe('03-05-2026 14:07');
    expect(formatDateTime(date, 'pl')).toBe('05-03-2026 20:07');
    expect(formatDateTime(date, 'us', '/')).toBe('03/05/2026 14:07');
    expect(formatDateTime(date, 'pl', '/')).toBe('05/03/2026 20:07');
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
