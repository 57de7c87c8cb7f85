import { BasketLineInputSchema, BasketMergeInputSchema, IdSchema } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BasketService } from './basket.service.ts';

/** The signed-in user's basket (decision 060); a guest's basket stays on the device. */
export async function basketRoutes(app: FastifyInstance, { basket }: { basket: BasketService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };

  routes.get('/api/basket', { ...signedIn, config: { answers: { 200: 'BasketDto' } } }, async (request) =>
    basket.read(request.principal!.accountId, request.region),
  );

  routes.post(
    '/api/basket/items',
    { config: { answers: { 200: 'BasketDto' } }, ...signedIn, schema: { body: BasketLineInputSchema } },
    async (request) => basket.add(request.principal!.accountId, request.region, request.body),
  );

  routes.delete(
    '/api/basket/items/:offerId',
    {
      config: { answers: { 200: 'BasketDto' } },
      ...signedIn,
      schema: { params: z.object({ offerId: IdSchema }) },
    },
    async (request) => basket.remove(request.principal!.accountId, request.region, request.params.offerId),
  );

  routes.post(
    '/api/basket/merge',
    { config: { answers: { 200: 'BasketDto' } }, ...signedIn, schema: { body: BasketMergeInputSchema } },
    async (request) => basket.merge(request.principal!.accountId, request.region, request.body.items),
  );

  routes.delete(
    '/api/basket',
    { ...signedIn, config: { answers: { 204: null } } },
    async (request, reply) => {
      await basket.clear(request.principal!.accountId);
      return reply.status(204).send();
    },
  );
}
