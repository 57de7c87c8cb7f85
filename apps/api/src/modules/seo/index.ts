export { createPageMetaService } from './seo.page-meta.ts';
export { seoRoutes } from './seo.routes.ts';
export { createSitemapService } from './seo.sitemap.ts';
export { webRoutes } from './seo.web.routes.ts';
export { registerSeo } from './seo.module.ts';
