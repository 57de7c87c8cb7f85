export { endSessionsOfDeletedAccount } from './sessions.erasure.ts';
export { createSessionsRepository } from './sessions.repository.ts';
export { refreshTokenOf } from './sessions.routes.ts';
export type { SessionsService } from './sessions.service.ts';
export { registerSessions } from './sessions.module.ts';
