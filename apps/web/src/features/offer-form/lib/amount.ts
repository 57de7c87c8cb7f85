import { LIMITS, MESSAGES, REGION_SETTINGS, type Region } from '@marketplace/contract';
import { normaliseNumberInput } from '#web/shared/lib/number-input.ts';

/** A parsed input: a value (`null` when left empty) or the message to show under the field. */
export type Parsed<T> = { ok: true; value: T | null } | { ok: false; message: string };

const MONEY = /^(\d+(\.\d{0,2})?|\.\d{1,2})$/;
const WHOLE = /^\d+$/;
const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

/**
 * An amount typed in major units, as minor units (spec 000 section 3: entered in major units,
 * sent multiplied by 100): `'12,50'` -> 1250, `'1 200'` -> 120000, `''` -> null. Negative
 * amounts, letters and more than two decimals are 'This value must be a number'.
 */
export function parseAmount(raw: string): Parsed<number> {
  const text = normaliseNumberInput(raw);
  if (text === '') return { ok: true, value: null };
  if (!MONEY.test(text)) return { ok: false, message: MESSAGES.notANumber };
  const minor = Math.round(Number(text) * 100);
  if (minor > LIMITS.amountMax) return { ok: false, message: MESSAGES.amountTooHigh };
  return { ok: true, value: minor };
}

/** A whole number (quantity, integer attributes): `'12'` -> 12, `''` -> null. */
export function parseWholeNumber(raw: string): Parsed<number> {
  const text = normaliseNumberInput(raw);
  if (text === '') return { ok: true, value: null };
  if (!WHOLE.test(text) || !Number.isSafeInteger(Number(text)))
    return { ok: false, message: MESSAGES.notANumber };
  return { ok: true, value: Number(text) };
}

/** Any decimal number (number attributes): `'1,5'` -> 1.5, `''` -> null. */
export function parseDecimal(raw: string): Parsed<number> {
  const text = normaliseNumberInput(raw);
  if (text === '') return { ok: true, value: null };
  if (!DECIMAL.test(text) || !Number.isFinite(Number(text)))
    return { ok: false, message: MESSAGES.notANumber };
  return { ok: true, value: Number(text) };
}

/**
 * Minor units as the form shows them for editing, in major units (divided by 100) with the
 * edition's decimal separator and no grouping: 1250 -> '12.50' / '12,50'; 120000 -> '1200'.
 */
export function amountInputValue(minorUnits: number | null | undefined, region: Region): string {
  if (minorUnits === null || minorUnits === undefined) return '';
  const whole = minorUnits % 100 === 0;
  const text = whole ? String(minorUnits / 100) : (minorUnits / 100).toFixed(2);
  return REGION_SETTINGS[region].locale === 'pl-PL' ? text.replace('.', ',') : text;
}
