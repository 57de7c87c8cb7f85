import type { AdminPayoutsDto, PAYOUT_STATUSES, ReconciliationDto } from '@marketplace/contract';
import { createPayoutProvider } from '../../adapters/payments/create-payout-provider.ts';
import type { Platform } from '../../platform.ts';
import type { LedgerService } from '../ledger/index.ts';
import { payoutsAdminRoutes, payoutsRoutes } from './payouts.routes.ts';
import {
  createPayoutsService,
  DAILY_PAYOUT_CRON,
  PAYOUT_SEND_TOPIC,
  type PayoutData,
} from './payouts.service.ts';
import { monthRange, statementCsv } from './payouts.statement.ts';

/** The lines a month's statement holds at most. */
const STATEMENT_LINES_MAX = 10_000;

interface PayoutsNeeds {
  ledger: LedgerService;
  payoutDataOf: (accountId: number, scope?: { accounts: unknown }) => Promise<PayoutData | undefined>;
  /** `npm run finance:reconcile`'s check of the books (src/finance.ts), for the console's 'Run now'. */
  reconcileBooks: () => Promise<string[]>;
  /** The accounts module's names of accounts, for the console. */
  accountRefsOf: (
    ids: readonly number[],
  ) => Promise<Map<number, { id: number; username: string; deleted: boolean }>>;
}

/** Payouts to sellers' bank accounts (decision 127): the seller's balance screen, the daily run, the console. */
export async function registerPayouts(platform: Platform, needs: PayoutsNeeds) {
  const { app, env, db, repositories, unitOfWork, events, clock, publicOrigin, admin, jobs } = platform;
  const { ledger } = needs;
  const payouts = createPayoutsService({
    payoutsRepository: repositories.payouts,
    unitOfWork,
    ledger,
    provider: createPayoutProvider(env, db, clock),
    payoutDataOf: needs.payoutDataOf,
    publicOrigin,
    clock,
    log: app.log,
  });
  events.handle<{ payoutId: number }>(PAYOUT_SEND_TOPIC, ({ payoutId }) => payouts.send(payoutId));
  jobs.push({ name: 'daily-payouts', cron: DAILY_PAYOUT_CRON, run: payouts.runDaily });

  const statement = async (accountId: number, region: 'us' | 'pl', month: string) => {
    const { items } = await ledger.historyOf(accountId, STATEMENT_LINES_MAX, 0, monthRange(month));
    return statementCsv(region, items);
  };
  await app.register(payoutsRoutes, { payouts, statement });

  const presentReconciliation = (
    row: Awaited<ReturnType<LedgerService['lastReconciliation']>>,
  ): ReconciliationDto =>
    row
      ? { checkedAt: row.checkedAt.toISOString(), ok: row.ok, differences: row.differences }
      : { checkedAt: null, ok: null, differences: [] };
  const adminPayouts = {
    async list(region: 'us' | 'pl', status: (typeof PAYOUT_STATUSES)[number] | undefined, page: number) {
      const { rows, sellerIds, total, counts } = await payouts.adminPayouts(region, status, page);
      const sellers = await needs.accountRefsOf(sellerIds);
      const items = rows.map((row, i) => {
        const seller = sellers.get(sellerIds[i]!);
        return {
          ...row,
          seller: { id: sellerIds[i]!, username: seller?.username ?? '', deleted: seller?.deleted ?? true },
        };
      });
      return { items, total, counts } satisfies AdminPayoutsDto;
    },
    lastReconciliation: async () => presentReconciliation(await ledger.lastReconciliation()),
    async reconcileNow() {
      await needs.reconcileBooks();
      return presentReconciliation(await ledger.lastReconciliation());
    },
  };
  await admin((scope) => payoutsAdminRoutes(scope, { adminPayouts, payouts }));
  return payouts;
}
