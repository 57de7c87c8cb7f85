import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino, { type Logger } from 'pino';
import { serializeErrorForLog } from './error-log.ts';

/**
 * Structured JSON logs (pino). Secrets never reach a log line: credentials, tokens, codes and
 * bank or card data are redacted wherever they appear in a logged object.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  // A proof of work's solution (decision 134): single use, but nobody's to read.
  'req.headers["x-altcha"]',
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
  // Card data (docs/decisions/058): the sandbox's card form, wherever it nests in a logged object.
  'card',
  '*.card',
  '*.*.card',
  'cvc',
  '*.cvc',
  '*.*.cvc',
  // Configuration (if the env object or an adapter's options are ever logged).
  'S3_SECRET_ACCESS_KEY',
  '*.S3_SECRET_ACCESS_KEY',
  '*.secretAccessKey',
  'STRIPE_SECRET_KEY',
  '*.STRIPE_SECRET_KEY',
  'ALTCHA_HMAC_KEY',
  '*.ALTCHA_HMAC_KEY',
  'STRIPE_WEBHOOK_SECRET',
  '*.STRIPE_WEBHOOK_SECRET',
  'STRIPE_CONNECT_WEBHOOK_SECRET',
  '*.STRIPE_CONNECT_WEBHOOK_SECRET',
];

/** Query parameters that carry secrets (reset-link signatures, tokens, codes, the notification identity's HMAC). */
const SECRET_QUERY_PARAMS = /([?&](?:signature|token|code|expires|user_?hmac)=)[^&]*/gi;

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

/**
 * The app's logger. Lines go to `stream` when given (tests read it), otherwise to stdout through an
 * asynchronous destination: a request never waits for a `write` to the terminal or a pipe. `flush`
 * writes what is still buffered (the app calls it last when it closes; pino also does on exit).
 */
export function createLogger(
  level: string,
  stream?: NodeJS.WritableStream,
  /** The descriptor the asynchronous destination writes to: stdout, or a file's (tests). */
  dest = 1,
): { logger: Logger; requestLines: Logger; flush: () => void } {
  const options = loggerOptions(level) as pino.LoggerOptions;
  const destination = stream ?? pino.destination({ dest, sync: false });
  return {
    logger: pino(options, destination),
    // The request lines carry only what RequestLogController puts in them, never a secret: the
    // redaction every other line goes through (a walk of its paths per line) is skipped.
    requestLines: pino({ level }, destination),
    flush: () => {
      if (!('flushSync' in destination)) return;
      try {
        destination.flushSync();
      } catch {
        // Not open yet or already closed: nothing is buffered.
      }
    },
  };
}

/**
 * One line per request, when its answer has been sent, instead of Fastify's two ("incoming request"
 * and "request completed"): request id, method, URL without secrets, status and time. Errors and
 * warnings are logged where they happen, as before.
 */
export class RequestLogController extends LogController {
  /** `lines`: where request lines go (createLogger's `requestLines`); none when logging is off. */
  constructor(private readonly lines?: Logger) {
    super();
  }

  override incomingRequest(): void {}

  /** The answer's line says 404 already. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (!this.lines?.isLevelEnabled(error ? 'error' : 'info')) return;
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else this.lines.info({ reqId: request.id, ...line }, 'request completed');
  }
}
