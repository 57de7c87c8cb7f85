import {
  AdminAccountReportsQuerySchema,
  AdminDecisionInputSchema,
  DismissAccountReportInputSchema,
  AdminReportsQuerySchema,
  DismissReportInputSchema,
  IdParamsSchema,
} from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ReportsAdminService } from './reports.admin.ts';
import type { UserReportsAdmin } from './reports.users.admin.ts';
import { NUMBER, objectOf, pageOf } from '../../http/docs.ts';

/** The moderation queue (issue 25, decision 088), registered inside the admin scope (http/admin.ts). */
export async function reportsAdminRoutes(
  admin: FastifyInstance,
  {
    reportsAdmin,
    userReportsAdmin,
  }: { reportsAdmin: ReportsAdminService; userReportsAdmin: UserReportsAdmin },
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

  // Reports of users from a conversation and the chat's flags (decision 133).
  const resolved = {
    answers: { 200: objectOf({ resolvedReportIds: { type: 'array', items: NUMBER } }), 409: 'ErrorBody' },
  } as const;
  routes.get(
    '/api/admin/account-reports',
    {
      config: { answers: { 200: pageOf('AdminAccountReportDto') } },
      schema: { querystring: AdminAccountReportsQuerySchema },
    },
    (request) => userReportsAdmin.list(request.region, request.query),
  );
  routes.post(
    '/api/admin/account-reports/:id/dismiss',
    { config: resolved, schema: { params: IdParamsSchema, body: DismissAccountReportInputSchema } },
    (request) =>
      userReportsAdmin.dismiss(
        request.region,
        request.principal!.accountId,
        request.params.id,
        request.body.reason || null,
      ),
  );
  routes.post(
    '/api/admin/account-reports/:id/block',
    { config: resolved, schema: { params: IdParamsSchema, body: AdminDecisionInputSchema } },
    (request) =>
      userReportsAdmin.block(
        request.region,
        request.principal!.accountId,
        request.params.id,
        request.body.reason,
      ),
  );
}
