import { MESSAGES, isRegion, regionFromHost, type Region } from '@marketplace/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '../shared/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The edition this request belongs to; set for every `/api/` route that is not region-free. */
    region: Region;
  }
  interface FastifyContextConfig {
    /** Routes that serve both editions alike (health, geocoding) set this to false. */
    salesChannel?: boolean;
  }
}

/** Header first (`X-Sales-Channel`, or `Sales-Channel`), then the first label of the Host. */
export function resolveRegion(request: Pick<FastifyRequest, 'headers'>): Region | undefined {
  const header = request.headers['x-sales-channel'] ?? request.headers['sales-channel'];
  if (header !== undefined) {
    const value = String(header).trim().toLowerCase();
    return isRegion(value) ? value : undefined;
  }
  return regionFromHost(request.headers.host);
}

export const salesChannelPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('region', 'us');
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.salesChannel === false) return;
    if (!request.url.startsWith('/api/')) return;
    const region = resolveRegion(request);
    if (!region) throw new BadRequestError(MESSAGES.unknownSalesChannel);
    request.region = region;
  });
});
