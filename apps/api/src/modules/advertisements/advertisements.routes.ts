import type { AdvertisementDto } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { AdvertisementsService } from './advertisements.service.ts';

/** `GET /api/advertisements`: every advert of the edition; the web app picks by area and breakpoint. */
export async function advertisementsRoutes(
  app: FastifyInstance,
  { advertisements }: { advertisements: AdvertisementsService },
) {
  app.get('/api/advertisements', async (request): Promise<{ advertisements: AdvertisementDto[] }> => ({
    advertisements: await advertisements.list(request.region),
  }));
}
