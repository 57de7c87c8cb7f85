/**
 * Key conversion between the wire (snake_case requests, camelCase answers) and camelCase everywhere
 * else: the server's casing plugin and the web's API client use the same functions.
 */

export function snakeToCamel(key: string): string {
  return key.replace(/_+([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

export function camelToSnake(key: string): string {
  return key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

type Container = Record<string, unknown> | unknown[];

/** An empty container of the same kind for arrays and plain objects; undefined for other values. */
function emptyCopyOf(value: unknown): Container | undefined {
  if (Array.isArray(value)) return [];
  return isPlainObject(value) ? {} : undefined;
}

/**
 * Returns a copy of `value` with every plain-object key converted; arrays are walked, other values
 * kept. It walks with its own stack rather than recursion, so no nesting depth can overflow.
 */
export function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  const root = emptyCopyOf(value);
  if (!root) return value;
  const pending: [source: Container, target: Container][] = [[value as Container, root]];
  while (pending.length > 0) {
    const [source, target] = pending.pop()!;
    const isArray = Array.isArray(source);
    for (const [key, item] of Object.entries(source)) {
      const copy = emptyCopyOf(item);
      (target as Record<string, unknown>)[isArray ? key : convert(key)] = copy ?? item;
      if (copy) pending.push([item as Container, copy]);
    }
  }
  return root;
}

/** Whether objects and arrays in `value` nest deeper than `maxDepth`; looks no deeper than that. */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (maxDepth === 0) return true;
  return Object.values(value).some((item) => nestsDeeperThan(item, maxDepth - 1));
}

export const toSnakeCase = (value: unknown): unknown => convertKeys(value, camelToSnake);
export const toCamelCase = (value: unknown): unknown => convertKeys(value, snakeToCamel);
