export { createLoginThrottle } from './login-throttle.ts';
export { endSessionsOfDeletedAccount } from './sessions.erasure.ts';
export { createSessionsRepository } from './sessions.repository.ts';
export { refreshTokenOf, sessionsRoutes } from './sessions.routes.ts';
export { createSessionsService } from './sessions.service.ts';
export type { SessionsService } from './sessions.service.ts';
export { registerSessions } from './sessions.module.ts';
