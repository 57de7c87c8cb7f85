/** What a log line keeps of an error (pino's `err` serializer for every logger of the app). */
export type LoggedError = {
  type: string;
  /** The error's code: a PostgreSQL SQLSTATE, a Node or Fastify code. (`code` alone is redacted.) */
  errorCode?: string;
  message: string;
  /** Call sites only: the stack's first line repeats the message. */
  stack: string;
  cause?: LoggedError;
};

const MAX_CAUSES = 3;

/**
 * Drops what may carry user data: drizzle's `params: …` after a failed query, and the rejected
 * value PostgreSQL quotes in its messages (`invalid input syntax for type uuid: "…"`,
 * `value "…" is out of range`). Names of constraints, columns and types stay.
 */
function withoutValues(message: string): string {
  return message
    .replace(/\s*\bparams: [\s\S]*$/, '')
    .replace(/(: |\bvalue )"(?:[^"]|"")*"/g, '$1"[redacted]"');
}

/**
 * Errors are logged by class, code and a message without values, never whole: pino's standard
 * serializer would copy every field, and a drizzle or PostgreSQL error carries the query's
 * parameters (e-mail, phone, password hash, bank account) in `params`, `detail` or `where`.
 */
export function serializeErrorForLog(error: unknown, causes = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const { code } = error as { code?: unknown };
  const logged: LoggedError = {
    type: error.constructor.name || error.name,
    message: withoutValues(error.message),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
  if (typeof code === 'string' || typeof code === 'number') logged.errorCode = String(code);
  if (error.cause !== undefined && causes < MAX_CAUSES) {
    logged.cause = serializeErrorForLog(error.cause, causes + 1);
  }
  return logged;
}
