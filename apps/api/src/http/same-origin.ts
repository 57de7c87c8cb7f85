import type { Region } from '@marketplace/contract';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../shared/errors.ts';

/**
 * Cross-site request forgery guard for the calls bound to the refresh cookie. Browsers name the
 * calling page's origin in `Origin` (and say `Sec-Fetch-Site: cross-site`) on every POST and
 * DELETE, so a form or script on another site is refused; a call without either header comes from
 * no browser page and carries no ambient cookie of a victim.
 */
export function createSameOriginGuard(publicOrigin: (region: Region) => string) {
  return async function assertSameOrigin(request: FastifyRequest): Promise<void> {
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (request.headers['sec-fetch-site'] === 'cross-site') throw new ForbiddenError();
      return;
    }
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== publicOrigin(request.region) && origin !== ownOrigin) throw new ForbiddenError();
  };
}
