/**
 * The unique constraint (index) a failed insert or update violated, or undefined for any other
 * error. Drizzle wraps the driver's error (`cause`); PGlite and node-postgres both name the index.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/**
 * Runs a write and turns a unique-index violation into the domain error `translate` names for
 * that index (undefined keeps the original). Repositories use it so that services never see
 * driver codes (docs/decisions/053).
 */
export async function withUniqueViolations<T>(
  write: PromiseLike<T>,
  translate: (constraint: string) => Error | undefined,
): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    throw (constraint === undefined ? undefined : translate(constraint)) ?? error;
  }
}
