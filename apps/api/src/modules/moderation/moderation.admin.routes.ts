import {
  AdminOfferReviewsQuerySchema,
  HoldWordInputSchema,
  IdParamsSchema,
  RejectOfferReviewInputSchema,
} from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EMPTY, listOf, pageOf } from '../../http/docs.ts';
import type { ModerationAdminService } from './moderation.admin.ts';

/** Safe to trade in the console (decision 135), registered inside the admin scope (http/admin.ts). */
export async function moderationAdminRoutes(
  admin: FastifyInstance,
  { moderation }: { moderation: ModerationAdminService },
) {
  const routes = admin.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/offer-reviews',
    {
      config: { answers: { 200: pageOf('AdminOfferReviewDto') } },
      schema: { querystring: AdminOfferReviewsQuerySchema },
    },
    (request) => moderation.list(request.region, request.query),
  );
  routes.post(
    '/api/admin/offer-reviews/:id/approve',
    { config: { answers: { 200: EMPTY, 409: 'ErrorBody' } }, schema: { params: IdParamsSchema } },
    async (request) => {
      await moderation.approve(request.region, request.principal!.accountId, request.params.id);
      return {};
    },
  );
  routes.post(
    '/api/admin/offer-reviews/:id/reject',
    {
      config: { answers: { 200: EMPTY, 409: 'ErrorBody' } },
      schema: { params: IdParamsSchema, body: RejectOfferReviewInputSchema },
    },
    async (request) => {
      await moderation.reject(
        request.region,
        request.principal!.accountId,
        request.params.id,
        request.body.reason,
      );
      return {};
    },
  );
  routes.get('/api/admin/hold-words', { config: { answers: { 200: listOf('HoldWordDto') } } }, (request) =>
    moderation.holdWords(request.region),
  );
  routes.post(
    '/api/admin/hold-words',
    { config: { answers: { 201: 'HoldWordDto', 409: 'ErrorBody' } }, schema: { body: HoldWordInputSchema } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await moderation.addHoldWord(request.region, request.principal!.accountId, request.body.phrase),
        ),
  );
  routes.delete(
    '/api/admin/hold-words/:id',
    { config: { answers: { 200: EMPTY } }, schema: { params: IdParamsSchema } },
    async (request) => {
      await moderation.removeHoldWord(request.region, request.principal!.accountId, request.params.id);
      return {};
    },
  );
}
