import type { Region } from '@marketplace/contract';

/** A search phrase split into what the database matches (docs/decisions/015). */
export interface ParsedPhrase {
  /** Lower-cased words every hit must contain, the last letters typed or not (prefix match). */
  words: string[];
  /** Words written with a leading minus: hits must not contain them. */
  excluded: string[];
}

/** Words of a phrase that count; more are ignored (a query is not a document). */
const MAX_WORDS = 8;

/**
 * Polish has no stop-word list in PostgreSQL's 'simple' configuration, so the short words that
 * carry no meaning in a search ('rower dla dziecka') are dropped from the query side here.
 */
const POLISH_STOP_WORDS = new Set([
  'a',
  'i',
  'o',
  'u',
  'w',
  'z',
  'we',
  'ze',
  'na',
  'do',
  'dla',
  'od',
  'po',
  'za',
  'ku',
  'bez',
  'przy',
  'pod',
  'nad',
  'lub',
  'oraz',
  'się',
]);

/**
 * The stop words of PostgreSQL's 'english' configuration (tsearch_data/english.stop), which the US
 * edition's documents and queries leave out: a US phrase of nothing but these would match nothing,
 * so it searches like no phrase at all.
 */
const ENGLISH_STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his ' +
    'himself she her hers herself it its itself they them their theirs themselves what which ' +
    'who whom this that these those am is are was were be been being have has had having do ' +
    'does did doing a an the and but if or because as until while of at by for with about ' +
    'against between into through during before after above below to from up down in out on ' +
    'off over under again further then once here there when where why how all any both each ' +
    'few more most other some such no nor not only own same so than too very s t can will ' +
    'just don should now'
  ).split(' '),
);

function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 1 || /\p{N}/u.test(word));
}

/**
 * Splits a phrase the way web search boxes do: words separated by anything that is not a letter or
 * a digit, all required; `-word` excludes. Single letters are dropped (they would match as a prefix
 * of almost everything). Answers null when nothing searchable is left (in the US edition, when
 * only stop words are).
 */
export function parsePhrase(phrase: string, region: Region): ParsedPhrase | null {
  const words: string[] = [];
  const excluded: string[] = [];
  for (const token of phrase.normalize('NFKC').toLowerCase().split(/\s+/)) {
    if (token.length > 1 && token.startsWith('-')) excluded.push(...wordsOf(token.slice(1)));
    else words.push(...wordsOf(token));
  }
  const meaningful = region === 'pl' ? words.filter((word) => !POLISH_STOP_WORDS.has(word)) : words;
  const required = [...new Set(meaningful.length > 0 ? meaningful : words)].slice(0, MAX_WORDS);
  if (required.length === 0) return null;
  if (region === 'us' && required.every((word) => ENGLISH_STOP_WORDS.has(word))) return null;
  return { words: required, excluded: [...new Set(excluded)].slice(0, MAX_WORDS) };
}

/** Words long enough for trigram similarity to mean something (shorter ones match too much). */
export const MIN_TYPO_TOLERANT_WORD = 4;

export function isTypoTolerant(word: string): boolean {
  return [...word].length >= MIN_TYPO_TOLERANT_WORD;
}

/**
 * Edits between two words (optimal string alignment: an insertion, deletion, substitution or swap
 * of two neighbouring letters is one edit), counted in code points; stops early once above `max`
 * (answering max + 1). A correction this close to a misspelt word outranks the others (decision 121).
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[y.length]!, max + 1);
}

export const POPULAR_PHRASE_MIN = 2;
export const POPULAR_PHRASE_MAX = 60;

/**
 * The form in which a searched phrase is counted for the popular list: trimmed, spaces collapsed,
 * lower-cased, 2 to 60 characters. Phrases that look like personal data (an e-mail address, a phone
 * number, a link) are never counted: null.
 */
export function popularPhraseOf(phrase: string): string | null {
  const display = phrase.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  const length = [...display].length;
  if (length < POPULAR_PHRASE_MIN || length > POPULAR_PHRASE_MAX) return null;
  if (display.includes('@') || /https?:|www\./.test(display)) return null;
  if (/(\d[\s().+-]*){7,}/.test(display)) return null;
  return display;
}
