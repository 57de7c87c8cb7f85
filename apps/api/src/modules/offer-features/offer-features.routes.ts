import { BuyFeaturesInputSchema, IdParamsSchema } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OfferFeaturesService } from './offer-features.service.ts';

/** Paid extras of an offer (spec 001 section 7; docs/decisions/062). */
export async function offerFeaturesRoutes(
  app: FastifyInstance,
  { offerFeatures }: { offerFeatures: OfferFeaturesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/offers/:id/buy-features',
    { onRequest: app.authenticate, schema: { params: IdParamsSchema, body: BuyFeaturesInputSchema } },
    async (request, reply) => {
      const result = await offerFeatures.buy(
        request.principal!.accountId,
        request.region,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(result);
    },
  );
}
