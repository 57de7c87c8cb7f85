import { REGION_SETTINGS, type Region } from '@marketplace/contract';

/** How long a dispute has waited, in the edition's language: minutes, hours, then days. */
export function formatAge(seconds: number, region: Region): string {
  const [value, unit] =
    seconds < 3600
      ? [Math.max(1, Math.floor(seconds / 60)), 'minute']
      : seconds < 86_400
        ? [Math.floor(seconds / 3600), 'hour']
        : [Math.floor(seconds / 86_400), 'day'];
  return new Intl.NumberFormat(REGION_SETTINGS[region].locale, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
}
