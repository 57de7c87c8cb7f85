export { queueMessage, queueMessages } from './messenger.ts';
export { registerOutbox } from './outbox.module.ts';
