export { dashboardRoutes } from './dashboard.routes.ts';
export { createDashboardService } from './dashboard.service.ts';
export { registerDashboard } from './dashboard.module.ts';
