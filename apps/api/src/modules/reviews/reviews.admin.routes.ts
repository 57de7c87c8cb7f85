import { AdminDecisionInputSchema, IdParamsSchema } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ReviewsAdminService } from './reviews.admin.ts';

/** A disputed review in the console (issue 25, decision 086): read it, keep it or remove it. */
export async function reviewsAdminRoutes(
  admin: FastifyInstance,
  { reviewsAdmin }: { reviewsAdmin: ReviewsAdminService },
) {
  const routes = admin.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/disputes/reviews/:id',
    { config: { answers: { 200: 'AdminReviewDisputeDto' } }, schema: { params: IdParamsSchema } },
    async (request) => reviewsAdmin.detail(request.region, request.params.id),
  );

  for (const [verb, outcome] of [
    ['keep', 'kept'],
    ['remove', 'removed'],
  ] as const)
    routes.post(
      `/api/admin/disputes/reviews/:id/${verb}`,
      {
        config: { answers: { 200: 'AdminReviewDisputeDto', 409: 'ErrorBody' } },
        schema: { params: IdParamsSchema, body: AdminDecisionInputSchema },
      },
      async (request) => {
        const actor = { id: request.principal!.accountId, region: request.region };
        await reviewsAdmin.decide(actor, request.params.id, outcome, request.body.reason);
        return reviewsAdmin.detail(request.region, request.params.id);
      },
    );
}
