export { createEventRelay } from './events.relay.ts';
export type { EventHandler, EventRelay } from './events.relay.ts';
export { createEventsRepository, storable } from './events.repository.ts';
export type { EventLog } from './events.repository.ts';
