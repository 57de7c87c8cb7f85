import { AdminAdvertInputSchema, AdminAdvertPatchSchema, IdParamsSchema } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdvertisementsAdminService } from './advertisements.admin.ts';
import { listOf, objectOf } from '../../http/docs.ts';

/** The console's adverts (decision 092), registered inside the admin scope (http/admin.ts). */
export async function advertisementsAdminRoutes(
  admin: FastifyInstance,
  { advertisementsAdmin }: { advertisementsAdmin: AdvertisementsAdminService },
) {
  const routes = admin.withTypeProvider<ZodTypeProvider>();
  const actor = (request: { principal?: { accountId: number } | null }) => request.principal!.accountId;

  routes.get(
    '/api/admin/advertisements',
    { config: { answers: { 200: objectOf({ items: listOf('AdminAdvertDto') }) } } },
    async (request) => advertisementsAdmin.list(request.region),
  );
  routes.post(
    '/api/admin/advertisements',
    {
      config: { answers: { 201: 'AdminAdvertDto' } },
      schema: { body: AdminAdvertInputSchema },
    },
    async (request, reply) =>
      reply.status(201).send(await advertisementsAdmin.create(request.region, actor(request), request.body)),
  );
  routes.patch(
    '/api/admin/advertisements/:id',
    {
      config: { answers: { 200: 'AdminAdvertDto' } },
      schema: { params: IdParamsSchema, body: AdminAdvertPatchSchema },
    },
    async (request) =>
      advertisementsAdmin.update(request.region, actor(request), request.params.id, request.body),
  );
}
