import { ADMIN_PAGE_SIZE, AuditLogQuerySchema, paginationOf } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuditRepository } from './audit.repository.ts';
import { pageOf } from '../../http/docs.ts';

/** `GET /api/admin/audit-log`: registered inside the admin scope (http/admin.ts). */
export async function auditRoutes(admin: FastifyInstance, { audit }: { audit: AuditRepository }) {
  admin
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/audit-log',
      { config: { answers: { 200: pageOf('AuditEntry') } }, schema: { querystring: AuditLogQuerySchema } },
      async (request) => {
        const { page, ...filter } = request.query;
        const { items, total } = await audit.list(request.region, filter, {
          limit: ADMIN_PAGE_SIZE,
          offset: (page - 1) * ADMIN_PAGE_SIZE,
        });
        return { items, pagination: paginationOf(page, ADMIN_PAGE_SIZE, total) };
      },
    );
}
