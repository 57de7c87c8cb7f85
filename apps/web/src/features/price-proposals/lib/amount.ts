import { LIMITS, MESSAGES, REGION_SETTINGS, type Region } from '@marketplace/contract';
import { normaliseNumberInput } from '#web/shared/lib/number-input.ts';

const MONEY = /^(\d+(\.\d{0,2})?|\.\d{1,2})$/;

/**
 * A price typed in major units, as minor units: `'12,50'` -> 1250, `'1 200'` -> 120000; null
 * when empty, the server's message when it is no amount or past the bound.
 */
export function parseProposalAmount(raw: string): { value: number | null } | { message: string } {
  const text = normaliseNumberInput(raw);
  if (text === '') return { value: null };
  if (!MONEY.test(text)) return { message: MESSAGES.notANumber };
  const minor = Math.round(Number(text) * 100);
  if (minor > LIMITS.orderAmountMax) return { message: MESSAGES.orderTooLarge };
  return { value: minor };
}

/** The edition's currency sign as its locale writes it: `$`, `zł`. */
export function currencySign(region: Region): string {
  const { locale, currency } = REGION_SETTINGS[region];
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
