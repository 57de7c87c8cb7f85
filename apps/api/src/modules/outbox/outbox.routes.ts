import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderOutboxPage } from './outbox.presenter.ts';
import type { OutboxService } from './outbox.service.ts';
import { media, objectOf } from '../../http/docs.ts';

/**
 * Development affordance (docs/architecture.md, 'Outbox'): read what would have been e-mailed or texted.
 * Answers only while the outbox is readable (config/outbox-access.ts); 404 otherwise, and then the API
 * document does not list it either (a start documents only what it serves).
 */
export async function outboxRoutes(
  app: FastifyInstance,
  { outbox, readable }: { outbox: OutboxService; readable: boolean },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { salesChannel: false };
  const schema = { querystring: z.object({ recipient: z.string().max(254).optional() }), hide: !readable };

  routes.get(
    '/api/dev/outbox',
    {
      config: {
        ...config,
        answers: { 200: objectOf({ items: { type: 'array', items: { type: 'object' } } }), 404: 'ErrorBody' },
      },
      schema,
    },
    async (request) => ({
      items: await outbox.list(request.query.recipient),
    }),
  );

  routes.get(
    '/dev/outbox',
    { config: { ...config, answers: { 200: media('text/html'), 404: 'ErrorBody' } }, schema },
    async (request, reply) => {
      const page = renderOutboxPage(await outbox.list(request.query.recipient), request.query.recipient);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    },
  );
}
