import { BlockedDomainInputSchema, IdParamsSchema, ScamRuleInputSchema } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SafetyAdminService } from './safety.service.ts';

/** The console's safety rules (decision 132), registered inside the admin scope (http/admin.ts). */
export async function safetyAdminRoutes(
  admin: FastifyInstance,
  { safetyAdmin }: { safetyAdmin: SafetyAdminService },
) {
  const routes = admin.withTypeProvider<ZodTypeProvider>();
  const actor = (request: { principal?: { accountId: number } | null }) => request.principal!.accountId;

  routes.get('/api/admin/safety/rules', { config: { answers: { 200: 'ScamRulesDto' } } }, async (request) =>
    safetyAdmin.rules(request.region),
  );
  routes.post(
    '/api/admin/safety/rules',
    { config: { answers: { 201: 'ScamRuleDto', 409: 'ErrorBody' } }, schema: { body: ScamRuleInputSchema } },
    async (request, reply) =>
      reply.status(201).send(await safetyAdmin.createRule(request.region, actor(request), request.body)),
  );
  routes.put(
    '/api/admin/safety/rules/:id',
    {
      config: { answers: { 200: 'ScamRuleDto', 404: 'ErrorBody' } },
      schema: { params: IdParamsSchema, body: ScamRuleInputSchema },
    },
    async (request) =>
      safetyAdmin.updateRule(request.region, actor(request), request.params.id, request.body),
  );
  routes.get(
    '/api/admin/safety/blocked-domains',
    { config: { answers: { 200: 'BlockedDomainsDto' } } },
    async (request) => safetyAdmin.blockedDomains(request.region),
  );
  routes.post(
    '/api/admin/safety/blocked-domains',
    {
      config: { answers: { 201: 'BlockedDomainDto', 409: 'ErrorBody' } },
      schema: { body: BlockedDomainInputSchema },
    },
    async (request, reply) =>
      reply.status(201).send(await safetyAdmin.blockDomain(request.region, actor(request), request.body)),
  );
  routes.delete(
    '/api/admin/safety/blocked-domains/:id',
    { config: { answers: { 204: null, 404: 'ErrorBody' } }, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      await safetyAdmin.unblockDomain(request.region, actor(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
