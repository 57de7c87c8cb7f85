import { systemClock, type Clock } from '../../shared/clock.ts';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * A fixed-window counter per key (the client's IP). It lives in the process: with several API
 * processes each counts its own share, which is enough to stop one client from spending a paid
 * geocoding quota or Nominatim's one request a second.
 */
export function createRateLimiter({ max, windowMs }: RateLimit, clock: Clock = systemClock) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    /**
     * Counts one request; past the limit answers it refused with the seconds until the window
     * ends. The caller decides the answer (the geocoder speaks Google's OVER_QUERY_LIMIT).
     */
    hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      const now = clock().getTime();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size >= 10_000) {
          for (const [stale, old] of windows) if (old.resetAt <= now) windows.delete(stale);
        }
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= max) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    },
  };
}
