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
