import type { Env } from '../../config/env.ts';
import type { Geocoder } from './geocoder.ts';
import { createGoogleGeocoder } from './google-geocoder.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';
import { createOfflineGeocoder } from './offline-geocoder.ts';

type GeocoderEnv = Pick<
  Env,
  'GEOCODER_PROVIDER' | 'GEOCODER_URL' | 'GEOCODER_API_KEY' | 'GEOCODER_USER_AGENT' | 'GEOCODER_TIMEOUT_MS'
>;

/** The geocoder GEOCODER_PROVIDER names: offline by default, Nominatim or Google by configuration. */
export function createGeocoder(env: GeocoderEnv): Geocoder {
  switch (env.GEOCODER_PROVIDER) {
    case 'nominatim':
      return createNominatimGeocoder({
        baseUrl: env.GEOCODER_URL,
        userAgent: env.GEOCODER_USER_AGENT,
        timeoutMs: env.GEOCODER_TIMEOUT_MS,
      });
    case 'google':
      // loadEnv refuses google without a key.
      return createGoogleGeocoder({ apiKey: env.GEOCODER_API_KEY!, timeoutMs: env.GEOCODER_TIMEOUT_MS });
    case 'offline':
      return createOfflineGeocoder();
  }
}
