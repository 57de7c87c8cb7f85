import { IdParamsSchema, ReportOfferInputSchema } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ReportsService } from './reports.service.ts';
import { BOOLEAN, objectOf } from '../../http/docs.ts';

export async function reportsRoutes(app: FastifyInstance, { reports }: { reports: ReportsService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
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
}
