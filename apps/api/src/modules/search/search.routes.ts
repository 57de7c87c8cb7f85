import { integerQuery, PAGE_MAX, SearchOffersInputSchema } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendShared } from '../../http/public-cache.ts';
import { visitorOf } from '../../shared/visitors.ts';
import type { SearchService } from './search.service.ts';

/** `?page=N` (1 to PAGE_MAX, else 400) when given; otherwise the body's page. */
const SearchPageQuerySchema = z.object({ page: integerQuery(1, PAGE_MAX) });

export async function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/search/offers',
    // A missing body is a search for everything, like an empty one. The visitor (account or
    // address) only decides whether the phrase counts again today for the popular list.
    {
      onRequest: app.identify,
      schema: { querystring: SearchPageQuerySchema, body: SearchOffersInputSchema.nullish() },
      // It only reads: an anonymous search may be answered by a replica (decision 130).
      config: { answers: { 200: 'SearchOffersResultDto' }, readsOnly: true },
    },
    async (request, reply) => {
      const input = request.body ?? SearchOffersInputSchema.parse({});
      const page = Math.max(1, request.query.page ?? input.page ?? 1);
      // Often an answer of the search cache: serialised and compressed once per answer.
      return sendShared(request, reply, await search.search(request.region, input, page, visitorOf(request)));
    },
  );

  routes.get('/api/search/popular', { config: { answers: { 200: 'PopularSearchesDto' } } }, async (request) =>
    search.popular(request.region),
  );
}
