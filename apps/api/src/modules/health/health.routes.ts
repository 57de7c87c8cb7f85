import type { FastifyInstance } from 'fastify';
import { objectOf, STRING } from '../../http/docs.ts';

/** How long readiness waits for the database before it answers 503 (docs/decisions/104). */
export const READY_TIMEOUT_MS = 2_000;

/**
 * Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: it can serve, its
 * database answers a query). Readiness is bounded: a database that hangs (a dropped network, a
 * server that accepts and never answers) gives 503 within `timeoutMs`, as one that refuses does.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { ping, timeoutMs = READY_TIMEOUT_MS }: { ping: () => Promise<void>; timeoutMs?: number },
) {
  const config = { salesChannel: false };
  app.get(
    '/api/health',
    { config: { ...config, answers: { 200: objectOf({ status: STRING }) } } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/api/ready',
    {
      config: {
        ...config,
        answers: { 200: objectOf({ status: STRING, database: STRING }), 400: 'ErrorBody' },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(ping(), timeoutMs);
        return { status: 'ready', database: 'ok' };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.status(503).send({ code: 503, message: 'Database unavailable' });
      }
    },
  );
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  // A ping that fails after the timeout has nobody listening: swallow it.
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
