import {
  AdminDecisionInputSchema,
  AdminReportsQuerySchema,
  DismissReportInputSchema,
  IdParamsSchema,
} from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ReportsAdminService } from './reports.admin.ts';
import { NUMBER, objectOf, pageOf } from '../../http/docs.ts';

/** The moderation queue (issue 25, decision 088), registered inside the admin scope (http/admin.ts). */
export async function reportsAdminRoutes(
  admin: FastifyInstance,
  { reportsAdmin }: { reportsAdmin: ReportsAdminService },
) {
  const routes = admin.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/reports',
    {
      config: { answers: { 200: pageOf('AdminReportedOfferDto') } },
      schema: { querystring: AdminReportsQuerySchema },
    },
    (request) => reportsAdmin.list(request.region, request.query),
  );
  routes.post(
    '/api/admin/reports/:id/dismiss',
    {
      config: {
        answers: { 200: objectOf({ resolvedReportIds: { type: 'array', items: NUMBER } }), 409: 'ErrorBody' },
      },
      schema: { params: IdParamsSchema, body: DismissReportInputSchema },
    },
    (request) =>
      reportsAdmin.dismiss(
        request.region,
        request.principal!.accountId,
        request.params.id,
        request.body.reason || null,
      ),
  );
  routes.post(
    '/api/admin/reports/:id/close-offer',
    {
      config: {
        answers: { 200: objectOf({ resolvedReportIds: { type: 'array', items: NUMBER } }), 409: 'ErrorBody' },
      },
      schema: { params: IdParamsSchema, body: AdminDecisionInputSchema },
    },
    (request) =>
      reportsAdmin.closeOffer(
        request.region,
        request.principal!.accountId,
        request.params.id,
        request.body.reason,
      ),
  );
}
