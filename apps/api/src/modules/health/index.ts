export { registerHealth } from './health.module.ts';
