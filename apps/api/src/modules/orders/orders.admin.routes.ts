import {
  ADMIN_PAGE_SIZE,
  AdminDecisionInputSchema,
  AdminDisputesQuerySchema,
  AdminOrderRefundSchema,
  IdParamsSchema,
  paginationOf,
} from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OrdersAdminService } from './orders.admin.ts';
import { pageOf } from '../../http/docs.ts';

/**
 * The console's disputes (issue 25, decision 085), registered inside the admin scope: the list of
 * both kinds (a review's are the reviews module's, read through its admin service), and an order
 * dispute with its decisions.
 */
export async function ordersAdminRoutes(
  admin: FastifyInstance,
  {
    ordersAdmin,
    reviewsAdmin,
  }: {
    ordersAdmin: OrdersAdminService;
    /** The reviews module's disputes list (app.ts hands it in: reviews read orders, so orders do not import reviews). */
    reviewsAdmin: Pick<OrdersAdminService, 'list'>;
  },
) {
  const routes = admin.withTypeProvider<ZodTypeProvider>();
  const actor = (request: { principal: { accountId: number } | null; region: 'us' | 'pl' }) => ({
    id: request.principal!.accountId,
    region: request.region,
  });

  routes.get(
    '/api/admin/disputes',
    {
      config: { answers: { 200: pageOf('AdminDisputeListItemDto') } },
      schema: { querystring: AdminDisputesQuerySchema },
    },
    async (request) => {
      const { kind, state, page } = request.query;
      const source = kind === 'review' ? reviewsAdmin : ordersAdmin;
      const { items, total } = await source.list(request.region, state, page, ADMIN_PAGE_SIZE);
      return { items, pagination: paginationOf(page, ADMIN_PAGE_SIZE, total) };
    },
  );

  routes.get(
    '/api/admin/disputes/orders/:id',
    { config: { answers: { 200: 'AdminOrderDisputeDto' } }, schema: { params: IdParamsSchema } },
    async (request) => ordersAdmin.detail(request.region, request.params.id),
  );

  routes.post(
    '/api/admin/disputes/orders/:id/refund',
    {
      config: { answers: { 200: 'AdminOrderDisputeDto', 409: 'ErrorBody' } },
      schema: { params: IdParamsSchema, body: AdminOrderRefundSchema },
    },
    async (request) => {
      await ordersAdmin.refund(actor(request), request.params.id, request.body);
      return ordersAdmin.detail(request.region, request.params.id);
    },
  );

  routes.post(
    '/api/admin/disputes/orders/:id/reject',
    {
      config: { answers: { 200: 'AdminOrderDisputeDto', 409: 'ErrorBody' } },
      schema: { params: IdParamsSchema, body: AdminDecisionInputSchema },
    },
    async (request) => {
      await ordersAdmin.reject(actor(request), request.params.id, request.body.reason);
      return ordersAdmin.detail(request.region, request.params.id);
    },
  );
}
