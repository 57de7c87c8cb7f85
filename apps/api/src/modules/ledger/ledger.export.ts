import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerEntries, ledgerTransfers } from '../../db/schema/index.ts';

/**
 * What the ledger hands to "Download my data" (decision 127): the account's own ledger lines, each
 * with its transfer's cause, order or payout (amounts as credits to the account: positive is owed to it).
 */
export function createLedgerExport(db: Executor) {
  return {
    async ledgerOfAccountForExport(accountId: number, afterId: number, limit: number) {
      const rows = await db
        .select({
          id: ledgerEntries.id,
          account: ledgerEntries.account,
          amount: ledgerEntries.amount,
          currency: ledgerEntries.currency,
          cause: ledgerTransfers.cause,
          orderId: ledgerTransfers.orderId,
          payoutId: ledgerTransfers.payoutId,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(and(eq(ledgerEntries.holderId, accountId), gt(ledgerEntries.id, afterId)))
        .orderBy(asc(ledgerEntries.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, amount: row.amount === 0 ? 0 : -row.amount }));
    },
  };
}

export type LedgerExport = ReturnType<typeof createLedgerExport>;
