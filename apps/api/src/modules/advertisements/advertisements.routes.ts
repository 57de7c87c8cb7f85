import type { FastifyInstance } from 'fastify';
import { sendPublic } from '../../http/public-cache.ts';
import type { AdvertisementsService } from './advertisements.service.ts';
import { listOf, objectOf } from '../../http/docs.ts';

/** `GET /api/advertisements`: every advert of the edition; the web app picks by area and breakpoint. */
export async function advertisementsRoutes(
  app: FastifyInstance,
  { advertisements }: { advertisements: AdvertisementsService },
) {
  app.get(
    '/api/advertisements',
    { config: { answers: { 200: objectOf({ advertisements: listOf('AdvertisementDto') }), 304: null } } },
    async (request, reply) => sendPublic(request, reply, await advertisements.list(request.region)),
  );
}
