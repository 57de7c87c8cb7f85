/**
 * Text comparisons of Safe to trade (decision 135): hold words matched as whole words in any case
 * and with or without accents, and near-same titles of one seller's offers.
 */

/** Letters that carry no combining accent to strip (Polish ł, German ß, Danish ø and the like). */
const PLAIN_LETTERS: Record<string, string> = { ł: 'l', ß: 'ss', ø: 'o', đ: 'd', æ: 'ae', œ: 'oe', ı: 'i' };

/** Lower case, no accents, every run of anything but letters and digits one space, trimmed. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[łßøđæœı]/g, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether the folded `text` holds the folded `phrase` as whole words. */
export function containsPhrase(foldedText: string, foldedPhrase: string): boolean {
  if (!foldedPhrase) return false;
  return ` ${foldedText} `.includes(` ${foldedPhrase} `);
}

/** pg_trgm's trigrams of a folded text: each word padded with two spaces before and one after. */
function trigrams(folded: string): Set<string> {
  const grams = new Set<string>();
  for (const word of folded.split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let index = 0; index + 3 <= padded.length; index += 1) grams.add(padded.slice(index, index + 3));
  }
  return grams;
}

/** pg_trgm's similarity of two texts (shared trigrams over all trigrams), after folding: 0 to 1. */
export function titleSimilarity(a: string, b: string): number {
  const [left, right] = [trigrams(foldText(a)), trigrams(foldText(b))];
  if (left.size === 0 || right.size === 0) return foldText(a) === foldText(b) ? 1 : 0;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** Two titles of one seller this similar name the same thing (decision 135). */
export const NEAR_SAME_TITLE = 0.8;
