export { dashboardRoutes } from './dashboard.routes.ts';
export { createDashboardService } from './dashboard.service.ts';
