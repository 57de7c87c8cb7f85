import { REGION_SETTINGS, type SalesChannelDto } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { CategoriesService } from './categories.service.ts';

export async function categoriesRoutes(
  app: FastifyInstance,
  { categories }: { categories: CategoriesService },
) {
  app.get('/api/sales-channel', async (request): Promise<SalesChannelDto> => {
    const tree = await categories.tree(request.region);
    return {
      region: REGION_SETTINGS[request.region],
      categories: tree,
      menu: tree.map(({ id, name, imageUrl, offersCount }) => ({ id, name, imageUrl, offersCount })),
    };
  });
}
