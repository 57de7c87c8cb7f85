import type { Platform } from '../../platform.ts';
import { createPageMetaService, type PageMetaDependencies } from './seo.page-meta.ts';
import { seoRoutes } from './seo.routes.ts';
import { createSitemapService, type SitemapDependencies } from './seo.sitemap.ts';
import { loadPageRenderer } from './seo.server-render.ts';
import { webRoutes } from './seo.web.routes.ts';

/**
 * Sitemaps and robots.txt, and the web app's pages with their own head and status; registered
 * last, as the pages answer every path no route before them took.
 */
export async function registerSeo(
  { app, env, publicOrigin, caches }: Platform,
  needs: Omit<PageMetaDependencies & SitemapDependencies, 'publicOrigin' | 'maxUrls' | 'batchSize'>,
) {
  const seo = { ...needs, publicOrigin };
  await app.register(seoRoutes, { sitemap: createSitemapService(seo), publicOrigin });
  await app.register(webRoutes, {
    distDir: env.WEB_DIST_DIR,
    pageMeta: createPageMetaService(seo),
    loadRenderer: (root: string) => loadPageRenderer({ app, root, caches, log: app.log }),
  });
}
