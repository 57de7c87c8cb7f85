import type { Platform } from '../../platform.ts';
import { auditRoutes } from './audit.routes.ts';

/** The console's audit log of administrators' actions. */
export async function registerAudit({ repositories, admin }: Platform) {
  await admin((scope) => auditRoutes(scope, { audit: repositories.audit }));
}
