import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance, { ping }: { ping: () => Promise<void> }) {
  const config = { salesChannel: false };
  app.get('/api/health', { config }, async () => ({ status: 'ok' }));
  app.get('/api/ready', { config }, async (request, reply) => {
    try {
      await ping();
      return { status: 'ready', database: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ code: 503, message: 'Database unavailable' });
    }
  });
}
