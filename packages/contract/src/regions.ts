/*
 * No zod here: the web app's first screen reads this module, and a schema built at module level
 * would bring zod into that bundle (decision 045).
 */
export const REGIONS = ['us', 'pl'] as const;
export type Region = (typeof REGIONS)[number];

export const LANGUAGES = ['en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export interface RegionSettings {
  region: Region;
  language: Language;
  currency: 'USD' | 'PLN';
  /** BCP 47 locale for numbers, money and dates. */
  locale: 'en-US' | 'pl-PL';
  countryCode: 'US' | 'PL';
  phonePrefix: '+1' | '+48';
  /** List date format (spec 000 section 9). */
  dateFormat: 'MM-DD-YYYY' | 'DD-MM-YYYY';
  /**
   * The time zone dates and times are shown in: the same on the server's page and in the browser,
   * wherever the visitor is (docs/decisions/128).
   */
  timeZone: 'America/New_York' | 'Europe/Warsaw';
  /** Map centre used when an offer has no coordinate. */
  defaultMapCentre: { lat: number; lon: number };
  social: { facebook: string; instagram: string; tiktok: string; linkedin: string };
}

export const REGION_SETTINGS: Record<Region, RegionSettings> = {
  us: {
    region: 'us',
    language: 'en',
    currency: 'USD',
    locale: 'en-US',
    countryCode: 'US',
    phonePrefix: '+1',
    dateFormat: 'MM-DD-YYYY',
    timeZone: 'America/New_York',
    defaultMapCentre: { lat: 40.7128, lon: -74.006 },
    social: {
      facebook: 'https://www.facebook.com/marketplace.us',
      instagram: 'https://www.instagram.com/marketplace.us',
      tiktok: 'https://www.tiktok.com/@marketplace',
      linkedin: 'https://www.linkedin.com/company/marketplace',
    },
  },
  pl: {
    region: 'pl',
    language: 'pl',
    currency: 'PLN',
    locale: 'pl-PL',
    countryCode: 'PL',
    phonePrefix: '+48',
    dateFormat: 'DD-MM-YYYY',
    timeZone: 'Europe/Warsaw',
    defaultMapCentre: { lat: 52.2297, lon: 21.0122 },
    social: {
      facebook: 'https://www.facebook.com/marketplace.pl',
      instagram: 'https://www.instagram.com/marketplace.pl',
      tiktok: 'https://www.tiktok.com/@marketplace',
      linkedin: 'https://www.linkedin.com/company/marketplace',
    },
  },
};

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** The edition named by the first label of a host name (`us.localhost:8080` -> `us`), if any. */
export function regionFromHost(host: string | undefined): Region | undefined {
  const label = host?.split('.')[0]?.toLowerCase();
  return isRegion(label) ? label : undefined;
}

/** The edition a country belongs to: Poland is the Polish edition, everything else the US one. */
export function regionForCountry(countryCode: string): Region {
  return countryCode.toUpperCase() === 'PL' ? 'pl' : 'us';
}
