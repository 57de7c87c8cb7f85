import {
  IdParamsSchema,
  MESSAGES,
  OFFER_REPORT_DESCRIPTION_MAX,
  OFFER_REPORT_REASONS,
} from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReportsService } from './reports.service.ts';

const ReportInputSchema = z.object({
  reason: z.enum(OFFER_REPORT_REASONS),
  description: z.string().trim().max(OFFER_REPORT_DESCRIPTION_MAX, MESSAGES.tooLong).default(''),
});

export async function reportsRoutes(app: FastifyInstance, { reports }: { reports: ReportsService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/offers/:id/report',
    {
      onRequest: app.authenticate,
      schema: { params: IdParamsSchema, body: ReportInputSchema },
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
