import { LIMITS, type HomeDto, type Region } from '@marketplace/contract';
import type { CategoriesService } from '../categories/categories.service.ts';
import type { OffersService } from '../offers/offers.service.ts';

const POPULAR_CATEGORIES = 8;
const COMPANY_BAR = 12;

export function createHomeService({
  offers,
  categories,
}: {
  offers: OffersService;
  categories: CategoriesService;
}) {
  return {
    async home(region: Region): Promise<HomeDto> {
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
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
