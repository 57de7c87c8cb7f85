import { REGION_SETTINGS, type Region } from '@marketplace/contract';

/**
 * The moment an edition's clock shows the given wall time (month from 0, as `new Date`), as an ISO
 * string: the app shows dates and times in the edition's time zone, wherever the test runs.
 */
export function atEditionTime(
  region: Region,
  year: number,
  monthIndex: number,
  day: number,
  hour = 12,
  minute = 0,
): string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: REGION_SETTINGS[region].timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const shownAsUtc = (at: number) => {
    const parts: Record<string, number> = {};
    for (const { type, value } of format.formatToParts(at)) parts[type] = Number(value);
    return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  };
  const wall = Date.UTC(year, monthIndex, day, hour, minute);
  // The zone's offset, taken at a first guess and again at the answer (a daylight-saving change between).
  let at = wall - (shownAsUtc(wall) - wall);
  at = wall - (shownAsUtc(at) - at);
  return new Date(at).toISOString();
}
