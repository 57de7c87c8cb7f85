import {
  createOrderInputSchema,
  DisputeInputSchema,
  IDEMPOTENCY_KEY_MAX,
  IdParamsSchema,
  MESSAGES,
  PageQuerySchema,
  ShipmentLinkInputSchema,
} from '@marketplace/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseWith } from '../../http/parse-with.ts';
import { BadRequestError } from '../../shared/errors.ts';
import type { OrdersService } from './orders.service.ts';
import { objectOf } from '../../http/docs.ts';

/** The `Idempotency-Key` header: up to 255 visible ASCII characters, or none. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`).test(key))
    throw new BadRequestError(MESSAGES.invalidIdempotencyKey);
  return key;
}

/** Orders (spec 001 sections 4 and 7; decision 061): buying, the two lists and the transitions. */
export async function ordersRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };
  const byId = { ...signedIn, schema: { params: IdParamsSchema } };

  // The address rules depend on the edition: the API documentation shows the US one's (decision 105).
  const orderDocs = {
    docsBody: createOrderInputSchema('us'),
    answers: { 201: 'CreateOrderResult', 409: 'ErrorBody', 429: 'ErrorBody', 422: 'ErrorBody' },
    docsDescription:
      'An `Idempotency-Key` header (up to 255 visible ASCII characters) makes a retry answer the first order. The shipping address rules are the edition’s (the document shows the US one’s).',
  } as const;
  routes.post('/api/orders', { ...signedIn, config: orderDocs }, async (request, reply) => {
    const idempotencyKey = idempotencyKeyOf(request);
    const input = parseWith(createOrderInputSchema(request.region), request.body ?? {});
    const result = await orders.create(request.principal!.accountId, request.region, input, idempotencyKey);
    return reply.status(201).send(result);
  });

  for (const side of ['bought', 'sold'] as const) {
    const party = side === 'bought' ? 'buyer' : 'seller';
    routes.get(
      `/api/orders/${side}`,
      { config: { answers: { 200: 'OrdersPage' } }, ...signedIn, schema: { querystring: PageQuerySchema } },
      async (request) => orders.page(party, request.principal!.accountId, request.region, request.query.page),
    );
    routes.get(
      `/api/orders/${side}/:id`,
      { ...byId, config: { answers: { 200: 'OrderDto' } } },
      async (request) => orders.one(party, request.principal!.accountId, request.region, request.params.id),
    );
  }

  routes.post(
    '/api/orders/:id/finalize',
    { ...byId, config: { answers: { 200: 'OrderDto', 409: 'ErrorBody', 403: 'ErrorBody' } } },
    async (request) => orders.finalize(request.principal!.accountId, request.region, request.params.id),
  );
  routes.post(
    '/api/orders/:id/payment',
    {
      ...byId,
      config: {
        answers: {
          200: objectOf({ payment: objectOf({ gatewayData: 'GatewayData' }) }),
          409: 'ErrorBody',
          403: 'ErrorBody',
        },
      },
    },
    async (request) => orders.payment(request.principal!.accountId, request.region, request.params.id),
  );
  routes.post(
    '/api/orders/:id/confirm',
    { ...byId, config: { answers: { 200: 'OrderDto', 409: 'ErrorBody', 403: 'ErrorBody' } } },
    async (request) => orders.confirm(request.principal!.accountId, request.region, request.params.id),
  );
  routes.post(
    '/api/orders/:id/cancel',
    { ...byId, config: { answers: { 200: 'OrderDto', 409: 'ErrorBody', 403: 'ErrorBody' } } },
    async (request) => orders.cancel(request.principal!.accountId, request.region, request.params.id),
  );
  routes.post(
    '/api/orders/:id/complete',
    { ...byId, config: { answers: { 200: 'OrderDto', 409: 'ErrorBody', 403: 'ErrorBody' } } },
    async (request) => orders.complete(request.principal!.accountId, request.region, request.params.id),
  );
  routes.post(
    '/api/orders/:id/shipment-link',
    {
      config: { answers: { 200: 'OrderDto', 409: 'ErrorBody', 403: 'ErrorBody' } },
      ...signedIn,
      schema: { params: IdParamsSchema, body: ShipmentLinkInputSchema },
    },
    async (request) =>
      orders.setShipmentLink(
        request.principal!.accountId,
        request.region,
        request.params.id,
        request.body.shipmentLink,
      ),
  );
  routes.post(
    '/api/orders/:id/dispute',
    {
      config: { answers: { 200: 'OrderDto', 409: 'ErrorBody', 403: 'ErrorBody' } },
      ...signedIn,
      schema: { params: IdParamsSchema, body: DisputeInputSchema },
    },
    async (request) =>
      orders.dispute(
        request.principal!.accountId,
        request.region,
        request.params.id,
        request.body.description,
      ),
  );
}
