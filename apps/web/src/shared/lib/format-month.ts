import { REGION_SETTINGS, type Region } from '@marketplace/contract';

/*
 * Apart from format.ts, which the first screen loads (decision 045): only the balance screen
 * names months.
 */

const monthFormats = new Map<Region, Intl.DateTimeFormat>();

/**
 * A calendar month (`YYYY-MM`, as statements name them) as the edition's language writes it:
 * `March 2026` / `marzec 2026`; the text as it came when it is not such a month.
 */
export function formatMonth(month: string, region: Region): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return month;
  let format = monthFormats.get(region);
  if (!format) {
    format = new Intl.DateTimeFormat(REGION_SETTINGS[region].locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    monthFormats.set(region, format);
  }
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}
