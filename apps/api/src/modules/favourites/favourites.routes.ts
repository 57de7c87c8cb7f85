import { IdSchema, PageQuerySchema } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FavouritesService } from './favourites.service.ts';
import { NUMBER, objectOf, pageOf } from '../../http/docs.ts';

/** `?ids[]=1&ids[]=2` (the spec's client) or `?ids=1,2`. */
const CheckQuerySchema = z
  .object({
    'ids[]': z.union([IdSchema, z.array(IdSchema)]).optional(),
    ids: z.string().max(2000).optional(),
  })
  .transform((query) => {
    const listed = query['ids[]'] === undefined ? [] : [query['ids[]']].flat();
    const commaSeparated = query.ids
      ? query.ids
          .split(',')
          .map(Number)
          .filter((n) => Number.isInteger(n) && n > 0)
      : [];
    return [...new Set([...listed, ...commaSeparated])].slice(0, 200);
  });

export async function favouritesRoutes(
  app: FastifyInstance,
  { favourites }: { favourites: FavouritesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };

  routes.get(
    '/api/favourites',
    {
      config: { answers: { 200: pageOf('FavouriteDto') } },
      ...signedIn,
      schema: { querystring: PageQuerySchema },
    },
    async (request) => favourites.list(request.principal!.accountId, request.region, request.query.page),
  );

  routes.get(
    '/api/favourites/check',
    {
      config: { answers: { 200: 'CheckFavouritesDto' } },
      ...signedIn,
      schema: { querystring: CheckQuerySchema },
    },
    async (request) => favourites.check(request.principal!.accountId, request.query),
  );

  routes.post(
    '/api/favourites/:offerId',
    {
      config: { answers: { 200: objectOf({ favoriteId: NUMBER }) } },
      ...signedIn,
      schema: { params: z.object({ offerId: IdSchema }) },
    },
    async (request) => favourites.add(request.principal!.accountId, request.region, request.params.offerId),
  );

  routes.delete(
    '/api/favourites/:favoriteId',
    {
      config: { answers: { 204: null } },
      ...signedIn,
      schema: { params: z.object({ favoriteId: IdSchema }) },
    },
    async (request, reply) => {
      await favourites.remove(request.principal!.accountId, request.params.favoriteId);
      return reply.status(204).send();
    },
  );
}
