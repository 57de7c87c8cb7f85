import type { FastifyServerOptions } from 'fastify';
import { serializeErrorForLog } from './error-log.ts';

/**
 * Structured JSON logs (pino). Secrets never reach a log line: credentials, tokens, codes and
 * bank or card data are redacted wherever they appear in a logged object.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // @fastify/multipart traces the options it hands to its parser, request headers included.
  'busboyOptions.headers.authorization',
  'busboyOptions.headers.cookie',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.token',
  '*.refreshToken',
  '*.code',
  '*.iban',
  '*.accountNumber',
  '*.card',
  // Configuration (if the env object or an adapter's options are ever logged).
  'S3_SECRET_ACCESS_KEY',
  '*.S3_SECRET_ACCESS_KEY',
  '*.secretAccessKey',
];

/** Query parameters that carry secrets (reset-link signatures, tokens, codes). */
const SECRET_QUERY_PARAMS = /([?&](?:signature|token|code|expires)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: { id: string; method: string; url: string; ip?: string }) => ({
        id: request.id,
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: serializeErrorForLog,
    },
    ...(stream ? { stream } : {}),
  };
}
