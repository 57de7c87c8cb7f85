import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@marketplace/contract';
import { z } from 'zod';
import type { Geocoder } from '../../adapters/geocoder/geocoder.ts';
import type { RateLimiter } from '../../adapters/rate-limits/rate-limiter.ts';

const ReverseQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});

const text = (max: number) => z.string().trim().max(max, MESSAGES.tooLong).optional();

/** `?street=&city=&state=&post_code=` (camelCased by the casing plugin), with the address form's lengths. */
const GeocodeQuerySchema = z.object({
  street: text(200),
  city: text(100),
  state: text(60),
  postCode: text(12),
});

export interface GeoRoutesOptions {
  geocoder: Geocoder;
  rateLimiter: RateLimiter;
}

/** Geocoding calls per client IP: enough for typing an address, not for spending a paid quota. */
const GEOCODE_LIMIT = { max: 60, windowMs: 60_000 };

/** Google's geocoding answer's shape, as the web app reads it (the addresses' parts are the geocoder's). */
const GEOCODER_ANSWER = {
  type: 'object',
  properties: { status: { type: 'string' }, results: { type: 'array', items: { type: 'object' } } },
  required: ['status', 'results'],
};

export async function geoRoutes(app: FastifyInstance, { geocoder, rateLimiter }: GeoRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Reverse geocoding to a country, in the Google answer shape the spec's client reads
   * (`results[0].address_components[].short_name` of type country). Serves both editions alike:
   * the edition picker on plain localhost calls it before an edition is known.
   */
  routes.get(
    '/api/geo/reverse',
    {
      schema: { querystring: ReverseQuerySchema },
      config: {
        salesChannel: false,
        answers: {
          200: GEOCODER_ANSWER,
          429: 'ErrorBody',
          502: 'ErrorBody',
        },
      },
    },
    async (request) => {
      const country = await geocoder.countryAt(request.query.lat, request.query.lng);
      if (!country) return { status: 'ZERO_RESULTS', results: [] };
      return {
        status: 'OK',
        results: [
          {
            address_components: [
              { short_name: country, long_name: country, types: ['country', 'political'] },
            ],
          },
        ],
      };
    },
  );

  /**
   * An address to coordinates within the request's edition, in Google's answer shape (status and
   * results, best first); the client reads `results[0].geometry.location`. A status other than OK
   * is still a 200, as Google answers it: the client shows "Address not found". So is the rate
   * limit: Google's OVER_QUERY_LIMIT with no results (and Retry-After as a hint), not a 429.
   */
  routes.get(
    '/api/geo/geocode',
    {
      config: {
        answers: {
          200: GEOCODER_ANSWER,
          429: 'ErrorBody',
          502: 'ErrorBody',
        },
      },
      schema: { querystring: GeocodeQuerySchema },
    },
    async (request, reply) => {
      const quota = await rateLimiter.hit('geocode', request.ip, GEOCODE_LIMIT);
      if (!quota.allowed) {
        void reply.header('retry-after', String(quota.retryAfterSeconds));
        return { status: 'OVER_QUERY_LIMIT', results: [] };
      }
      return geocoder.geocode(request.query, request.region);
    },
  );
}
