import { PAYOUT_BLOCKERS } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/shared/lib/i18n.ts';
import { balanceDto } from '../test/balance-fixtures.ts';
import { blockerText } from './blocker.ts';
import { atEditionTime } from '#web/test/edition-time.ts';

const en = i18n.getFixedT('en');
const pl = i18n.getFixedT('pl');

describe('blockerText', () => {
  it('says nothing when a payout may run', () => {
    expect(blockerText(en, balanceDto({ blocker: null }), 'us')).toBeNull();
  });

  it('has a text of its own for every blocker, in both languages', () => {
    for (const language of [en, pl]) {
      const texts = PAYOUT_BLOCKERS.map((blocker) =>
        blockerText(language, balanceDto({ blocker, holdUntil: '2026-03-08T10:00:00.000Z' }), 'us'),
      );
      for (const [index, text] of texts.entries()) {
        expect(text, PAYOUT_BLOCKERS[index]).toBeTruthy();
        expect(text, PAYOUT_BLOCKERS[index]).not.toContain('balance.blockers');
        expect(text, PAYOUT_BLOCKERS[index]).not.toContain('{{');
      }
      expect(new Set(texts).size).toBe(PAYOUT_BLOCKERS.length);
    }
  });

  it("names the minimum and the available balance in the edition's money", () => {
    const balance = balanceDto({ blocker: 'belowMinimum', available: 550, minimum: 1_000 });
    expect(blockerText(en, balance, 'us')).toBe('Payouts start from $10; your available balance is $5.50.');
    expect(blockerText(pl, balance, 'pl')?.replace(/\s/g, ' ')).toBe(
      'Wypłaty są możliwe od 10 zł; dostępne środki to 5,50 zł.',
    );
  });

  it('names the debt as a positive amount', () => {
    const text = blockerText(en, balanceDto({ blocker: 'debt', available: -1_250 }), 'us');
    expect(text).toContain('$12.50 in debt');
    expect(text).not.toContain('-$12.50');
  });

  it('names the end of a payout-data hold as the edition writes dates', () => {
    // 10:30 in New York on the day its summer time starts (UTC-4) is 15:30 in Warsaw (UTC+1).
    const holdUntil = atEditionTime('us', 2026, 2, 8, 10, 30);
    const balance = balanceDto({ blocker: 'payoutDataHold', holdUntil });
    expect(blockerText(en, balance, 'us')).toContain('until 03-08-2026 10:30.');
    expect(blockerText(pl, balance, 'pl')).toContain('do 08-03-2026 15:30.');
  });
});
