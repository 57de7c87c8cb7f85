import type { Region } from '@marketplace/contract';
import { PL_ACCOUNTS } from './accounts.pl.ts';
import { US_ACCOUNTS } from './accounts.us.ts';
import { PL_ADVERTS } from './adverts.pl.ts';
import { US_ADVERTS } from './adverts.us.ts';
import { PL_CATEGORIES } from './categories.pl.ts';
import { US_CATEGORIES } from './categories.us.ts';
import { PL_CITIES } from './cities.pl.ts';
import { US_CITIES } from './cities.us.ts';
import { PL_DESCRIPTIONS } from './descriptions.pl.ts';
import { US_DESCRIPTIONS } from './descriptions.us.ts';
import { PL_CATALOGUE } from './offers-catalogue.pl.ts';
import { US_CATALOGUE } from './offers-catalogue.us.ts';
import { PL_PAGE_GROUPS } from './pages.pl.ts';
import { US_PAGE_GROUPS } from './pages.us.ts';
import type { EditionData } from './types.ts';

/** Polish mobile prefixes used for demo numbers. */
const PL_MOBILE_PREFIXES = ['501', '602', '693', '724', '785', '512', '664', '730', '881', '537'];

export const EDITIONS: Record<Region, EditionData> = {
  us: {
    region: 'us',
    categories: US_CATEGORIES,
    catalogue: US_CATALOGUE,
    cities: US_CITIES,
    accounts: US_ACCOUNTS,
    pageGroups: US_PAGE_GROUPS,
    adverts: US_ADVERTS,
    descriptions: US_DESCRIPTIONS,
    courierPrices: [5.99, 7.99, 9.99, 12.99, 14.99, 19.99],
    // 555-0100 to 555-0199 are reserved for fictional use in every US area code.
    phone: (index, city) => `+1${city.areaCode ?? '212'}5550${String(100 + index).slice(-3)}`,
  },
  pl: {
    region: 'pl',
    categories: PL_CATEGORIES,
    catalogue: PL_CATALOGUE,
    cities: PL_CITIES,
    accounts: PL_ACCOUNTS,
    pageGroups: PL_PAGE_GROUPS,
    adverts: PL_ADVERTS,
    descriptions: PL_DESCRIPTIONS,
    courierPrices: [9.99, 12.99, 14.99, 16.99, 19.99, 24.99],
    phone: (index) =>
      `+48${PL_MOBILE_PREFIXES[index % PL_MOBILE_PREFIXES.length]}${String(104_000 + index * 73_211).slice(-6)}`,
  },
};
