import { LIMITS, type HomeDto, type Region } from '@marketplace/contract';
import { createEditionCache, noCaches, type Caches } from '../../shared/caches.ts';
import type { CategoriesService } from '../categories/index.ts';
import type { OffersService } from '../offers/index.ts';

const POPULAR_CATEGORIES = 8;
const COMPANY_BAR = 12;
/**
 * Home is read far more often than offers change. It is emptied whenever the set of published
 * offers changes (a publication, a closing, an expiry: the per-category counts change); an edit
 * that leaves it alone (a new title or price, a seller's new name) shows within this long
 * (docs/decisions/048).
 */
export const HOME_TTL_MS = 10_000;

export function createHomeService({
  offers,
  categories,
  caches = noCaches,
}: {
  offers: OffersService;
  categories: CategoriesService;
  /** Where answers are kept between requests; nothing is kept without. */
  caches?: Caches;
}) {
  const editions = createEditionCache(
    caches,
    { name: 'home', tables: ['offer_category_counts', 'categories'], ttlMs: HOME_TTL_MS },
    load,
  );

  async function load(region: Region): Promise<HomeDto> {
    const [newestOffers, tree, companies] = await Promise.all([
      offers.newest(region, LIMITS.homeNewestOffers),
      categories.tree(region),
      offers.companiesWithOffers(region, COMPANY_BAR),
    ]);
    const popularCategories = tree
      .flatMap((root) => root.children)
      .filter((category) => category.offersCount > 0)
      .sort((a, b) => b.offersCount - a.offersCount)
      .slice(0, POPULAR_CATEGORIES)
      .map(({ id, name, offersCount }) => ({ id, name, offersCount }));
    return { newestOffers, popularCategories, companies };
  }

  return {
    /** From a cache shared by every request: callers never modify the answer. */
    home: (region: Region): Promise<HomeDto> => editions.get(region),
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
