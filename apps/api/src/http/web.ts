import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sendNotFound } from './errors.ts';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and the
 * SPA fallback (any unknown GET outside /api and /media answers index.html).
 */
export async function webRoutes(app: FastifyInstance, { distDir }: { distDir: string | undefined }) {
  const root = distDir ? resolve(distDir) : undefined;
  const hasWeb = root !== undefined && existsSync(join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        const immutable = path.startsWith(join(root, 'assets'));
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/media/');
    if (hasWeb && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendNotFound(reply);
  });
}
