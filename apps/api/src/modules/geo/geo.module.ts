import type { Platform } from '../../platform.ts';
import { geoRoutes } from './geo.routes.ts';

/** Geocoding of addresses typed in offer forms. */
export async function registerGeo({ app, geocoder, rateLimiter }: Platform) {
  await app.register(geoRoutes, { geocoder, rateLimiter });
}
