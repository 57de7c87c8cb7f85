export { createAuditRepository } from './audit.repository.ts';
export type { AuditLog, AuditRepository } from './audit.repository.ts';
export { auditRoutes } from './audit.routes.ts';
export { registerAudit } from './audit.module.ts';
