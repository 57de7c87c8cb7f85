import { formatPlace, REGION_SETTINGS, type PublicProfileDto, type Region } from '@marketplace/contract';

/** A review average with one decimal in the edition's format (`4.5` / `4,5`); null without reviews. */
export function formatRating(average: number | null, region: Region): string | null {
  if (average === null) return null;
  return new Intl.NumberFormat(REGION_SETTINGS[region].locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
}

/** The seller's town as the edition writes it: `New York, NY` / `Kraków, małopolskie` (decision 081). */
export function sellerPlace(address: PublicProfileDto['address'], region: Region): string {
  return formatPlace(address, region);
}
