import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './geo.rate-limit.ts';

describe('geocoding rate limit', () => {
  it('lets each client make max calls a window, then refuses with the seconds to wait', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const clock = Object.assign(() => new Date(now), { advance: (ms: number) => void (now += ms) });
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000 }, clock);
    for (let i = 0; i < 3; i++) expect(limiter.hit('203.0.113.1')).toEqual({ allowed: true });
    expect(limiter.hit('203.0.113.2')).toEqual({ allowed: true });

    clock.advance(15_000);
    expect(limiter.hit('203.0.113.1')).toEqual({ allowed: false, retryAfterSeconds: 45 });

    clock.advance(45_000);
    expect(limiter.hit('203.0.113.1')).toEqual({ allowed: true });
  });
});
