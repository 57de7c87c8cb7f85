export { reportsAdminRoutes } from './reports.admin.routes.ts';
export { createReportsAdminService } from './reports.admin.ts';
export { createReportsDashboard } from './reports.dashboard.ts';
export { createReportReads } from './reports.reads.ts';
export type { ReportReads } from './reports.reads.ts';
export { createReportsRepository } from './reports.repository.ts';
export { reportsRoutes } from './reports.routes.ts';
export { createReportsService } from './reports.service.ts';
export { registerReports } from './reports.module.ts';
