export { createAuditRepository } from './audit.repository.ts';
export type { AuditLog } from './audit.repository.ts';
export { registerAudit } from './audit.module.ts';
