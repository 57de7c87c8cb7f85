import { describe, expect, it } from 'vitest';
import { containsPhrase, foldText, NEAR_SAME_TITLE, titleSimilarity } from './text-match.ts';

describe('text matching of Safe to trade (decision 135)', () => {
  it('folds case, accents (Polish ł too) and punctuation', () => {
    expect(foldText('  Przedpłata — ŻÓŁĆ!  Crème ')).toBe('przedplata zolc creme');
  });

  it('finds a phrase as whole words only', () => {
    const text = foldText('Pay by Western-Union, please');
    expect(containsPhrase(text, foldText('western union'))).toBe(true);
    expect(containsPhrase(foldText('Westernunion'), 'western union')).toBe(false);
    expect(containsPhrase(foldText('scampi for sale'), 'scam')).toBe(false);
    expect(containsPhrase(text, '')).toBe(false);
  });

  it('measures titles as pg_trgm does: the same words alike, other things not', () => {
    expect(titleSimilarity('Vintage Peugeot bicycle', 'vintage  PEUGEOT bicycle!')).toBe(1);
    expect(titleSimilarity('Vintage Peugeot bicycle', 'Vintage Peugeot bicycles')).toBeGreaterThanOrEqual(
      NEAR_SAME_TITLE,
    );
    expect(titleSimilarity('Vintage Peugeot bicycle', 'Spare wheels and a pump')).toBeLessThan(
      NEAR_SAME_TITLE,
    );
  });
});
