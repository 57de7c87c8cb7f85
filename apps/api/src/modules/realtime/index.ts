export { queueRealtime, queueRevocation } from './realtime.hub.ts';
export { createRealtimeTokens, externalUidOf } from './realtime.tokens.ts';
export { registerRealtime } from './realtime.module.ts';
