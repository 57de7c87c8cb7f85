export type { ConversationReads } from './reports.conversations.ts';
export { createReportsDashboard } from './reports.dashboard.ts';
export { createReportReads } from './reports.reads.ts';
export type { ReportReads } from './reports.reads.ts';
export { createReportsRepository } from './reports.repository.ts';
export { registerReports } from './reports.module.ts';
