import { REGION_SETTINGS, type Region } from './regions.ts';

/** Adds the edition's prefix (+1, +48) to a phone without a plus; strips spaces, dashes and brackets. */
export function normalisePhone(phone: string, region: Region): string {
  const compact = phone.replace(/[\s().-]/g, '');
  if (compact === '') return compact;
  return compact.startsWith('+') ? compact : `${REGION_SETTINGS[region].phonePrefix}${compact}`;
}

/** Polish post codes lose spaces and get a dash after the first two characters if none. */
export function normalisePostCode(postCode: string, region: Region): string {
  if (region !== 'pl') return postCode.trim();
  const compact = postCode.replace(/\s/g, '');
  return compact.includes('-') || compact.length < 3 ? compact : `${compact.slice(0, 2)}-${compact.slice(2)}`;
}

export function isValidPostCode(postCode: string, region: Region): boolean {
  return region === 'pl' ? /^\d{2}-\d{3}$/.test(postCode) : /^\d{5}(-\d{4})?$/.test(postCode);
}
