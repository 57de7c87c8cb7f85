export { healthRoutes } from './health.routes.ts';
export { registerHealth } from './health.module.ts';
