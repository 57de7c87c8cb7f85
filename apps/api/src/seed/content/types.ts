import type {
  AccountType,
  AdvertArea,
  CustomFieldType,
  OfferType,
  Period,
  Region,
} from '@marketplace/contract';
import type { IconName } from '../icons.ts';

/** Keys of the top-level categories; the same in both editions, so artwork and palettes are shared. */
export const TOP_CATEGORY_KEYS = [
  'electronics',
  'home',
  'fashion',
  'automotive',
  'kids',
  'sports',
  'services',
  'jobs',
  'real-estate',
] as const;
export type TopCategoryKey = (typeof TOP_CATEGORY_KEYS)[number];

export interface FieldSeed {
  /** camelCase, one token, no unit in it (`area`, not `areaM2`). */
  name: string;
  title: string;
  type: CustomFieldType;
  required?: boolean;
  /** Allowed values of a string field, as displayed in the edition's language. */
  enum?: string[];
  default?: string | number;
  unit?: string;
  /**
   * Seed-only: how an offer may get a value the catalogue item does not give.
   * `'random'` picks one of the enum values; a range draws a number (integers for integer fields).
   * Without it, the catalogue item must give the value whenever the field is required.
   */
  fill?: 'random' | readonly [number, number];
  /** Seed-only: granularity of generated numbers (0.5 for shoe sizes, 10 for areas); 1 unless given. */
  step?: number;
}

export interface SubcategorySeed {
  key: string;
  slug: string;
  name: string;
  icon: IconName;
  fields: FieldSeed[];
}

export interface CategorySeed {
  key: TopCategoryKey;
  slug: string;
  name: string;
  icon: IconName;
  offerType: OfferType;
  children: SubcategorySeed[];
}

export interface CatalogueItem {
  /** At most 70 characters. */
  title: string;
  /** The item's own opening paragraph; the generator adds paragraphs about condition, delivery, contact. */
  text: string;
  /**
   * Major units. product / real_estate: the price is drawn in [min, max];
   * service: priceFrom (and priceTo for a range); job_offer: the salary bounds.
   */
  price: readonly [number, number];
  attributes?: Record<string, string | number>;
  /** service and job_offer: the period of the price or salary (service defaults to hourly, job to monthly). */
  period?: Period;
  /** Who typically posts this: a private person or a business. */
  seller?: AccountType;
  /** product: large or local items are picked up only. */
  pickupOnly?: boolean;
  /** product: given away (price 0, pickup). */
  free?: boolean;
  /** The username that posts it, when the text names the business (a store hiring, an agency's office). */
  account?: string;
}

/** Sub-category key -> the items offered in it. */
export type Catalogue = Record<string, CatalogueItem[]>;

export interface CitySeed {
  name: string;
  /** The city with its preposition, as a sentence uses it: 'in Boston', 'we Wrocławiu'. */
  inCity: string;
  /** US state code or Polish voivodeship, as in REGION_STATES[region]. */
  state: string;
  postCode: string;
  lat: number;
  lon: number;
  /** Real streets of the city. */
  streets: string[];
  /** US: the city's area code for demo phone numbers. */
  areaCode?: string;
}

export interface AccountSeed {
  username: string;
  type: AccountType;
  role?: 'admin';
  email: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  /** Index into the edition's city list. */
  city: number;
  birthDay?: string;
  /** Top-level categories a company mostly sells in. */
  focus?: TopCategoryKey[];
  marketingConsent?: boolean;
}

export interface PageSeed {
  slug: string;
  title: string;
  /** HTML; the pages repository sanitises it on write. */
  content: string;
}

export interface PageGroupSeed {
  title: string;
  pages: PageSeed[];
}

export interface AdvertSeed {
  area: AdvertArea;
  headline: string;
  subline: string;
  /** Button text on the banner. */
  cta: string;
  /** Internal path; `{category:<key>}` is replaced by the category id (`/search?categoryId=12`). */
  referenceUrl: string;
  icon: IconName;
  palette: TopCategoryKey;
  /** Category adverts: the top-level categories the advert shows in. */
  categories?: TopCategoryKey[];
}

/** Paragraph pools the generator draws from; `{inCity}` becomes 'in Boston' / 'w Krakowie'. */
export interface DescriptionKit {
  /** Condition values that mean "new" (drives which condition paragraph is used). */
  newConditions: string[];
  product: {
    new: string[];
    used: string[];
    courier: string[];
    pickup: string[];
    free: string[];
    company: string[];
    closing: string[];
  };
  service: { details: string[]; closing: string[] };
  job: { offer: string[]; apply: string[] };
  realEstate: { details: string[]; closing: string[] };
}

export interface EditionData {
  region: Region;
  categories: CategorySeed[];
  catalogue: Catalogue;
  cities: CitySeed[];
  accounts: AccountSeed[];
  pageGroups: PageGroupSeed[];
  adverts: AdvertSeed[];
  descriptions: DescriptionKit;
  /** Courier prices (major units) a seller may charge. */
  courierPrices: number[];
  /** Demo phone numbers (E.164): a function of the account index and its city. */
  phone(index: number, city: CitySeed): string;
}
