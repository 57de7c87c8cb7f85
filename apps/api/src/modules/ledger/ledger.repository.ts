import type { Region } from '@marketplace/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  commissionRates,
  ledgerBalances,
  ledgerEntries,
  ledgerReconciliations,
  ledgerTransfers,
  type LedgerAccount,
  type LedgerCause,
} from '../../db/schema/index.ts';

export type Currency = 'USD' | 'PLN';

/** One leg of a transfer: 0 holds the platform's accounts, an account id a seller's. */
export interface Leg {
  holderId: number;
  account: LedgerAccount;
  amount: number;
}

export interface NewTransfer {
  region: Region;
  currency: Currency;
  cause: LedgerCause;
  causeKey: string;
  orderId?: number;
  paymentId?: number;
  payoutId?: number;
  sellerId?: number;
  gross?: number;
  commission?: number;
  reason?: string;
  legs: Leg[];
}

/** A seller's balances, as credits (what the platform owes them), in minor units. */
export interface SellerBalances {
  pending: number;
  available: number;
  inPayout: number;
}

const SELLER_ACCOUNTS = ['pending', 'available', 'in_payout'] as const;

/** A credit-normal account's balance from the sum of its entries (credits are negative; never -0). */
const credit = (sum: number) => (sum === 0 ? 0 : -sum);

