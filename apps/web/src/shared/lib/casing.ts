/** Key conversion between the wire (snake_case requests, camelCase answers) and the app (camelCase). */

export function snakeToCamel(key: string): string {
  return key.replace(/_+([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

export function camelToSnake(key: string): string {
  return key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A deep copy of `value` with every plain-object key converted. Arrays are walked; anything else
 * (FormData, Blob, Date, URLSearchParams, primitives) is kept as it is.
 */
export function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[convert(key)] = convertKeys(item, convert);
  return result;
}

export const toSnakeCase = (value: unknown): unknown => convertKeys(value, camelToSnake);
export const toCamelCase = (value: unknown): unknown => convertKeys(value, snakeToCamel);
