/**
 * A same-site path to return to after login, or undefined. Refuses absolute URLs and
 * protocol-relative `//host` paths so a crafted link cannot send the user elsewhere.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value.startsWith('/auth/login')) return undefined;
  return value;
}
