export { createSafetyRepository } from './safety.repository.ts';
export { createMessageAssessment } from './safety.service.ts';
export type { AssessMessage, MessageToAssess, SafetyScope } from './safety.service.ts';
export { ownSiteOfPlatform, registerSafety } from './safety.module.ts';