/** A raw query's rows (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The ledger's tables (docs/decisions/125): transfers, their entries, sellers' balances, the commission. */
export function createLedgerRepository(db: Executor) {
  /** The prepared reads' parameters. */
  const sellerParam = sql.placeholder('sellerId');
  const currencyParam = sql.placeholder('currency');
  const balancesQuery = (...where: SQL[]) =>
    db
      .select({ account: ledgerBalances.account, amount: ledgerBalances.amount })
      .from(ledgerBalances)
      .where(and(...where));
  const inRange = (range: { from: Date; to: Date }) =>
    sql`${ledgerTransfers.createdAt} >= ${range.from} and ${ledgerTransfers.createdAt} < ${range.to}`;
  const moved = (account: LedgerAccount) =>
    sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.account} = ${account}), 0)`;
  /**
   * A page of the seller's transfers, newest first, each with how much it moved each of their
   * balances: the page's transfers first (the seller index), then only their entries, so a page
   * costs its own rows, not the seller's whole history.
   */
  const historyPage = (range?: SQL) => {
    const page = db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.sellerId, sellerParam), range))
      .orderBy(desc(ledgerTransfers.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return db
      .select({
        id: ledgerTransfers.id,
        cause: ledgerTransfers.cause,
        createdAt: ledgerTransfers.createdAt,
        orderId: ledgerTransfers.orderId,
        payoutId: ledgerTransfers.payoutId,
        gross: ledgerTransfers.gross,
        commission: ledgerTransfers.commission,
        reason: ledgerTransfers.reason,
        currency: ledgerTransfers.currency,
        pending: moved('pending'),
        available: moved('available'),
        inPayout: moved('in_payout'),
      })
      .from(page)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, page.id))
      .leftJoin(
        ledgerEntries,
        and(eq(ledgerEntries.transferId, ledgerTransfers.id), eq(ledgerEntries.holderId, sellerParam)),
      )
      .groupBy(ledgerTransfers.id)
      .orderBy(desc(ledgerTransfers.id));
  };
  const historyCount = (range?: SQL) =>
    db
      .select({ total: count() })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.sellerId, sellerParam), range));

  /**
   * The balance screen's and the history's reads: built once, prepared once per connection on
   * PostgreSQL (building and planning them cost more than running them).
   */
  let prepared:
    | {
        balances: ReturnType<ReturnType<typeof balancesQuery>['prepare']>;
        pendingOrders: ReturnType<typeof pendingOrdersQuery>;
        paidOut: ReturnType<typeof paidOutQuery>;
        historyPage: ReturnType<ReturnType<typeof historyPage>['prepare']>;
        historyCount: ReturnType<ReturnType<typeof historyCount>['prepare']>;
      }
    | undefined;
  const pendingOrdersQuery = () =>
    db
      .select({ orderId: ledgerTransfers.orderId, amount: sql<string>`-sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(
        and(
          eq(ledgerEntries.holderId, sellerParam),
          eq(ledgerEntries.account, 'pending'),
          eq(ledgerEntries.currency, currencyParam),
        ),
      )
      .groupBy(ledgerTransfers.orderId)
      .having(sql`sum(${ledgerEntries.amount}) <> 0`)
      .orderBy(ledgerTransfers.orderId)
      .prepare('ledger_pending_orders');
  // A seller's paid-out total reads only their paid payouts (a partial index holds just these).
  const paidOutQuery = () =>
    db
      .select({ amount: sql<string | null>`sum(${ledgerTransfers.gross})` })
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.sellerId, sellerParam),
          eq(ledgerTransfers.cause, 'payout_paid'),
          eq(ledgerTransfers.currency, currencyParam),
        ),
      )
      .prepare('ledger_paid_out');
  const reads = () =>
    (prepared ??= {
      balances: balancesQuery(
        eq(ledgerBalances.holderId, sellerParam),
        eq(ledgerBalances.currency, currencyParam),
      ).prepare('ledger_seller_balances'),
      pendingOrders: pendingOrdersQuery(),
      paidOut: paidOutQuery(),
      historyPage: historyPage().prepare('ledger_history_page'),
      historyCount: historyCount().prepare('ledger_history_count'),
    });

  return {
    /**
     * Writes a transfer with its legs, and the sellers' balances they move, unless its cause is
     * booked already (answers false then: a retry or a duplicated event books nothing). The legs
     * must balance; the database checks it again at commit (migration 0035).
     */
    async book(transfer: NewTransfer): Promise<boolean> {
      const legs = transfer.legs.filter((leg) => leg.amount !== 0);
      if (legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0)
        throw new Error(`Ledger transfer ${transfer.causeKey} does not balance`);
      if (legs.some((leg) => !Number.isSafeInteger(leg.amount)))
        throw new Error(`Ledger transfer ${transfer.causeKey}: an amount is not a safe integer`);
      const { legs: _legs, ...row } = transfer;
      const [inserted] = await db
        .insert(ledgerTransfers)
        .values(row)
        .onConflictDoNothing({ target: ledgerTransfers.causeKey })
        .returning({ id: ledgerTransfers.id });
      if (!inserted) return false;
      if (legs.length === 0) return true;
      await db
        .insert(ledgerEntries)
        .values(legs.map((leg) => ({ ...leg, transferId: inserted.id, currency: transfer.currency })));
      // Sellers' balances only: the platform's are summed when read (no row every sale would lock).
      // In one order of keys, so two transfers touching the same rows never deadlock.
      const sellerLegs = legs
        .filter((leg) => leg.holderId !== 0)
        .sort((a, b) => a.holderId - b.holderId || a.account.localeCompare(b.account));
      for (const leg of sellerLegs) {
        await db
          .insert(ledgerBalances)
          .values({
            holderId: leg.holderId,
            account: leg.account,
            currency: transfer.currency,
            amount: leg.amount,
          })
          .onConflictDoUpdate({
            target: [ledgerBalances.holderId, ledgerBalances.account, ledgerBalances.currency],
            set: { amount: sql`${ledgerBalances.amount} + excluded.amount`, updatedAt: sql`now()` },
          });
      }
      return true;
    },

    async isBooked(causeKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: ledgerTransfers.id })
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.causeKey, causeKey));
      return row !== undefined;
    },

    /**
     * A seller's balances; `lock` holds their balance rows until the transaction ends (a payout
     * and a refund of the same seller then take turns).
     */
    async sellerBalances(
      sellerId: number,
      currency: Currency,
      { lock = false } = {},
    ): Promise<SellerBalances> {
      if (lock) {
        // A row to lock even before the seller's first sale.
        await db
          .insert(ledgerBalances)
          .values(SELLER_ACCOUNTS.map((account) => ({ holderId: sellerId, account, currency, amount: 0 })))
          .onConflictDoNothing();
      }
      const rows = lock
        ? await balancesQuery(eq(ledgerBalances.holderId, sellerId), eq(ledgerBalances.currency, currency))
            .orderBy(ledgerBalances.account)
            .for('update')
        : await reads().balances.execute({ sellerId, currency });
      const of = (account: LedgerAccount) => credit(rows.find((row) => row.account === account)?.amount ?? 0);
      return { pending: of('pending'), available: of('available'), inPayout: of('in_payout') };
    },

    /** Sellers whose available balance in `currency` reaches `minimum` (the daily payout's run). */
    async sellersWithAvailable(currency: Currency, minimum: number): Promise<number[]> {
      const rows = await db
        .select({ holderId: ledgerBalances.holderId })
        .from(ledgerBalances)
        .where(
          and(
            eq(ledgerBalances.account, 'available'),
            eq(ledgerBalances.currency, currency),
            sql`-${ledgerBalances.amount} >= ${minimum}`,
          ),
        )
        .orderBy(ledgerBalances.holderId);
      return rows.map((row) => row.holderId);
    },

    /** What of an order's proceeds is still pending for its seller. */
    async pendingOfOrder(orderId: number, sellerId: number): Promise<number> {
      const [row] = await db
        .select({ amount: sql<string | null>`sum(${ledgerEntries.amount})` })
        .from(ledgerEntries)
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(
          and(
            eq(ledgerTransfers.orderId, orderId),
            eq(ledgerEntries.holderId, sellerId),
            eq(ledgerEntries.account, 'pending'),
          ),
        );
      return credit(Number(row?.amount ?? 0));
    },

    /** The orders whose proceeds are pending for the seller, oldest first. */
    async pendingOrders(sellerId: number, currency: Currency) {
      const rows = await reads().pendingOrders.execute({ sellerId, currency });
      return rows.map((row) => ({ orderId: row.orderId!, amount: Number(row.amount) }));
    },

    /** What the seller was paid out in total: their paid payouts (a partial index holds just these). */
    async paidOut(sellerId: number, currency: Currency): Promise<number> {
      const [row] = await reads().paidOut.execute({ sellerId, currency });
      return Number(row?.amount ?? 0);
    },

    /**
     * The transfers that moved a seller's balances, newest first, each with how much it moved each
     * of them (credits positive) between `from` and `to` when given.
     */
    async history(sellerId: number, limit: number, offset: number, range?: { from: Date; to: Date }) {
      const [rows, [counted]] = range
        ? await Promise.all([
            historyPage(inRange(range)).execute({ sellerId, limit, offset }),
            historyCount(inRange(range)).execute({ sellerId }),
          ])
        : await Promise.all([
            reads().historyPage.execute({ sellerId, limit, offset }),
            reads().historyCount.execute({ sellerId }),
          ]);
      return {
        total: counted?.total ?? 0,
        rows: rows.map((row) => ({
          ...row,
          pending: Number(row.pending),
          available: Number(row.available),
          inPayout: Number(row.inPayout),
        })),
      };
    },

    /** Every entry of an account's transfers, for the console and the account's data export. */
    async entriesOf(holderId: number, limit: number) {
      return db
        .select({
          transferId: ledgerTransfers.id,
          cause: ledgerTransfers.cause,
          causeKey: ledgerTransfers.causeKey,
          orderId: ledgerTransfers.orderId,
          payoutId: ledgerTransfers.payoutId,
          account: ledgerEntries.account,
          amount: ledgerEntries.amount,
          currency: ledgerEntries.currency,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(eq(ledgerEntries.holderId, holderId))
        .orderBy(desc(ledgerEntries.id))
        .limit(limit);
    },

    /** The platform's revenue per UTC day since `from`: commission (net of refunds) and extras. */
    async revenuePerDay(region: Region, from: Date) {
      const rows = await db
        .select({
          day: sql<string>`to_char(date_trunc('day', ${ledgerTransfers.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
          commission: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.account} = 'commission'), 0)`,
          extras: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.account} = 'extras'), 0)`,
        })
        .from(ledgerTransfers)
        .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
        .where(and(eq(ledgerTransfers.region, region), sql`${ledgerTransfers.createdAt} >= ${from}`))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      return rows.map((row) => ({
        day: row.day,
        commission: Number(row.commission),
        extras: Number(row.extras),
      }));
    },

    async commissionRate(region: Region) {
      const [row] = await db.select().from(commissionRates).where(eq(commissionRates.region, region));
      return row!;
    },

    async setCommissionRate(region: Region, rate: { basisPoints: number; minimum: number }) {
      const [before] = await db
        .select()
        .from(commissionRates)
        .where(eq(commissionRates.region, region))
        .for('update');
      await db
        .update(commissionRates)
        .set({ ...rate, updatedAt: sql`now()` })
        .where(eq(commissionRates.region, region));
      return before!;
    },

    // ---- reconciliation (ledger.reconcile.ts) ----

    /** Transfers whose entries do not sum to zero. */
    unbalancedTransfers: () =>
      rowsOf<{ cause_key: string; sum: string }>(
        db,
        sql`
        select t.cause_key, coalesce(sum(e.amount), 0) as sum
        from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
        group by t.id having coalesce(sum(e.amount), 0) <> 0`,
      ),

    /** Sellers' balance rows that differ from the sum of their entries. */
    driftedBalances: () =>
      rowsOf<{ holder_id: number; account: string; currency: string; kept: string; summed: string }>(
        db,
        sql`
        with summed as (
          select holder_id, account, currency, sum(amount) as amount
          from ledger_entries where holder_id <> 0 group by 1, 2, 3)
        select coalesce(b.holder_id, s.holder_id) as holder_id, coalesce(b.account, s.account) as account,
               coalesce(b.currency, s.currency) as currency, coalesce(b.amount, 0) as kept,
               coalesce(s.amount, 0) as summed
        from ledger_balances b full join summed s
          on s.holder_id = b.holder_id and s.account = b.account and s.currency = b.currency
        where coalesce(b.amount, 0) <> coalesce(s.amount, 0)`,
      ),

    /** Per currency and account, the sum of all entries (the platform's balances among them). */
    totals: () =>
      rowsOf<{ currency: string; account: string; amount: string }>(
        db,
        sql`
        select currency, account, sum(amount) as amount from ledger_entries group by 1, 2`,
      ),

    /** Per cause, what moved the platform's cash (money in, refunds sent, payouts paid). */
    cashByCause: () =>
      rowsOf<{ currency: string; cause: string; amount: string; count: string }>(
        db,
        sql`
        select e.currency, t.cause, sum(e.amount) as amount, count(distinct t.id) as count
        from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
        where e.account = 'cash' group by 1, 2`,
      ),

    /** The payments the ledger booked as money in, with the amount booked. */
    bookedPayments: () =>
      rowsOf<{ payment_id: number; amount: string }>(
        db,
        sql`
        select t.payment_id, sum(e.amount) as amount
        from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
        where e.account = 'cash' and t.cause in ('sale', 'sale_paid_late', 'extras', 'extras_paid_late')
        group by t.payment_id`,
      ),

    /** The refunds the ledger booked as sent, by payment. */
    bookedRefunds: () =>
      rowsOf<{ payment_id: number; amount: string }>(
        db,
        sql`
        select t.payment_id, -sum(e.amount) as amount
        from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
        where e.account = 'cash' and t.cause = 'refund_sent' group by t.payment_id`,
      ),

    /** Each payout's movements: in payout (booked - resolved) and paid. */
    bookedPayouts: () =>
      rowsOf<{ payout_id: number; cause: string; amount: string }>(
        db,
        sql`
        select t.payout_id, t.cause, sum(e.amount) filter (where e.account = 'in_payout') as amount
        from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
        where t.payout_id is not null group by 1, 2`,
      ),

    async saveReconciliation(ok: boolean, differences: string[]) {
      await db.insert(ledgerReconciliations).values({ ok, differences });
    },

    async lastReconciliation() {
      const [row] = await db
        .select()
        .from(ledgerReconciliations)
        .orderBy(desc(ledgerReconciliations.id))
        .limit(1);
      return row;
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
