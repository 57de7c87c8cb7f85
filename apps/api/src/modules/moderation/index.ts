export { createHoldWordIn } from './moderation.hold-words.ts';
export { createModerationRepository } from './moderation.repository.ts';
export { registerModeration } from './moderation.module.ts';
