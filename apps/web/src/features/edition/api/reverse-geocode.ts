import { regionForCountry, type Region } from '@marketplace/contract';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { countryFromGeocode } from '#web/shared/lib/edition.ts';

/** `GET /api/geo/reverse?lat=&lng=` -> the edition of the country at that point, if any. */
export async function regionAt(lat: number, lng: number, signal?: AbortSignal): Promise<Region | undefined> {
  const answer = await apiClient.get<unknown>('/api/geo/reverse', { params: { lat, lng }, signal });
  const country = countryFromGeocode(answer);
  return country ? regionForCountry(country) : undefined;
}

/** The device position, or undefined when geolocation is missing, denied or too slow. */
export function devicePosition(timeoutMs = 10_000): Promise<{ lat: number; lng: number } | undefined> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      resolve(undefined);
      return;
    }
    const guard = window.setTimeout(() => resolve(undefined), timeoutMs + 1_000);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        window.clearTimeout(guard);
        resolve({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => {
        window.clearTimeout(guard);
        resolve(undefined);
      },
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 60 * 60_000 },
    );
  });
}
