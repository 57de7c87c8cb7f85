import {
  AdminPageGroupInputSchema,
  AdminPageGroupPatchSchema,
  AdminPageInputSchema,
  AdminPagePatchSchema,
  AdminPagePreviewSchema,
  IdParamsSchema,
} from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PagesAdminService } from './pages.admin.ts';
import { NUMBER, objectOf, STRING } from '../../http/docs.ts';

/** The console's static pages (decision 092), registered inside the admin scope (http/admin.ts). */
export async function pagesAdminRoutes(
  admin: FastifyInstance,
  { pagesAdmin }: { pagesAdmin: PagesAdminService },
) {
  const routes = admin.withTypeProvider<ZodTypeProvider>();
  const actor = (request: { principal?: { accountId: number } | null }) => request.principal!.accountId;

  routes.get('/api/admin/pages', { config: { answers: { 200: 'AdminPagesDto' } } }, async (request) =>
    pagesAdmin.list(request.region),
  );
  routes.post(
    '/api/admin/pages/preview',
    { config: { answers: { 200: objectOf({ content: STRING }) } }, schema: { body: AdminPagePreviewSchema } },
    async (request) => pagesAdmin.preview(request.body.content),
  );
  routes.post(
    '/api/admin/pages',
    {
      config: { answers: { 201: 'AdminPageDto', 409: 'ErrorBody' } },
      schema: { body: AdminPageInputSchema },
    },
    async (request, reply) =>
      reply.status(201).send(await pagesAdmin.create(request.region, actor(request), request.body)),
  );
  routes.patch(
    '/api/admin/pages/:id',
    {
      config: { answers: { 200: 'AdminPageDto', 409: 'ErrorBody' } },
      schema: { params: IdParamsSchema, body: AdminPagePatchSchema },
    },
    async (request) => pagesAdmin.update(request.region, actor(request), request.params.id, request.body),
  );
  routes.post(
    '/api/admin/page-groups',
    { config: { answers: { 201: objectOf({ id: NUMBER }) } }, schema: { body: AdminPageGroupInputSchema } },
    async (request, reply) =>
      reply.status(201).send(await pagesAdmin.createGroup(request.region, actor(request), request.body)),
  );
  routes.patch(
    '/api/admin/page-groups/:id',
    {
      config: { answers: { 200: 'AdminPagesDto', 409: 'ErrorBody' } },
      schema: { params: IdParamsSchema, body: AdminPageGroupPatchSchema },
    },
    async (request) => {
      await pagesAdmin.updateGroup(request.region, actor(request), request.params.id, request.body);
      return pagesAdmin.list(request.region);
    },
  );
}
