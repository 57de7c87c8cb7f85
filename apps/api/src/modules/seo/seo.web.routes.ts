import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sendNotFound } from '../../http/errors.ts';
import { sendPublicText } from '../../http/public-cache.ts';
import { resolveRegion } from '../../http/sales-channel.ts';
import { createPageTemplate } from './seo.head.ts';
import type { PageMetaService } from './seo.page-meta.ts';
import { assumedViewport, type PageRenderer } from './seo.server-render.ts';

/**
 * Serves the built web app: hashed assets cached for a year, and every page as index.html with
 * its own head and true status (200, 404 for an unknown path or missing record, 410 for a closed
 * offer; docs/decisions/043). HEAD answers as GET does (Fastify's exposed HEAD routes).
 */
export async function webRoutes(
  app: FastifyInstance,
  {
    distDir,
    pageMeta,
    loadRenderer,
  }: {
    distDir: string | undefined;
    pageMeta: PageMetaService;
    /** The server's render of first screens, when the build has one (seo.server-render.ts). */
    loadRenderer?: (root: string) => Promise<PageRenderer | undefined>;
  },
) {
  const root = distDir ? resolve(distDir) : undefined;
  const hasWeb = root !== undefined && existsSync(join(root, 'index.html'));
  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  if (!hasWeb) return;

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of the assets (apps/web/vite.config.ts).
    preCompressed: true,
    setHeaders(res, path) {
      const immutable = path.startsWith(join(root, 'assets'));
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // Read once: each page is a few string concatenations around the resolved head.
  const template = createPageTemplate(readFileSync(join(root, 'index.html'), 'utf8'));
  const renderer = template.hasRoot ? await loadRenderer?.(root) : undefined;
  app.get('/*', { config: { salesChannel: false } }, async (request, reply) => {
    const { url } = request;
    if (url.startsWith('/api/') || url.startsWith('/media/') || url.startsWith('/assets/')) {
      return reply.callNotFound();
    }
    const region = resolveRegion(request);
    let head;
    try {
      head = await pageMeta.resolve(region, url);
    } catch (error) {
      // The page still loads (the app shows its own error); crawlers are told to come back.
      request.log.error({ err: error }, 'page head failed');
      head = pageMeta.unavailable(region);
      void reply.header('retry-after', '60');
    }
    // Only a page that exists is painted on the server; the rest (not found, gone) keep the shell.
    const body =
      renderer && region && head.status === 200
        ? await renderer.render(region, url, assumedViewport(request.headers))
        : undefined;
    // The page differs by the layout guessed from these (seo.server-render.ts).
    void reply
      .status(head.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'Sec-CH-UA-Mobile, User-Agent');
    return sendPublicText(request, reply, template.render(head, body), 'text/html; charset=utf-8', body);
  });
}
