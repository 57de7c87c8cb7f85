import type { Platform } from '../../platform.ts';
import { healthRoutes } from './health.routes.ts';

/** Liveness and readiness for the load balancer. */
export async function registerHealth({ app, database }: Platform) {
  await app.register(healthRoutes, { ping: database.ping });
}
