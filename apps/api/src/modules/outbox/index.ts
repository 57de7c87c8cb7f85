export { MESSAGE_TOPIC, createMessenger, queueMessage } from './messenger.ts';
export type { Message } from './messenger.ts';
export { createOutboxRepository } from './outbox.repository.ts';
export { outboxRoutes } from './outbox.routes.ts';
export { createOutboxService } from './outbox.service.ts';
export { registerOutbox } from './outbox.module.ts';
