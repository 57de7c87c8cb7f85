import type { FastifyInstance } from 'fastify';
import { requireAdmin } from './auth.ts';

/**
 * The one guard of the administration API (docs/architecture.md, 'Administration'; decision 084): the
 * routes `register` adds answer 401 without a valid access token of the request's edition (an
 * administrator of the other edition included: a token is worth nothing across editions) and 403
 * to anyone but an administrator. Every route under /api/admin/ is registered through here.
 */
export async function adminScope(
  app: FastifyInstance,
  register: (admin: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (admin) => {
    admin.addHook('onRequest', admin.authenticate);
    admin.addHook('onRequest', async (request) => requireAdmin(request));
    await register(admin);
  });
}
