import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Geocoder } from '../../adapters/geocoder/geocoder.ts';

const ReverseQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});

/**
 * Reverse geocoding to a country, in the Google answer shape the spec's client reads
 * (`results[0].address_components[].short_name` of type country). Serves both editions alike:
 * the edition picker on plain localhost calls it before an edition is known.
 */
export async function geoRoutes(app: FastifyInstance, { geocoder }: { geocoder: Geocoder }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/geo/reverse',
      { schema: { querystring: ReverseQuerySchema }, config: { salesChannel: false } },
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
}
