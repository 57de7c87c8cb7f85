import {
  IdParamsSchema,
  IdSchema,
  PageQuerySchema,
  ReviewDisputeInputSchema,
  ReviewInputSchema,
  z,
} from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ReviewsService } from './reviews.service.ts';

/**
 * Reviews (spec 001 section 7, decision 064): the three lists (public, and the caller's own), the
 * three ways to review (each answers 201 with the review) and the reviewed seller's dispute (201
 * with the review, its `dispute` set).
 */
export async function reviewsRoutes(app: FastifyInstance, { reviews }: { reviews: ReviewsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate };
  const page = { querystring: PageQuerySchema };

  routes.get(
    '/api/reviews/account/:id',
    { config: { answers: { 200: 'ReviewsPageDto' } }, schema: { params: IdParamsSchema, ...page } },
    async (request) => reviews.sellerPage(request.params.id, request.region, request.query.page),
  );
  routes.get(
    '/api/reviews/offer/:id',
    { config: { answers: { 200: 'ReviewsPageDto' } }, schema: { params: IdParamsSchema, ...page } },
    async (request) => reviews.offerPage(request.params.id, request.region, request.query.page),
  );
  routes.get(
    '/api/reviews/my-reviews',
    { config: { answers: { 200: 'ReviewsPageDto' } }, ...signedIn, schema: page },
    async (request) => reviews.myPage(request.principal!.accountId, request.region, request.query.page),
  );

  const review = { ...signedIn, schema: { params: IdParamsSchema, body: ReviewInputSchema } };
  routes.post(
    '/api/reviews/account/:id',
    { ...review, config: { answers: { 201: 'ReviewDto', 403: 'ErrorBody', 409: 'ErrorBody' } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await reviews.reviewAccount(
            request.principal!.accountId,
            request.region,
            request.params.id,
            request.body,
          ),
        ),
  );
  routes.post(
    '/api/reviews/offer/:id',
    {
      ...review,
      config: { answers: { 201: 'ReviewDto', 403: 'ErrorBody', 409: 'ErrorBody', 422: 'ErrorBody' } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await reviews.reviewOffer(
            request.principal!.accountId,
            request.region,
            request.params.id,
            request.body,
          ),
        ),
  );
  routes.post(
    '/api/reviews/order-product/:orderProductId',
    {
      config: { answers: { 201: 'ReviewDto', 403: 'ErrorBody', 409: 'ErrorBody' } },
      ...signedIn,
      schema: { params: z.object({ orderProductId: IdSchema }), body: ReviewInputSchema },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await reviews.reviewOrderProduct(
            request.principal!.accountId,
            request.region,
            request.params.orderProductId,
            request.body,
          ),
        ),
  );
  routes.post(
    '/api/reviews/dispute/:reviewId',
    {
      config: { answers: { 201: 'ReviewDto', 403: 'ErrorBody', 409: 'ErrorBody' } },
      ...signedIn,
      schema: { params: z.object({ reviewId: IdSchema }), body: ReviewDisputeInputSchema },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await reviews.dispute(
            request.principal!.accountId,
            request.region,
            request.params.reviewId,
            request.body.description,
          ),
        ),
  );
}
