import { CategoryIdParamsSchema, REGION_SETTINGS, type SalesChannelDto } from '@marketplace/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/category/:id/custom-form-fields',
      { schema: { params: CategoryIdParamsSchema } },
      async (request) => ({ properties: await categories.customFields(request.region, request.params.id) }),
    );
}
