import { MESSAGES, type Region } from '@marketplace/contract';
import type { Clock } from '../../shared/clock.ts';
import { TooManyRequestsError } from '../../shared/errors.ts';
import type { SessionsRepository } from './sessions.repository.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

/**
 * Failed sign-ins counted in the database (so every API process sees the same counts), per login
 * name and per client IP. Unknown names are counted like real ones: the limit tells nothing.
 */
export function createLoginThrottle(deps: { sessionsRepository: SessionsRepository; clock: Clock }) {
  const keysOf = (region: Region, login: string, ip: string) => ({
    account: `account:${region}:${login.trim().toLowerCase()}`,
    ip: `ip:${ip}`,
  });

  return {
    async assertAllowed(region: Region, login: string, ip: string): Promise<void> {
      const now = deps.clock();
      const keys = keysOf(region, login, ip);
      const counts = await deps.sessionsRepository.countFailures(
        [keys.account, keys.ip],
        new Date(now.getTime() - LOGIN_WINDOW_MS),
      );
      for (const [key, limit] of [
        [keys.account, MAX_FAILURES_PER_ACCOUNT],
        [keys.ip, MAX_FAILURES_PER_IP],
      ] as const) {
        const failures = counts.get(key);
        if (failures && failures.count >= limit) {
          const retryAfterMs = failures.oldest.getTime() + LOGIN_WINDOW_MS - now.getTime();
          throw new TooManyRequestsError(
            MESSAGES.tooManyAttempts,
            Math.max(1, Math.ceil(retryAfterMs / 1000)),
          );
        }
      }
    },

    async recordFailure(region: Region, login: string, ip: string): Promise<void> {
      const keys = keysOf(region, login, ip);
      await deps.sessionsRepository.recordFailures([keys.account, keys.ip], deps.clock());
    },

    async recordSuccess(region: Region, login: string, ip: string): Promise<void> {
      await deps.sessionsRepository.clearFailures(keysOf(region, login, ip).account);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
