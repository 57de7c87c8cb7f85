import { PHONE_MASK_CHAR, REGION_SETTINGS, type Region } from '@marketplace/contract';
import { i18n } from './i18n.ts';

/**
 * Region formats (spec 000 section 9): money in minor units, the edition's currency and locale;
 * list dates MM-DD-YYYY (US) or DD-MM-YYYY (PL); phone numbers with the edition's prefix.
 */

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(region: Region, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${region}:${fractionDigits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const { locale, currency } = REGION_SETTINGS[region];
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * An amount in minor units as money, without special cases: `1250` -> `$12.50` / `12,50 zł`.
 * Whole amounts drop the decimals (`$1,200`, `1200 zł`), as the spec's "2 decimals or 0".
 */
export function formatAmount(minorUnits: number, region: Region): string {
  const whole = Number.isInteger(minorUnits / 100);
  return moneyFormat(region, whole ? 0 : 2).format(minorUnits / 100);
}

/** A price: like formatAmount, but zero reads 'for free' in the edition's language. */
export function formatMoney(minorUnits: number, region: Region): string {
  if (minorUnits === 0) return i18n.t('offers.forFree', { lng: REGION_SETTINGS[region].language });
  return formatAmount(minorUnits, region);
}

function toDate(value: Date | string | number): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const calendars = new Map<Region, Intl.DateTimeFormat>();
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date's day and time in the edition's time zone, as two-digit (year four-digit) strings. */
function partsOf(date: Date, region: Region) {
  let calendar = calendars.get(region);
  if (!calendar) {
    calendar = new Intl.DateTimeFormat('en-US', {
      timeZone: REGION_SETTINGS[region].timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    calendars.set(region, calendar);
  }
  // `03/05/2026, 14:07`
  const [month, day, year, hour, minute] = calendar.format(date).match(/\d+/g)!;
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute! };
}

/**
 * The day a value falls on in the edition's calendar. A calendar day (`2026-03-05`: a day's figures,
 * a birth date) is that day in every time zone.
 */
function dayOf(value: Date | string | number, region: Region) {
  const calendarDay = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (calendarDay) return { year: calendarDay[1]!, month: calendarDay[2]!, day: calendarDay[3]! };
  const date = toDate(value);
  return date ? partsOf(date, region) : undefined;
}

/**
 * List date: `03-25-2026` (US) / `25-03-2026` (PL), in the edition's time zone (the server's page
 * and the browser agree); '' when invalid. Document 2's screens (orders) write it with slashes
 * (spec 001 section 9): pass `'/'`.
 */
export function formatDate(
  value: Date | string | number,
  region: Region,
  separator: '-' | '/' = '-',
): string {
  const day = dayOf(value, region);
  if (!day) return '';
  const { year, month, day: dayOfMonth } = day;
  return REGION_SETTINGS[region].dateFormat === 'MM-DD-YYYY'
    ? [month, dayOfMonth, year].join(separator)
    : [dayOfMonth, month, year].join(separator);
}

/** A time of day, 24-hour, in the edition's time zone: `14:05` (both editions); '' when invalid. */
export function formatTime(value: Date | string | number, region: Region): string {
  const date = toDate(value);
  if (!date) return '';
  const { hour, minute } = partsOf(date, region);
  return `${hour}:${minute}`;
}

/** Whether two moments fall on one day of the edition's calendar. */
export function isSameDay(a: Date, b: Date, region: Region): boolean {
  return formatDate(a, region) === formatDate(b, region);
}

/**
 * List date with time: `03-25-2026 14:05`. Notifications (spec 001 section 9) write the date with
 * slashes plus HH:mm: pass `'/'` for `03/25/2026 14:05` (US) / `25/03/2026 14:05` (PL).
 */
export function formatDateTime(
  value: Date | string | number,
  region: Region,
  separator: '-' | '/' = '-',
): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date, region, separator)} ${formatTime(date, region)}`;
}

/** A number in the edition's format: `1,234.5` / `1 234,5`. */
export function formatNumber(value: number, region: Region): string {
  return new Intl.NumberFormat(REGION_SETTINGS[region].locale).format(value);
}

/**
 * A phone number as sent to the server: spaces, dashes, dots and brackets removed and the
 * edition's prefix added when there is no plus (spec 000 section 5).
 */
export function normalizePhone(raw: string, region: Region): string {
  const compact = raw.trim().replace(/[\s\-().]/g, '');
  if (compact === '') return '';
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return `${REGION_SETTINGS[region].phonePrefix}${compact}`;
}

/** Digits, or the mask that stands for hidden ones (`maskPhone` of the contract). */
const PHONE_DIGITS = new RegExp(`^[\\d${PHONE_MASK_CHAR}]+$`);

/**
 * A phone number for display: `+1 (555) 123-4567` for a North American number, `+48 600 700 800`
 * for a Polish one, masked ones alike (`+48 ••• ••• 800`); anything else as it is.
 */
export function formatPhone(raw: string, region: Region): string {
  const phone = normalizePhone(raw, region);
  if (phone === '') return '';
  const digits = phone.slice(1);
  if (PHONE_DIGITS.test(digits)) {
    if (digits.startsWith('1') && digits.length === 11) {
      return `+1 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
    }
    if (digits.startsWith('48') && digits.length === 11) {
      return `+48 ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
    }
  }
  return phone;
}

/**
 * A review average to one decimal in the edition's format (`4.0` / `4,0`), or a dash without
 * reviews (spec 001 "Reviews page", section 9).
 */
export function formatRating(average: number | null, region: Region): string {
  if (average === null) return '–';
  return new Intl.NumberFormat(REGION_SETTINGS[region].locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
}
