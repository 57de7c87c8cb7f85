import {
  LoginInputSchema,
  SignInCodeInputSchema,
  type Region,
  type SignInCodeResult,
} from '@marketplace/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createSameOriginGuard } from '../../http/same-origin.ts';
import { REFRESH_TOKEN_TTL_MS, type SessionsService } from './sessions.service.ts';

export const REFRESH_COOKIE = 'refresh_token';
const COOKIE_PATH = '/api/sessions';

export function refreshTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE];
}

function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
}

export interface SessionsRoutesOptions {
  sessions: SessionsService;
  /** The web origin of an edition (PUBLIC_ORIGIN_TEMPLATE filled in). */
  publicOrigin: (region: Region) => string;
}

export async function sessionsRoutes(
  app: FastifyInstance,
  { sessions, publicOrigin }: SessionsRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Every call here reads or sets the refresh cookie: none may come from another site's page.
  app.addHook('onRequest', createSameOriginGuard(publicOrigin));

  /** Secure whenever users reach the edition over https, even where TLS ends at a proxy. */
  const setRefreshCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https' || publicOrigin(request.region).startsWith('https:'),
      maxAge: REFRESH_TOKEN_TTL_MS / 1000,
    });

  routes.post(
    '/api/sessions/create',
    {
      config: {
        answers: {
          200: 'SessionDto',
          401: 'ErrorBody',
          403: 'ErrorBody',
          429: 'ErrorBody',
          404: 'ErrorBody',
          410: 'ErrorBody',
        },
      },
      schema: { body: LoginInputSchema },
    },
    async (request, reply) => {
      const { session, refreshToken } = await sessions.login({
        region: request.region,
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setRefreshCookie(request, reply, refreshToken);
      return session;
    },
  );

  routes.post(
    '/api/sessions/sign-in-code',
    {
      config: { answers: { 200: 'SignInCodeResult', 429: 'ErrorBody', 403: 'ErrorBody' } },
      schema: { body: SignInCodeInputSchema },
    },
    (request): Promise<SignInCodeResult> =>
      sessions.sendSignInCode(request.region, request.body.username, request.ip),
  );

  // The spec's refresh call sends an empty form-encoded body. Only this route accepts that type (and
  // ignores the body), so a cross-site HTML form can never post a login.
  await app.register(async (refreshScope) => {
    refreshScope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, undefined),
    );
    refreshScope.post(
      '/api/sessions/refresh',
      { config: { answers: { 200: 'SessionDto', 401: 'ErrorBody', 403: 'ErrorBody' } } },
      async (request, reply) => {
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
      },
    );
  });

  routes.delete(
    '/api/sessions',
    { config: { answers: { 204: null, 403: 'ErrorBody' } } },
    async (request, reply) => {
      await sessions.logout(refreshTokenOf(request));
      clearRefreshCookie(reply);
      return reply.status(204).send();
    },
  );
}
