import type { Region } from '@marketplace/contract';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { accounts } from '../../apps/api/src/db/schema/index.ts';
import {
  bookPayout,
  bookPayoutPaid,
  bookSale,
  createLedgerRepository,
  releaseSale,
} from '../../apps/api/src/modules/ledger/index.ts';

/** A busy seller's year: the balance and history reads then sum and page this many transfers. */
const SALES = 600;
const SALES_PER_PAYOUT = 25;
/** Above the ids of real orders and payouts, so no cause key meets one of theirs. */
const FIRST_ID = 1_000_000_000;

/**
 * Books a busy seller's sales (each paid, most released), and a payout every 25 sales, on the
 * ledger of the account the signed-in endpoints are loaded as, through the ledger's own functions.
 * The demo data gives it only a few transfers, and the balance and history reads cost what the
 * seller's transfers make them cost. Once per database: a second run finds them booked.
 */
export async function bookSellerHistory(url: string, region: Region, username: string): Promise<number> {
  const database = await openDatabase(url);
  try {
    const [seller] = await database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.region, region), eq(accounts.username, username)));
    if (!seller) throw new Error(`No account ${username} in ${region}`);
    const sellerId = seller.id;
    await database.db.transaction(async (tx) => {
      const scope = { ledger: createLedgerRepository(tx) };
      let unpaid = 0;
      for (let index = 0; index < SALES; index++) {
        const orderId = FIRST_ID + index;
        const amount = 1_500 + ((index * 7919) % 40_000);
        const commission = Math.max(50, Math.round(amount * 0.05));
        const booked = await bookSale(scope, {
          region,
          orderId,
          paymentId: orderId,
          sellerId,
          amount,
          commission,
        });
        if (!booked) return; // booked by an earlier run
        // The last few still wait for their buyers.
        if (index >= SALES - 5) continue;
        await releaseSale(scope, { region, orderId, sellerId });
        unpaid += amount - commission;
        if ((index + 1) % SALES_PER_PAYOUT === 0) {
          const payout = { region, payoutId: orderId, sellerId, amount: unpaid };
          await bookPayout(scope, payout);
          await bookPayoutPaid(scope, payout);
          unpaid = 0;
        }
      }
    });
    // Fresh statistics, as autovacuum would gather them: with none, the planner takes the seller's
    // new rows for one and picks nested loops that read them all once per row.
    await database.db.execute(sql`analyze ledger_transfers, ledger_entries, ledger_balances`);
    return sellerId;
  } finally {
    await database.close();
  }
}
