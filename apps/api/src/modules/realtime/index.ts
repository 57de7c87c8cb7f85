export {
  REALTIME_TOPIC,
  REVOKE_TOPIC,
  createRealtimeHub,
  queueRealtime,
  queueRevocation,
} from './realtime.hub.ts';
export type { RealtimeHub } from './realtime.hub.ts';
export { realtimeRoutes } from './realtime.routes.ts';
export { createRealtimeTokens, externalUidOf, socketTokenVerifier } from './realtime.tokens.ts';
export { registerRealtime } from './realtime.module.ts';
