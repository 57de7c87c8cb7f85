import type { FastifyInstance } from 'fastify';
import { sendPublic } from '../../http/public-cache.ts';
import type { HomeService } from './home.service.ts';

export async function homeRoutes(app: FastifyInstance, { home }: { home: HomeService }) {
  app.get('/api/home', { config: { answers: { 200: 'HomeDto', 304: null } } }, async (request, reply) =>
    sendPublic(request, reply, await home.home(request.region)),
  );
}
