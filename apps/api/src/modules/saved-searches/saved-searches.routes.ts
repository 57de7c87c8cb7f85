import {
  CreateSavedSearchInputSchema,
  IdParamsSchema,
  UpdateSavedSearchInputSchema,
} from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SavedSearchesService } from './saved-searches.service.ts';

/** `/api/saved-searches` (issue 28, decision 096): the signed-in owner's searches on this edition. */
export async function savedSearchesRoutes(
  app: FastifyInstance,
  { savedSearches }: { savedSearches: SavedSearchesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };

  routes.get(
    '/api/saved-searches',
    {
      ...signedIn,
      config: { answers: { 200: 'SavedSearchesDto' } },
    },
    async (request) => savedSearches.list(request.principal!.accountId, request.region),
  );

  routes.post(
    '/api/saved-searches',
    {
      config: { answers: { 201: 'SavedSearchDto', 409: 'ErrorBody' } },
      ...signedIn,
      schema: { body: CreateSavedSearchInputSchema },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await savedSearches.create(request.principal!.accountId, request.region, request.body)),
  );

  routes.patch(
    '/api/saved-searches/:id',
    {
      config: { answers: { 200: 'SavedSearchDto' } },
      ...signedIn,
      schema: { params: IdParamsSchema, body: UpdateSavedSearchInputSchema },
    },
    async (request) =>
      savedSearches.update(request.principal!.accountId, request.region, request.params.id, request.body),
  );

  routes.post(
    '/api/saved-searches/:id/run',
    { config: { answers: { 200: 'SavedSearchDto' } }, ...signedIn, schema: { params: IdParamsSchema } },
    async (request) => savedSearches.run(request.principal!.accountId, request.region, request.params.id),
  );

  routes.delete(
    '/api/saved-searches/:id',
    {
      config: { answers: { 204: null } },
      ...signedIn,
      schema: { params: IdParamsSchema },
    },
    async (request, reply) => {
      await savedSearches.remove(request.principal!.accountId, request.region, request.params.id);
      return reply.status(204).send();
    },
  );
}
