import { IdParamsSchema } from '@marketplace/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { sendPublic } from '../../http/public-cache.ts';
import type { CategoriesService } from './categories.service.ts';

export async function categoriesRoutes(
  app: FastifyInstance,
  { categories }: { categories: CategoriesService },
) {
  app.get('/api/sales-channel', async (request, reply) =>
    sendPublic(request, reply, await categories.salesChannel(request.region)),
  );

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/category/:id/custom-form-fields',
      { schema: { params: IdParamsSchema } },
      async (request, reply) =>
        sendPublic(request, reply, await categories.form(request.region, request.params.id)),
    );
}
