import { createAccessTokens } from '../../http/auth.ts';
import type { Platform } from '../../platform.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { sessionsRoutes } from './sessions.routes.ts';
import { createSessionsService } from './sessions.service.ts';

/** Signing in and out, refresh sessions and their families. */
export async function registerSessions(
  { app, env, repositories, unitOfWork, rateLimiter, clock, publicOrigin }: Platform,
  needs: Pick<Parameters<typeof createSessionsService>[0], 'accounts' | 'credentials' | 'shortCodes'>,
) {
  const sessions = createSessionsService({
    sessionsRepository: repositories.sessions,
    unitOfWork,
    ...needs,
    accessTokens: createAccessTokens(env.AUTH_SECRET, env.ACCESS_TOKEN_TTL_SECONDS),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    throttle: createLoginThrottle({ rateLimiter }),
    secret: env.AUTH_SECRET,
    clock,
  });
  await app.register(sessionsRoutes, { sessions, publicOrigin });
  return sessions;
}
