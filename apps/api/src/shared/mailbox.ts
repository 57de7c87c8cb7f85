/**
 * The mailbox an e-mail address delivers to, as per-address limits count it: lower case, without a
 * `+tag` sub-address (`Ann+shop@Example.com` reaches `ann@example.com`), so tags cannot multiply an
 * allowance. Anything without an `@` (a phone, a login name) is only trimmed and lower-cased.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const local = lower.slice(0, at);
  const untagged = local.split('+')[0];
  return `${untagged || local}${lower.slice(at)}`;
}
