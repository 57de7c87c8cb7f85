import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPublic } from '../../http/public-cache.ts';
import type { PagesService } from './pages.service.ts';
import { listOf } from '../../http/docs.ts';

export async function pagesRoutes(app: FastifyInstance, { pages }: { pages: PagesService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/pages',
    { config: { answers: { 200: listOf('StaticPageGroupDto'), 304: null } } },
    async (request, reply) => sendPublic(request, reply, await pages.groups(request.region)),
  );
  routes.get(
    '/api/pages/:slug',
    {
      config: { answers: { 200: 'StaticPageDto', 304: null } },
      schema: { params: z.object({ slug: z.string().max(200) }) },
    },
    async (request, reply) =>
      sendPublic(request, reply, await pages.page(request.region, request.params.slug)),
  );
}
