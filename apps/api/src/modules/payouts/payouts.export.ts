import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payouts } from '../../db/schema/index.ts';

/** What the payouts module hands to "Download my data" (decision 127): the account's payouts. */
export function createPayoutsExport(db: Executor) {
  return {
    payoutsOfAccountForExport(accountId: number, afterId: number, limit: number) {
      return db
        .select({
          id: payouts.id,
          amount: payouts.amount,
          currency: payouts.currency,
          status: payouts.status,
          requestedBy: payouts.requestedBy,
          destination: payouts.destination,
          failureReason: payouts.failureReason,
          createdAt: payouts.createdAt,
          paidAt: payouts.paidAt,
          failedAt: payouts.failedAt,
        })
        .from(payouts)
        .where(and(eq(payouts.accountId, accountId), gt(payouts.id, afterId)))
        .orderBy(asc(payouts.id))
        .limit(limit);
    },
  };
}

export type PayoutsExport = ReturnType<typeof createPayoutsExport>;
