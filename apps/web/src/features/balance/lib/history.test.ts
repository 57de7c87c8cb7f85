import { describe, expect, it } from 'vitest';
import { historyItem } from '../test/balance-fixtures.ts';
import { historyFigure, movementsOf, netOf } from './history.ts';

describe('history lines', () => {
  it('a sale: signed, what reached pending; the gross less the commission', () => {
    const sale = historyItem({ kind: 'sale', gross: 2_500, commission: 125, pending: 2_375 });
    expect(historyFigure(sale)).toEqual({ amount: 2_375, signed: true });
    expect(netOf(sale)).toBe(2_375);
    expect(movementsOf(sale)).toEqual([{ balance: 'pending', amount: 2_375 }]);
  });

  it('a refund: signed, taken from pending and available together', () => {
    const refund = historyItem({
      kind: 'refund',
      gross: 2_000,
      commission: 100,
      pending: -900,
      available: -1_000,
    });
    expect(historyFigure(refund)).toEqual({ amount: -1_900, signed: true });
    expect(netOf(refund)).toBe(1_900);
    expect(movementsOf(refund)).toEqual([
      { balance: 'pending', amount: -900 },
      { balance: 'available', amount: -1_000 },
    ]);
  });

  it('releases and payouts: the amount that moved, unsigned', () => {
    const common = { gross: null, commission: null };
    expect(
      historyFigure(historyItem({ ...common, kind: 'release', pending: -2_375, available: 2_375 })),
    ).toEqual({
      amount: 2_375,
      signed: false,
    });
    expect(
      historyFigure(
        historyItem({ ...common, kind: 'payout', pending: 0, available: -5_000, inPayout: 5_000 }),
      ),
    ).toEqual({ amount: 5_000, signed: false });
    expect(
      historyFigure(historyItem({ ...common, kind: 'payoutPaid', pending: 0, inPayout: -5_000 })),
    ).toEqual({
      amount: 5_000,
      signed: false,
    });
    const failed = historyItem({
      ...common,
      kind: 'payoutFailed',
      pending: 0,
      available: 5_000,
      inPayout: -5_000,
    });
    expect(historyFigure(failed)).toEqual({ amount: 5_000, signed: false });
    expect(netOf(failed)).toBeNull();
  });
});
