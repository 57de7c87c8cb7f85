/**
 * Requests from this machine itself: the development server and the browser tests, which send
 * dozens of requests from one address. Behind a proxy, TRUST_PROXY makes `request.ip` the
 * client's; without it every client would share the proxy's address, and a shared per-IP limit
 * would lock everyone out, so skipping it is the safer failure too. Per-IP limits skip these.
 */
export function isLoopback(ip: string): boolean {
  const address = ip.replace(/^::ffff:/i, '');
  return address === '::1' || address.startsWith('127.');
}
