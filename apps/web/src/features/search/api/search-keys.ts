import type { SearchOffersInput } from '@marketplace/contract';

/** Query keys of the search feature; every search query lives under `search`. */
export const searchKeys = {
  popular: ['search', 'popular'] as const,
  /** Every offers search, whatever its body and page (a saved search run asks for fresh answers). */
  allOffers: ['search', 'offers'] as const,
  offers: (input: SearchOffersInput, page: number) => ['search', 'offers', input, page] as const,
};
