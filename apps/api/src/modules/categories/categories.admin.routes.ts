import {
  AdminCategoryInputSchema,
  AdminCategoryPatchSchema,
  AdminFieldInputSchema,
  AdminFieldParamsSchema,
  AdminFieldPatchSchema,
  IdParamsSchema,
} from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CategoriesAdminService } from './categories.admin.ts';
import { listOf, NUMBER, objectOf } from '../../http/docs.ts';

/** The console's catalog (decision 091), registered inside the admin scope (http/admin.ts). */
export async function categoriesAdminRoutes(
  admin: FastifyInstance,
  { categoriesAdmin }: { categoriesAdmin: CategoriesAdminService },
) {
  const routes = admin.withTypeProvider<ZodTypeProvider>();
  const actor = (request: { principal?: { accountId: number } | null }) => request.principal!.accountId;

  routes.get(
    '/api/admin/categories',
    {
      config: {
        answers: { 200: objectOf({ items: listOf('AdminCategoryDto') }) },
      },
    },
    async (request) => ({
      items: await categoriesAdmin.tree(request.region),
    }),
  );

  routes.get(
    '/api/admin/categories/:id',
    {
      config: { answers: { 200: 'AdminCategoryDetailDto' } },
      schema: { params: IdParamsSchema },
    },
    async (request) => categoriesAdmin.detail(request.region, request.params.id),
  );

  routes.post(
    '/api/admin/categories',
    {
      config: {
        answers: { 201: objectOf({ id: NUMBER }), 409: 'ErrorBody' },
      },
      schema: { body: AdminCategoryInputSchema },
    },
    async (request, reply) =>
      reply.status(201).send(await categoriesAdmin.create(request.region, actor(request), request.body)),
  );

  routes.patch(
    '/api/admin/categories/:id',
    {
      config: { answers: { 200: 'AdminCategoryDetailDto', 409: 'ErrorBody' } },
      schema: { params: IdParamsSchema, body: AdminCategoryPatchSchema },
    },
    async (request) => {
      await categoriesAdmin.update(request.region, actor(request), request.params.id, request.body);
      return categoriesAdmin.detail(request.region, request.params.id);
    },
  );

  routes.post(
    '/api/admin/categories/:id/fields',
    {
      config: { answers: { 201: objectOf({ id: NUMBER }), 409: 'ErrorBody' } },
      schema: { params: IdParamsSchema, body: AdminFieldInputSchema },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await categoriesAdmin.addField(request.region, actor(request), request.params.id, request.body),
        ),
  );

  routes.patch(
    '/api/admin/categories/:id/fields/:fieldId',
    {
      config: { answers: { 200: 'AdminCategoryDetailDto', 409: 'ErrorBody' } },
      schema: { params: AdminFieldParamsSchema, body: AdminFieldPatchSchema },
    },
    async (request) => {
      const { id, fieldId } = request.params;
      await categoriesAdmin.updateField(request.region, actor(request), id, fieldId, request.body);
      return categoriesAdmin.detail(request.region, id);
    },
  );
}
