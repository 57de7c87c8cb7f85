import type { HomeDto } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { HomeService } from './home.service.ts';

export async function homeRoutes(app: FastifyInstance, { home }: { home: HomeService }) {
  app.get('/api/home', async (request): Promise<HomeDto> => home.home(request.region));
}
