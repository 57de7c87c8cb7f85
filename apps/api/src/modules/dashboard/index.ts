export { registerDashboard } from './dashboard.module.ts';
