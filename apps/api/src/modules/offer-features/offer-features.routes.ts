import { BuyFeaturesInputSchema, FeaturePricesInputSchema, IdParamsSchema } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPublic } from '../../http/public-cache.ts';
import type { FeaturePricesService } from './offer-features.prices.ts';
import type { OfferFeaturesService } from './offer-features.service.ts';

/** Paid extras of an offer (spec 001 section 7; docs/decisions/062). */
export async function offerFeaturesRoutes(
  app: FastifyInstance,
  { offerFeatures, prices }: { offerFeatures: OfferFeaturesService; prices: FeaturePricesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // The paid extras' prices of the edition (spec 001 section 3, "Offer feature prices"; decision 092).
  routes.get(
    '/api/offers/feature-prices',
    { config: { answers: { 200: 'FeaturePrices', 304: null } } },
    async (request, reply) => sendPublic(request, reply, await prices.list(request.region)),
  );

  routes.post(
    '/api/offers/:id/buy-features',
    {
      config: { answers: { 201: 'BuyFeaturesResult', 403: 'ErrorBody', 409: 'ErrorBody' } },
      onRequest: app.authenticate,
      schema: { params: IdParamsSchema, body: BuyFeaturesInputSchema },
    },
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

/** `GET/PUT /api/admin/feature-prices`: the edition's prices in the console, inside the admin scope. */
export async function featurePricesAdminRoutes(
  admin: FastifyInstance,
  { prices }: { prices: FeaturePricesService },
) {
  const routes = admin.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/feature-prices',
    { config: { answers: { 200: 'FeaturePrices' } } },
    async (request) => prices.list(request.region),
  );
  routes.put(
    '/api/admin/feature-prices',
    { config: { answers: { 200: 'FeaturePrices' } }, schema: { body: FeaturePricesInputSchema } },
    async (request) => prices.set(request.region, request.principal!.accountId, request.body),
  );
}
