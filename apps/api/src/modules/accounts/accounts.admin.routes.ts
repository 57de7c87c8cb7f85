import { AdminDecisionInputSchema, AdminUsersQuerySchema, IdParamsSchema } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccountsAdminService } from './accounts.admin.ts';
import { pageOf } from '../../http/docs.ts';

/** The console's users (issue 25, decision 087), registered inside the admin scope (http/admin.ts). */
export async function accountsAdminRoutes(
  admin: FastifyInstance,
  { accountsAdmin }: { accountsAdmin: AccountsAdminService },
) {
  const routes = admin.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/users',
    {
      config: { answers: { 200: pageOf('AdminUserListItemDto') } },
      schema: { querystring: AdminUsersQuerySchema },
    },
    (request) => accountsAdmin.search(request.region, request.query),
  );
  routes.get(
    '/api/admin/users/:id',
    { config: { answers: { 200: 'AdminUserDto' } }, schema: { params: IdParamsSchema } },
    (request) => accountsAdmin.detail(request.region, request.params.id),
  );
  routes.post(
    '/api/admin/users/:id/block',
    {
      config: { answers: { 200: 'AdminUserDto', 409: 'ErrorBody' } },
      schema: { params: IdParamsSchema, body: AdminDecisionInputSchema },
    },
    (request) =>
      accountsAdmin.block(
        request.region,
        request.principal!.accountId,
        request.params.id,
        request.body.reason,
      ),
  );
  routes.post(
    '/api/admin/users/:id/unblock',
    {
      config: { answers: { 200: 'AdminUserDto', 409: 'ErrorBody' } },
      schema: { params: IdParamsSchema, body: AdminDecisionInputSchema },
    },
    (request) =>
      accountsAdmin.unblock(
        request.region,
        request.principal!.accountId,
        request.params.id,
        request.body.reason,
      ),
  );
}
