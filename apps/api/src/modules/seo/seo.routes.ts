import type { Region } from '@marketplace/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendNotFound } from '../../http/errors.ts';
import { resolveRegion } from '../../http/sales-channel.ts';
import { robotsTxt } from './seo.robots.ts';
import type { SitemapFile, SitemapService } from './seo.sitemap.ts';
import { media } from '../../http/docs.ts';

/** Crawlers fetch these often; an hour old is fresh enough, and a shared cache may keep them. */
const CACHE = 'public, max-age=3600';

/**
 * robots.txt and the sitemap of the edition the Host names (or the `X-Sales-Channel` header);
 * the web pages themselves are served by seo.web.routes.ts. Not under /api/, so the edition is read here.
 */
export async function seoRoutes(
  app: FastifyInstance,
  { sitemap, publicOrigin }: { sitemap: SitemapService; publicOrigin: (region: Region) => string },
) {
  const config = { salesChannel: false };
  const sendXml = (reply: FastifyReply, file: SitemapFile) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(file.xml);

  app.get(
    '/robots.txt',
    { config: { ...config, answers: { 200: media('text/plain') } } },
    async (request, reply) => {
      const region = resolveRegion(request);
      const body = robotsTxt(region ? `${publicOrigin(region)}/sitemap.xml` : undefined);
      return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(body);
    },
  );

  app.get(
    '/sitemap.xml',
    { config: { ...config, answers: { 200: media('application/xml'), 404: 'ErrorBody' } } },
    async (request, reply) => {
      const region = resolveRegion(request);
      if (!region) return sendNotFound(reply);
      return sendXml(reply, await sitemap.sitemap(region));
    },
  );

  app.get<{ Params: { part: string } }>(
    '/sitemap-:part.xml',
    { config: { ...config, answers: { 200: media('application/xml'), 404: 'ErrorBody' } } },
    async (request, reply) => {
      const region = resolveRegion(request);
      const part = /^\d{1,6}$/.test(request.params.part) ? Number(request.params.part) : 0;
      const file = region ? await sitemap.part(region, part) : null;
      if (!file) return sendNotFound(reply);
      return sendXml(reply, file);
    },
  );
}
