import { MESSAGES, type Region } from '@marketplace/contract';
import type { Clock } from '../../shared/clock.ts';
import { TooManyRequestsError } from '../../shared/errors.ts';
import type { SessionsRepository } from './sessions.repository.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one login name from one IP: the lock a guesser meets (decision 033). */
export const MAX_FAILURES_PER_NAME_AND_IP = 5;
/** Wrong passwords from one IP, whatever the names. */
export const MAX_FAILURES_PER_IP = 20;
/** Wrong passwords for one login name from all IPs together: a brake on guessing from many IPs. */
export const MAX_FAILURES_PER_NAME = 100;

/**
 * Failed sign-ins counted in the database (so every API process sees the same counts). The lock
 * is per login name and IP, so failures from elsewhere never lock the owner out of their own
 * device; the much higher limit per name across all IPs only stops distributed guessing. Unknown
 * names are counted like real ones: the limit tells nothing.
 */
export function createLoginThrottle(deps: { sessionsRepository: SessionsRepository; clock: Clock }) {
  function limitsFor(region: Region, login: string, ip: string) {
    const name = `${region}:${login.trim().toLowerCase()}`;
    return [
      { key: `name-ip:${name}:${ip}`, max: MAX_FAILURES_PER_NAME_AND_IP },
      { key: `ip:${ip}`, max: MAX_FAILURES_PER_IP },
      { key: `name:${name}`, max: MAX_FAILURES_PER_NAME },
    ];
  }

  return {
    async assertAllowed(region: Region, login: string, ip: string): Promise<void> {
      const now = deps.clock();
      const limits = limitsFor(region, login, ip);
      const counts = await deps.sessionsRepository.countFailures(
        limits.map((limit) => limit.key),
        new Date(now.getTime() - LOGIN_WINDOW_MS),
      );
      for (const { key, max } of limits) {
        const failures = counts.get(key);
        if (failures && failures.count >= max) {
          const retryAfterMs = failures.oldest.getTime() + LOGIN_WINDOW_MS - now.getTime();
          throw new TooManyRequestsError(
            MESSAGES.tooManyAttempts,
            Math.max(1, Math.ceil(retryAfterMs / 1000)),
          );
        }
      }
    },

    async recordFailure(region: Region, login: string, ip: string): Promise<void> {
      const keys = limitsFor(region, login, ip).map((limit) => limit.key);
      await deps.sessionsRepository.recordFailures(keys, deps.clock());
    },

    /**
     * The owner got in from this IP: their own earlier typos there stop counting. The per-name
     * count stays, or signing in would hand a distributed guesser a fresh allowance.
     */
    async recordSuccess(region: Region, login: string, ip: string): Promise<void> {
      const [nameAndIp] = limitsFor(region, login, ip);
      await deps.sessionsRepository.clearFailures(nameAndIp!.key);
    },

    /** Forgets failures older than the window (a periodic, idempotent sweep). */
    prune: () => deps.sessionsRepository.pruneFailures(new Date(deps.clock().getTime() - LOGIN_WINDOW_MS)),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
