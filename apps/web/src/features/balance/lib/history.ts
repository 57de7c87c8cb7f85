import type { BalanceHistoryItemDto } from '@marketplace/contract';

/** The seller's balances a history line may move, in the order the screen lists them. */
export const BALANCES = ['pending', 'available', 'inPayout'] as const;
export type BalanceName = (typeof BALANCES)[number];

/** The balances a line moved, with the signed change of each (those it left alone are left out). */
export function movementsOf(item: BalanceHistoryItemDto): { balance: BalanceName; amount: number }[] {
  return BALANCES.filter((balance) => item[balance] !== 0).map((balance) => ({
    balance,
    amount: item[balance],
  }));
}

/**
 * The one figure a history line stands for. A sale and a refund change what the seller has: their
 * figure is signed (pending and available together). The rest move money between the seller's
 * balances or to the bank, and read as an amount with the line's text: what became available (a
 * release), what left for the bank (a payout), what reached it (paid), what came back (failed).
 */
export function historyFigure(item: BalanceHistoryItemDto): { amount: number; signed: boolean } {
  switch (item.kind) {
    case 'sale':
    case 'refund':
      return { amount: item.pending + item.available, signed: true };
    case 'release':
    case 'payoutFailed':
      return { amount: Math.abs(item.available), signed: false };
    case 'payout':
    case 'payoutPaid':
      return { amount: Math.abs(item.inPayout), signed: false };
  }
}

/** What the seller receives of a sale (or gives back of a refund): the gross less the commission. */
export function netOf(item: Pick<BalanceHistoryItemDto, 'gross' | 'commission'>): number | null {
  return item.gross === null ? null : item.gross - (item.commission ?? 0);
}
