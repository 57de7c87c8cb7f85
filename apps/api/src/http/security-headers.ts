import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on every answer (helmet, used directly: @fastify/helmet builds the middleware
 * again on every request, its CSP parsed each time, a tenth of a cached answer's cost; built once
 * here, each request only sets the headers): a content security policy that lets the web app load
 * only its own scripts, no framing by other sites, nosniff, and HSTS once the site is served over
 * https. Images may come from any https host (map tiles, an S3 bucket or CDN); styles may be
 * inline because the toast and map libraries set them at run time.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { https: boolean }) => {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Tile servers (OpenStreetMap's usage policy) expect to see which site shows their tiles.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 180 * 24 * 60 * 60 } : false,
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
});
