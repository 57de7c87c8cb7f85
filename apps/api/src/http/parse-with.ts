import type { z } from 'zod';

/**
 * Parses a body with a schema that depends on the request (edition, account type), which a
 * route's static schema cannot name; a failure becomes the documented 400 like any schema's.
 */
export function parseWith<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw result.error;
  return result.data;
}
