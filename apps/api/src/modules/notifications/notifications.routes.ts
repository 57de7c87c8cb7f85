import { IdParamsSchema, NotificationsQuerySchema } from '@marketplace/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { NotificationIdentity } from './notifications.policy.ts';
import type { NotificationsService } from './notifications.service.ts';

/** The identity's query parameters alone (`project_id`, `user_id`, `user_hmac`), for the POSTs. */
const IdentityQuerySchema = NotificationsQuerySchema.pick({ projectId: true, userId: true, userHmac: true });

/**
 * Notifications (spec 001 "Notifications"; decision 066): the caller's list and marking them read,
 * with the access token or the session's notification identity.
 */
export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The token is optional here: the identity may stand in for it (checked in callerOf).
  const caller = (request: FastifyRequest, identity: Partial<NotificationIdentity>) =>
    notifications.callerOf(request.region, request.principal?.accountId ?? null, identity);

  routes.get(
    '/api/notifications',
    {
      config: { answers: { 200: 'NotificationsPageDto', 403: 'ErrorBody' } },
      onRequest: app.identify,
      schema: { querystring: NotificationsQuerySchema },
    },
    async (request) => {
      const accountId = await caller(request, request.query);
      return notifications.page(accountId, request.region, request.query.skip, request.query.limit);
    },
  );

  routes.post(
    '/api/notifications/mark-all-read',
    {
      config: { answers: { 204: null, 403: 'ErrorBody' } },
      onRequest: app.identify,
      schema: { querystring: IdentityQuerySchema },
    },
    async (request, reply) => {
      await notifications.markAllRead(await caller(request, request.query), request.region);
      return reply.status(204).send();
    },
  );

  routes.post(
    '/api/notifications/:id/read',
    {
      config: { answers: { 204: null, 403: 'ErrorBody' } },
      onRequest: app.identify,
      schema: { params: IdParamsSchema, querystring: IdentityQuerySchema },
    },
    async (request, reply) => {
      await notifications.markRead(await caller(request, request.query), request.region, request.params.id);
      return reply.status(204).send();
    },
  );
}
