import type { TFunction } from 'i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type DurationUnit = 'minute' | 'hour' | 'day';

/** A length of time in its largest whole unit: days, else hours, else minutes (at least one). */
export function wholeUnits(ms: number): { unit: DurationUnit; count: number } {
  const elapsed = Math.max(0, ms);
  if (elapsed >= DAY) return { unit: 'day', count: Math.floor(elapsed / DAY) };
  if (elapsed >= HOUR) return { unit: 'hour', count: Math.floor(elapsed / HOUR) };
  return { unit: 'minute', count: Math.max(1, Math.floor(elapsed / MINUTE)) };
}

/**
 * How a duration reads where the console shows it; Polish declines the noun for each (issue 34):
 * - `plain`, on its own: "1 minuta", "5 minut";
 * - `waited`, after "Czeka" (waits): "Czeka 1 minutę", "Czeka 5 minut";
 * - `since`, the wait so far: "od 1 minuty", "od 5 minut" ("for 1 minute");
 * - `after`, what a decision took: "po 1 minucie", "po 5 minutach" ("after 1 minute").
 */
export type DurationPhrase = 'plain' | 'waited' | 'since' | 'after';

/** `ms` in its largest whole unit, through the plural forms of `duration.<phrase>.<unit>` (admin texts). */
export function formatDuration(t: TFunction<'admin'>, phrase: DurationPhrase, ms: number): string {
  const { unit, count } = wholeUnits(ms);
  return t(`duration.${phrase}.${unit}`, { count });
}

/** How long since `since` (a date or ISO time) by `now`, as `formatDuration` words it. */
export function formatWait(
  t: TFunction<'admin'>,
  phrase: DurationPhrase,
  since: string | Date,
  now: Date = new Date(),
): string {
  return formatDuration(t, phrase, now.getTime() - new Date(since).getTime());
}
