import { LoginInputSchema } from '@marketplace/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REFRESH_TOKEN_TTL_MS, type SessionsService } from './sessions.service.ts';

export const REFRESH_COOKIE = 'refresh_token';
const COOKIE_PATH = '/api/sessions';

export function refreshTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE];
}

function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(REFRESH_COOKIE, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: REFRESH_TOKEN_TTL_MS / 1000,
  });
}

function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
}

export async function sessionsRoutes(app: FastifyInstance, { sessions }: { sessions: SessionsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/sessions/create', { schema: { body: LoginInputSchema } }, async (request, reply) => {
    const { session, refreshToken } = await sessions.login({
      region: request.region,
      ...request.body,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setRefreshCookie(request, reply, refreshToken);
    return session;
  });

  routes.post('/api/sessions/refresh', async (request, reply) => {
    try {
      const { session, refreshToken } = await sessions.refresh({
        region: request.region,
        refreshToken: refreshTokenOf(request),
        userAgent: request.headers['user-agent'],
      });
      setRefreshCookie(request, reply, refreshToken);
      return session;
    } catch (error) {
      clearRefreshCookie(reply);
      throw error;
    }
  });

  routes.delete('/api/sessions', async (request, reply) => {
    await sessions.logout(refreshTokenOf(request));
    clearRefreshCookie(reply);
    return reply.status(204).send();
  });
}
