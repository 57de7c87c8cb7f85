import {
  CounterPriceProposalInputSchema,
  IdParamsSchema,
  MakePriceProposalInputSchema,
  PriceProposalsQuerySchema,
} from '@marketplace/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Caller, PriceProposalsService } from './price-proposals.service.ts';

const callerOf = (request: FastifyRequest): Caller => ({
  accountId: request.principal!.accountId,
  region: request.region,
});

/** Making an offer on a price (issue 28): make, accept, decline, counter, and a conversation's proposals. */
export async function priceProposalsRoutes(
  app: FastifyInstance,
  { priceProposals }: { priceProposals: PriceProposalsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };

  routes.get(
    '/api/price-proposals',
    {
      config: {
        answers: { 200: 'PriceProposalsDto', 403: 'ErrorBody', 404: 'ErrorBody' },
      },
      ...signedIn,
      schema: { querystring: PriceProposalsQuerySchema },
    },
    async (request) => priceProposals.inConversation(callerOf(request), request.query.conversationId),
  );

  routes.get(
    '/api/price-proposals/:id',
    { config: { answers: { 200: 'PriceProposalDto' } }, ...signedIn, schema: { params: IdParamsSchema } },
    async (request) => priceProposals.one(callerOf(request), request.params.id),
  );

  routes.post(
    '/api/price-proposals',
    {
      config: {
        answers: {
          201: 'PriceProposalDto',
          403: 'ErrorBody',
          404: 'ErrorBody',
          409: 'ErrorBody',
          429: 'ErrorBody',
        },
      },
      ...signedIn,
      schema: { body: MakePriceProposalInputSchema },
    },
    async (request, reply) =>
      reply.status(201).send(await priceProposals.make(callerOf(request), request.body)),
  );

  routes.post(
    '/api/price-proposals/:id/accept',
    {
      config: { answers: { 200: 'PriceProposalDto', 403: 'ErrorBody', 409: 'ErrorBody' } },
      ...signedIn,
      schema: { params: IdParamsSchema },
    },
    async (request) => priceProposals.accept(callerOf(request), request.params.id),
  );

  routes.post(
    '/api/price-proposals/:id/decline',
    {
      config: { answers: { 200: 'PriceProposalDto', 403: 'ErrorBody', 409: 'ErrorBody' } },
      ...signedIn,
      schema: { params: IdParamsSchema },
    },
    async (request) => priceProposals.decline(callerOf(request), request.params.id),
  );

  routes.post(
    '/api/price-proposals/:id/counter',
    {
      config: { answers: { 201: 'PriceProposalDto', 403: 'ErrorBody', 409: 'ErrorBody' } },
      ...signedIn,
      schema: { params: IdParamsSchema, body: CounterPriceProposalInputSchema },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await priceProposals.counter(callerOf(request), request.params.id, request.body.amount)),
  );
}
