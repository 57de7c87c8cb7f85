import { describe, expect, it } from 'vitest';
import { editDistance, parsePhrase, popularPhraseOf } from './search.phrase.ts';

describe('parsePhrase', () => {
  it('splits words on anything but letters and digits, lower-cased', () => {
    expect(parsePhrase('  Apple iPhone-13, 128GB! ', 'us')).toEqual({
      words: ['apple', 'iphone', '13', '128gb'],
      excluded: [],
    });
  });

  it('takes words with a leading minus as exclusions', () => {
    expect(parsePhrase('bike -road -Kids', 'us')).toEqual({
      words: ['bike'],
      excluded: ['road', 'kids'],
    });
  });

  it('drops single letters but keeps single digits', () => {
    expect(parsePhrase('a iphone 8 s', 'us')).toEqual({ words: ['iphone', '8'], excluded: [] });
  });

  it('drops Polish function words unless nothing else is left', () => {
    expect(parsePhrase('rower dla dziecka z koszykiem', 'pl')?.words).toEqual([
      'rower',
      'dziecka',
      'koszykiem',
    ]);
    expect(parsePhrase('dla', 'pl')?.words).toEqual(['dla']);
    expect(parsePhrase('dla kids', 'us')?.words).toEqual(['dla', 'kids']);
  });

  it('keeps diacritics (the database folds them) and normalises compatibility forms', () => {
    expect(parsePhrase('Żółty ﬁlm', 'pl')?.words).toEqual(['żółty', 'film']);
  });

  it('answers null when nothing searchable is left', () => {
    expect(parsePhrase('!!! - a', 'us')).toBeNull();
    expect(parsePhrase('-bike', 'us')).toBeNull();
  });

  it('answers null for a US phrase of English stop words only, which the database would drop', () => {
    expect(parsePhrase('The', 'us')).toBeNull();
    expect(parsePhrase('what is it', 'us')).toBeNull();
    expect(parsePhrase('the bike', 'us')?.words).toEqual(['the', 'bike']);
    expect(parsePhrase('the', 'pl')?.words).toEqual(['the']);
  });

  it('keeps at most 8 distinct words', () => {
    expect(parsePhrase('one two three four five six seven eight nine one', 'us')?.words).toHaveLength(8);
    expect(parsePhrase('bike bike BIKE', 'us')?.words).toEqual(['bike']);
  });
});

describe('popularPhraseOf', () => {
  it('trims, collapses spaces and lower-cases', () => {
    expect(popularPhraseOf('  Rower   GÓRSKI ')).toBe('rower górski');
  });

  it('refuses phrases that are too short or too long', () => {
    expect(popularPhraseOf('a')).toBeNull();
    expect(popularPhraseOf('ab')).toBe('ab');
    expect(popularPhraseOf('x'.repeat(61))).toBeNull();
  });

  it('refuses phrases that look like personal data', () => {
    expect(popularPhraseOf('anna@example.com')).toBeNull();
    expect(popularPhraseOf('call +48 600-100-200')).toBeNull();
    expect(popularPhraseOf('555 123 4567')).toBeNull();
    expect(popularPhraseOf('www.example.com')).toBeNull();
    expect(popularPhraseOf('https://example.com/x')).toBeNull();
    expect(popularPhraseOf('iphone 13 128gb')).toBe('iphone 13 128gb');
  });
});

describe('editDistance', () => {
  it('counts an insertion, deletion, substitution or swap of neighbours as one edit', () => {
    expect(editDistance('cookwre', 'cookware')).toBe(1);
    expect(editDistance('cookware', 'cookwre')).toBe(1);
    expect(editDistance('iphnoe', 'iphone')).toBe(1);
    expect(editDistance('kuchnka', 'kuchenka')).toBe(1);
    expect(editDistance('rower', 'rowex')).toBe(1);
    expect(editDistance('żółty', 'zółty')).toBe(1);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('counts a word that only shares a prefix as far, and stops above max', () => {
    expect(editDistance('cookwre', 'cookbook')).toBe(4);
    expect(editDistance('cookwre', 'cook')).toBe(3);
    expect(editDistance('cookwre', 'cookbook', 1)).toBe(2);
    expect(editDistance('kuchnka', 'kucharz', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});
