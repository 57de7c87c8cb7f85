import { REGION_SETTINGS, type Region } from '@marketplace/contract';

const KM_PER_MILE = 1.609344;

/** A distance as people of the edition read it: miles in the US edition, kilometres in the Polish one. */
export function formatDistance(km: number, region: Region): string {
  const miles = region === 'us';
  const value = miles ? km / KM_PER_MILE : km;
  return new Intl.NumberFormat(REGION_SETTINGS[region].locale, {
    style: 'unit',
    unit: miles ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
