import { REGION_SETTINGS, type Region } from '@marketplace/contract';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long something has waited, in the edition's language and its largest whole unit
 * (`3 hours`, `2 dni`); under a minute counts as one. The console's 'console.age' adds "ago".
 */
export function formatWait(since: string | Date, region: Region, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(since).getTime());
  const [unit, size] =
    elapsed >= DAY
      ? (['day', DAY] as const)
      : elapsed >= HOUR
        ? (['hour', HOUR] as const)
        : (['minute', MINUTE] as const);
  return new Intl.NumberFormat(REGION_SETTINGS[region].locale, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(Math.max(1, Math.floor(elapsed / size)));
}
