import type { FastifyServerOptions } from 'fastify';

/**
 * Structured JSON logs (pino). Secrets never reach a log line: credentials, tokens, codes and
 * bank or card data are redacted wherever they appear in a logged object.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.token',
  '*.refreshToken',
  '*.code',
  '*.iban',
  '*.accountNumber',
  '*.card',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
}
