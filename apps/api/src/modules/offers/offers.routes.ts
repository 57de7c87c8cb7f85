import {
  IdParamsSchema,
  LIMITS,
  OFFER_STATUSES,
  OfferWriteInputSchema,
  PageQuerySchema,
  SellerOffersInputSchema,
  StoreOfferVisitsInputSchema,
} from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendShared } from '../../http/public-cache.ts';
import { visitorOf } from '../../shared/visitors.ts';
import type { OffersService } from './offers.service.ts';
import type { OfferWriteService } from './offers-write.service.ts';
import { EMPTY, pageOf } from '../../http/docs.ts';

const MineQuerySchema = PageQuerySchema.extend({ status: z.enum(OFFER_STATUSES).default('published') });

/** What the offer's schema cannot say: rules the server checks across fields and records (decision 116). */
const OFFER_RULES = [
  `Photos: upload each first (\`POST /api/files/images\`), then name them in \`images\`; at most ${LIMITS.offerPhotos}, or ${LIMITS.offerPhotosWithExtra} with the paid extra photos, and only the caller's own uploads.`,
  'The fields a type needs (a price for a product, a range upper price, a salary period for a job) and the category’s custom fields are checked by the server; a draft may leave them out until it is published.',
].join(' ');

export async function offersRoutes(
  app: FastifyInstance,
  { offers, offerWrites }: { offers: OffersService; offerWrites: OfferWriteService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };

  routes.get(
    '/api/offers/mine',
    {
      config: { answers: { 200: pageOf('OfferListItemDto') } },
      ...signedIn,
      schema: { querystring: MineQuerySchema },
    },
    async (request) => offers.mine(request.principal!.accountId, request.query.status, request.query.page),
  );

  // The offer page: one value for every viewer but its owner, serialised once (decision 093).
  routes.get(
    '/api/offers/:id',
    {
      config: { answers: { 200: 'OfferDetailDto' } },
      onRequest: app.identify,
      schema: { params: IdParamsSchema },
    },
    async (request, reply) =>
      sendShared(
        request,
        reply,
        await offers.detail(request.region, request.params.id, request.principal?.accountId ?? null),
      ),
  );

  // The full number behind the detail's masked one; no login, rate limited (docs/decisions/035).
  routes.get(
    '/api/offers/:id/phone',
    {
      config: { answers: { 200: 'SellerPhoneDto', 429: 'ErrorBody' } },
      onRequest: app.identify,
      schema: { params: IdParamsSchema },
    },
    async (request, reply) => {
      const answer = await offers.sellerPhone(request.region, request.params.id, visitorOf(request));
      // Personal data: no shared cache may keep it.
      void reply.header('cache-control', 'private, no-store');
      return answer;
    },
  );

  routes.get(
    '/api/search/offers/:id',
    {
      config: { answers: { 200: 'OfferDetailDto' } },
      onRequest: app.identify,
      schema: { params: IdParamsSchema },
    },
    async (request, reply) =>
      sendShared(
        request,
        reply,
        await offers.detail(request.region, request.params.id, request.principal?.accountId ?? null, {
          publishedOnly: true,
        }),
      ),
  );

  routes.post(
    '/api/offers',
    {
      config: {
        answers: { 201: 'OfferDetailDto', 422: 'ErrorBody', 429: 'ErrorBody' },
        docsDescription: OFFER_RULES,
      },
      ...signedIn,
      schema: { body: OfferWriteInputSchema },
    },
    async (request, reply) => {
      const id = await offerWrites.create(request.principal!, request.region, request.body);
      return reply.status(201).send(await offers.detail(request.region, id, request.principal!.accountId));
    },
  );

  routes.post(
    '/api/offers/:id',
    {
      config: {
        answers: {
          200: 'OfferDetailDto',
          403: 'ErrorBody',
          409: 'ErrorBody',
          412: 'ErrorBody',
          422: 'ErrorBody',
        },
        docsDescription: OFFER_RULES,
      },
      ...signedIn,
      schema: { params: IdParamsSchema, body: OfferWriteInputSchema },
    },
    async (request) => {
      const { id } = await offerWrites.edit(
        request.principal!,
        request.region,
        request.params.id,
        request.body,
      );
      return offers.detail(request.region, id, request.principal!.accountId);
    },
  );

  routes.post(
    '/api/offers/:id/publish',
    {
      config: {
        answers: {
          200: 'OfferDetailDto',
          403: 'ErrorBody',
          409: 'ErrorBody',
          412: 'ErrorBody',
          422: 'ErrorBody',
        },
      },
      ...signedIn,
      schema: { params: IdParamsSchema },
    },
    async (request) => {
      await offerWrites.publish(request.principal!, request.region, request.params.id);
      return offers.detail(request.region, request.params.id, request.principal!.accountId);
    },
  );

  routes.post(
    '/api/offers/:id/close',
    {
      config: { answers: { 200: 'OfferDetailDto', 403: 'ErrorBody', 409: 'ErrorBody', 412: 'ErrorBody' } },
      ...signedIn,
      schema: { params: IdParamsSchema },
    },
    async (request) => {
      await offerWrites.close(request.principal!, request.region, request.params.id);
      return offers.detail(request.region, request.params.id, request.principal!.accountId);
    },
  );

  routes.post(
    '/api/search/users/:id/offers',
    {
      config: { answers: { 200: pageOf('OfferListItemDto') } },
      schema: { params: IdParamsSchema, querystring: PageQuerySchema, body: SellerOffersInputSchema },
    },
    async (request) =>
      offers.bySeller(
        request.region,
        request.params.id,
        request.body?.sort ?? { field: 'date', order: 'desc' },
        request.query.page,
      ),
  );

  routes.post(
    '/api/stats/store-offers-visits',
    {
      config: { answers: { 200: EMPTY } },
      onRequest: app.identify,
      schema: { body: StoreOfferVisitsInputSchema },
    },
    async (request) => {
      await offers.storeVisits(
        request.region,
        request.body.data.map((entry) => entry.offerId),
        visitorOf(request),
      );
      return {};
    },
  );
}
