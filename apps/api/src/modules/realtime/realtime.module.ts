import type { RealtimeServerMessage } from '@marketplace/contract';
import { createRealtimeBus } from '../../adapters/bus/create-bus.ts';
import { createAccessTokens } from '../../http/auth.ts';
import type { Platform } from '../../platform.ts';
import { createRealtimeHub, REALTIME_TOPIC, REVOKE_TOPIC, type RealtimeHub } from './realtime.hub.ts';
import { realtimeRoutes } from './realtime.routes.ts';
import { createRealtimeTokens, socketTokenVerifier } from './realtime.tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime hub; `revoke` ends an account's sockets in every process (decision 074). */
    realtime: RealtimeHub;
  }
}

/**
 * Realtime (decisions 065, 074): sockets of this process, events from any process through the
 * realtime bus (Redis, or the database's notifications).
 */
export async function registerRealtime(
  { app, env, database, events, publicOrigin }: Platform,
  needs: Pick<Parameters<typeof realtimeRoutes>[1], 'isSessionLive'>,
) {
  const bus = await createRealtimeBus(env.REDIS_URL, database, (err) =>
    app.log.warn({ err }, 'realtime bus: connection or handler failed'),
  );
  app.addHook('onClose', async () => bus.close());
  const hub = createRealtimeHub({
    bus,
    onError: (err) => app.log.warn({ err }, 'realtime: delivery failed'),
  });
  await hub.start();
  events.handle<{ accountIds: number[]; message: RealtimeServerMessage }>(REALTIME_TOPIC, (envelope) =>
    hub.publish(envelope.accountIds, envelope.message),
  );
  events.handle<{ accountId: number; familyId: string | null; exceptFamilyId?: string }>(
    REVOKE_TOPIC,
    ({ accountId, familyId, exceptFamilyId }) => hub.revoke(accountId, familyId, exceptFamilyId),
  );
  // Added after the bus's hook, so it runs before it: sockets close, then the bus.
  app.addHook('onClose', async () => hub.close());
  app.decorate('realtime', hub);
  await app.register(realtimeRoutes, {
    hub,
    verifyToken: socketTokenVerifier(
      createAccessTokens(env.AUTH_SECRET, env.ACCESS_TOKEN_TTL_SECONDS),
      createRealtimeTokens(env.AUTH_SECRET, env.ACCESS_TOKEN_TTL_SECONDS),
    ),
    isSessionLive: needs.isSessionLive,
    publicOrigin,
  });
}
