import {
  IdParamsSchema,
  PageQuerySchema,
  PAYOUT_STATUSES,
  StatementQuerySchema,
  z,
} from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BOOLEAN, media, objectOf, STRING } from '../../http/docs.ts';
import type { PayoutsService } from './payouts.service.ts';

/** A seller's balance, history, statements and payouts (decision 127); all of them signed in. */
export async function payoutsRoutes(
  app: FastifyInstance,
  {
    payouts,
    statement,
  }: {
    payouts: PayoutsService;
    statement: (accountId: number, region: 'us' | 'pl', month: string) => Promise<string>;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { onRequest: app.authenticate } as const;

  routes.get(
    '/api/payouts/balance',
    { ...signedIn, config: { answers: { 200: 'BalanceDto' } } },
    async (request) => payouts.balance(request.principal!.accountId, request.region),
  );
  routes.get(
    '/api/payouts/history',
    {
      ...signedIn,
      config: { answers: { 200: 'BalanceHistoryPage' } },
      schema: { querystring: PageQuerySchema },
    },
    async (request) => payouts.history(request.principal!.accountId, request.query.page),
  );
  routes.get(
    '/api/payouts/statement',
    {
      ...signedIn,
      config: { answers: { 200: media('text/csv', 'The month’s lines, oldest first') } },
      schema: { querystring: StatementQuerySchema },
    },
    async (request, reply) => {
      const csv = await statement(request.principal!.accountId, request.region, request.query.month);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-${request.query.month}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
  routes.get(
    '/api/payouts',
    { ...signedIn, config: { answers: { 200: 'PayoutsPage' } }, schema: { querystring: PageQuerySchema } },
    async (request) => payouts.payouts(request.principal!.accountId, request.query.page),
  );
  routes.post(
    '/api/payouts',
    { ...signedIn, config: { answers: { 201: 'PayoutDto', 409: 'ErrorBody' } } },
    async (request, reply) =>
      reply.status(201).send(await payouts.payOutNow(request.principal!.accountId, request.region)),
  );
  routes.get(
    '/api/payouts/onboarding',
    { ...signedIn, config: { answers: { 200: objectOf({ url: STRING }), 404: 'ErrorBody' } } },
    async (request) => ({ url: await payouts.onboardingLink(request.principal!.accountId, request.region) }),
  );

  // Stripe signs the exact bytes it sends: this route alone reads its JSON body as text.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/api/payouts/stripe/webhook',
      // Stripe names no edition; the payout it reports belongs to one.
      {
        config: {
          salesChannel: false,
          answers: { 200: objectOf({ received: BOOLEAN }), 400: 'ErrorBody', 404: 'ErrorBody' },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        return payouts.receiveWebhook(
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });
}

const AdminPayoutsQuerySchema = PageQuerySchema.extend({ status: z.enum(PAYOUT_STATUSES).optional() });

/** The console's payouts: by status, and a retry of a failed one; the last reconciliation, and a run now. */
export async function payoutsAdminRoutes(
  admin: FastifyInstance,
  { adminPayouts, payouts }: { adminPayouts: AdminPayouts; payouts: PayoutsService },
) {
  const routes = admin.withTypeProvider<ZodTypeProvider>();
  const actor = (request: { principal: { accountId: number } | null; region: 'us' | 'pl' }) => ({
    id: request.principal!.accountId,
    region: request.region,
  });
  routes.get(
    '/api/admin/finance/payouts',
    { config: { answers: { 200: 'AdminPayoutsDto' } }, schema: { querystring: AdminPayoutsQuerySchema } },
    async (request) => adminPayouts.list(request.region, request.query.status, request.query.page),
  );
  routes.post(
    '/api/admin/finance/payouts/:id/retry',
    { config: { answers: { 200: 'PayoutDto', 409: 'ErrorBody' } }, schema: { params: IdParamsSchema } },
    async (request) => payouts.retry(actor(request), request.params.id),
  );
  routes.get(
    '/api/admin/finance/reconciliation',
    { config: { answers: { 200: 'ReconciliationDto' } } },
    async () => adminPayouts.lastReconciliation(),
  );
  routes.post(
    '/api/admin/finance/reconciliation',
    { config: { answers: { 200: 'ReconciliationDto' } } },
    async () => adminPayouts.reconcileNow(),
  );
}

/** The console's reads of payouts, with the sellers' names (composed in payouts.module.ts). */
export interface AdminPayouts {
  list(
    region: 'us' | 'pl',
    status: (typeof PAYOUT_STATUSES)[number] | undefined,
    page: number,
  ): Promise<unknown>;
  lastReconciliation(): Promise<unknown>;
  reconcileNow(): Promise<unknown>;
}
