export { queueMessage } from './messenger.ts';
export { registerOutbox } from './outbox.module.ts';
