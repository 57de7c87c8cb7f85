import { REGION_SETTINGS, type Region } from '@marketplace/contract';

/** The edition's currency as its people write it next to an amount: `$`, `zł`. */
export function currencySymbol(region: Region): string {
  const { locale, currency } = REGION_SETTINGS[region];
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
