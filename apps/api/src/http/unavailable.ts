/**
 * Whether an error means that a service the API depends on (PostgreSQL, Redis) cannot be reached
 * right now, rather than that the request or the code is wrong: such a request is answered 503
 * with Retry-After at once (decision 109), and the client may try again when the service is back.
 */

/** SQLSTATE classes and codes of a server that is gone, starting or shutting down. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
]);
const UNAVAILABLE_NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres and ioredis say so in words only. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // pg: the server closed the connection, or connecting timed out
  /^timeout exceeded when trying to connect/, // pg-pool: no connection within connectionTimeoutMillis
  /is not queryable/, // pg: a client whose connection already failed
  /^Connection is closed/, // ioredis
  /^Reached the max retries per request limit/, // ioredis MaxRetriesPerRequestError
  /^Stream isn't writeable/, // ioredis with the offline queue off
];

export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_NET_CODES.has(code)) {
      return true;
    }
  }
  if (error.name === 'MaxRetriesPerRequestError') return true;
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isServiceUnavailable(inner, depth + 1))
  ) {
    return true;
  }
  return isServiceUnavailable(error.cause, depth + 1);
}

/** Seconds a client is told to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
