import { REGION_SETTINGS, type Region } from '@marketplace/contract';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago `iso` was, in the edition's language: "3 days ago", "3 dni temu", "now" ("teraz"). */
export function formatAge(iso: string, region: Region, now: number = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  const format = new Intl.RelativeTimeFormat(REGION_SETTINGS[region].locale, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return format.format(0, 'second');
}
