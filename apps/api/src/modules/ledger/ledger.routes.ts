import {
  IdParamsSchema,
  integerQuery,
  UpdateCommissionInputSchema,
  z,
  type Region,
} from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPublic } from '../../http/public-cache.ts';
import { NotFoundError } from '../../shared/errors.ts';
import type { LedgerService } from './ledger.service.ts';

/** Days of revenue the console's finance page asks for at most. */
const REVENUE_DAYS_MAX = 366;

/** The edition's commission, for "you receive …" before a seller publishes (decision 126). */
export async function ledgerRoutes(app: FastifyInstance, { ledger }: { ledger: LedgerService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/payouts/commission',
    { config: { answers: { 200: 'CommissionRateDto', 304: null } } },
    async (request, reply) => sendPublic(request, reply, await ledger.commissionRate(request.region)),
  );
}

/** Who an account of the edition is (a deleted one still has its ledger); undefined for none. */
export type AccountRefIn = (
  accountId: number,
  region: Region,
) => Promise<{ username: string; deleted: boolean } | undefined>;

/** The console's finance: the commission, the revenue per day, any account's ledger (audited writes). */
export async function ledgerAdminRoutes(
  admin: FastifyInstance,
  { ledger, accountRefIn }: { ledger: LedgerService; accountRefIn: AccountRefIn },
) {
  const routes = admin.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/finance/commission',
    { config: { answers: { 200: 'CommissionRateDto' } } },
    async (request) => ledger.commissionRate(request.region),
  );
  routes.put(
    '/api/admin/finance/commission',
    { config: { answers: { 200: 'CommissionRateDto' } }, schema: { body: UpdateCommissionInputSchema } },
    async (request) => ledger.setCommissionRate(request.region, request.principal!.accountId, request.body),
  );
  routes.get(
    '/api/admin/finance/revenue',
    {
      config: { answers: { 200: 'AdminRevenueDto' } },
      schema: {
        querystring: z.object({ days: integerQuery(1, REVENUE_DAYS_MAX, 30) }),
      },
    },
    async (request) => ledger.revenue(request.region, request.query.days),
  );
  routes.get(
    '/api/admin/finance/accounts/:id/ledger',
    { config: { answers: { 200: 'AdminAccountLedgerDto' } }, schema: { params: IdParamsSchema } },
    async (request) => {
      const account = await accountRefIn(request.params.id, request.region);
      if (!account) throw new NotFoundError();
      return { ...(await ledger.accountLedger(request.params.id)), account };
    },
  );
}
