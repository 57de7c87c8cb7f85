import type { FastifyInstance } from 'fastify';
import type { DashboardService } from './dashboard.service.ts';

/** `GET /api/admin/dashboard` (read-only), registered inside the admin scope (http/admin.ts). */
export async function dashboardRoutes(
  admin: FastifyInstance,
  { dashboard }: { dashboard: DashboardService },
) {
  admin.get('/api/admin/dashboard', { config: { answers: { 200: 'DashboardDto' } } }, async (request) =>
    dashboard.of(request.region),
  );
}
