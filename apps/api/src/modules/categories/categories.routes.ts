import { IdParamsSchema } from '@marketplace/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { sendPublic } from '../../http/public-cache.ts';
import type { CategoriesService } from './categories.service.ts';
import { listOf, objectOf } from '../../http/docs.ts';

export async function categoriesRoutes(
  app: FastifyInstance,
  { categories }: { categories: CategoriesService },
) {
  app.get(
    '/api/sales-channel',
    { config: { answers: { 200: 'SalesChannelDto', 304: null } } },
    async (request, reply) => sendPublic(request, reply, await categories.salesChannel(request.region)),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/category/:id/custom-form-fields',
    {
      config: { answers: { 200: objectOf({ properties: listOf('CustomFormFieldDto') }), 304: null } },
      schema: { params: IdParamsSchema },
    },
    async (request, reply) =>
      sendPublic(request, reply, await categories.form(request.region, request.params.id)),
  );
}
