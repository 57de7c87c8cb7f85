import { REGION_SETTINGS, type PublicProfileDto, type Region } from '@marketplace/contract';

/** A review average with one decimal in the edition's format (`4.5` / `4,5`); null without reviews. */
export function formatRating(average: number | null, region: Region): string | null {
  if (average === null) return null;
  return new Intl.NumberFormat(REGION_SETTINGS[region].locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
}

/** "City, State" with the state's name from the edition's list (a code the list lacks stays as is). */
export function sellerPlace(address: PublicProfileDto['address'], region: Region): string {
  const state = address.state
    ? (REGION_SETTINGS[region].states.find((option) => option.code === address.state)?.name ?? address.state)
    : null;
  return [address.city, state].filter(Boolean).join(', ');
}
