import {
  REGION_SETTINGS,
  type AdminAccountLedgerDto,
  type AdminRevenueDto,
  type BalanceHistoryItemDto,
  type BalanceHistoryKind,
  type CommissionRateDto,
  type Region,
  type UpdateCommissionInput,
} from '@marketplace/contract';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { LedgerCause } from '../../db/schema/index.ts';
import { createEditionCache, noCaches, type Caches } from '../../shared/caches.ts';
import type { Clock } from '../../shared/clock.ts';
import type { AuditLog } from '../audit/index.ts';
import type { LedgerRepository } from './ledger.repository.ts';

const DAY_MS = 86_400_000;
const CURRENCIES = ['USD', 'PLN'] as const;
/** The newest entries the console shows of an account. */
const ACCOUNT_LEDGER_ENTRIES = 500;

/** How a transfer reads in the seller's history (the platform's own transfers never reach it). */
const HISTORY_KIND: Partial<Record<LedgerCause, BalanceHistoryKind>> = {
  sale: 'sale',
  sale_refund: 'refund',
  sale_release: 'release',
  payout: 'payout',
  payout_paid: 'payoutPaid',
  payout_failed: 'payoutFailed',
};

type HistoryRow = Awaited<ReturnType<LedgerRepository['history']>>['rows'][number];

export function presentHistoryItem(row: HistoryRow): BalanceHistoryItemDto {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    kind: HISTORY_KIND[row.cause] ?? 'sale',
    orderId: row.orderId,
    payoutId: row.payoutId,
    gross: row.cause === 'sale' || row.cause === 'sale_refund' ? row.gross : null,
    commission: row.cause === 'sale' || row.cause === 'sale_refund' ? row.commission : null,
    pending: row.pending,
    available: row.available,
    inPayout: row.inPayout,
    reason: row.reason,
  };
}

/**
 * The ledger's reads and the commission's rates (docs/decisions/125, 126). The bookings themselves
 * are the owner functions of ledger.book.ts, run in the transaction of what causes them.
 */
export function createLedgerService(deps: {
  ledgerRepository: LedgerRepository;
  unitOfWork: UnitOfWork<{ ledger: LedgerRepository; audit: AuditLog }>;
  caches?: Caches;
  clock: Clock;
}) {
  const { ledgerRepository: repository } = deps;
  const rates = createEditionCache(
    deps.caches ?? noCaches,
    { name: 'commission rates', tables: ['commission_rates'] },
    async (region): Promise<CommissionRateDto> => {
      const row = await repository.commissionRate(region);
      return Object.freeze({
        currency: REGION_SETTINGS[region].currency,
        basisPoints: row.basisPoints,
        minimum: row.minimum,
      });
    },
  );

  return {
    /** `GET /api/payouts/commission`: the edition's rate, for "you receive …" before publishing. */
    commissionRate: (region: Region) => rates.get(region),

    /** `PUT /api/admin/finance/commission`: audited with what it was. */
    async setCommissionRate(region: Region, actorId: number, input: UpdateCommissionInput) {
      await deps.unitOfWork(async (scope) => {
        const before = await scope.ledger.setCommissionRate(region, input);
        if (before.basisPoints === input.basisPoints && before.minimum === input.minimum) return;
        await scope.audit.record(region, actorId, {
          action: 'commission.update',
          subjectType: 'commission',
          subjectId: 1, // one rate per edition; the entry's region names it
          before: { basisPoints: before.basisPoints, minimum: before.minimum },
          after: input,
        });
      });
      rates.clear();
      return rates.get(region);
    },

    /** A seller's balances (credits: what the platform owes them). */
    balancesOf: (sellerId: number, region: Region) =>
      repository.sellerBalances(sellerId, REGION_SETTINGS[region].currency),
    pendingOrdersOf: (sellerId: number, region: Region) =>
      repository.pendingOrders(sellerId, REGION_SETTINGS[region].currency),
    sellersWithAvailable: (region: Region, minimum: number) =>
      repository.sellersWithAvailable(REGION_SETTINGS[region].currency, minimum),
    paidOutTo: (sellerId: number, region: Region) =>
      repository.paidOut(sellerId, REGION_SETTINGS[region].currency),

    /** A page of the seller's history, newest first; with `range`, a month's statement. */
    async historyOf(sellerId: number, limit: number, offset: number, range?: { from: Date; to: Date }) {
      const { rows, total } = await repository.history(sellerId, limit, offset, range);
      return { items: rows.map(presentHistoryItem), total };
    },

    /** Every entry of an account, newest first (the account's data export). */
    entriesOf: (holderId: number, limit = 10_000) => repository.entriesOf(holderId, limit),

    /** The console's revenue per UTC day, the last `days` of them (today included), zero-filled. */
    async revenue(region: Region, days: number): Promise<AdminRevenueDto> {
      const now = deps.clock();
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const from = new Date(today - (days - 1) * DAY_MS);
      const rows = new Map((await repository.revenuePerDay(region, from)).map((row) => [row.day, row]));
      return {
        currency: REGION_SETTINGS[region].currency,
        days: Array.from({ length: days }, (_, i) => {
          const day = new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10);
          return { day, commission: rows.get(day)?.commission ?? 0, extras: rows.get(day)?.extras ?? 0 };
        }),
      };
    },

    /** The console's view of an account's ledger: its balances per currency and newest entries. */
    async accountLedger(accountId: number): Promise<Omit<AdminAccountLedgerDto, 'account'>> {
      const entries = await repository.entriesOf(accountId, ACCOUNT_LEDGER_ENTRIES);
      const balances = await Promise.all(
        CURRENCIES.map(async (currency) => ({
          currency,
          ...(await repository.sellerBalances(accountId, currency)),
        })),
      );
      return {
        accountId,
        balances: balances.filter((row) => row.pending || row.available || row.inPayout),
        entries: entries.map((entry) => ({
          transferId: entry.transferId,
          cause: entry.cause,
          causeKey: entry.causeKey,
          orderId: entry.orderId,
          payoutId: entry.payoutId,
          account: entry.account,
          amount: -entry.amount,
          currency: entry.currency,
          at: entry.createdAt.toISOString(),
        })),
      };
    },

    lastReconciliation: () => repository.lastReconciliation(),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
