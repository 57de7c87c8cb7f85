import { IdParamsSchema, ReportOfferInputSchema, ReportUserInputSchema } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ReportsService } from './reports.service.ts';
import { BOOLEAN, objectOf } from '../../http/docs.ts';

export async function reportsRoutes(app: FastifyInstance, { reports }: { reports: ReportsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/offers/:id/report',
    {
      config: { answers: { 201: objectOf({ reported: BOOLEAN }), 429: 'ErrorBody', 409: 'ErrorBody' } },
      onRequest: app.authenticate,
      schema: { params: IdParamsSchema, body: ReportOfferInputSchema },
    },
    async (request, reply) => {
      const result = await reports.report(
        request.principal!.accountId,
        request.region,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(result);
    },
  );

  // "Report this user" from inside a conversation (decision 133).
  routes.post(
    '/api/conversations/:id/report',
    {
      config: {
        answers: {
          201: objectOf({ reported: BOOLEAN }),
          400: 'ErrorBody',
          404: 'ErrorBody',
          409: 'ErrorBody',
          429: 'ErrorBody',
        },
      },
      onRequest: app.authenticate,
      schema: { params: IdParamsSchema, body: ReportUserInputSchema },
    },
    async (request, reply) => {
      const result = await reports.reportUser(
        request.principal!.accountId,
        request.region,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(result);
    },
  );
}
