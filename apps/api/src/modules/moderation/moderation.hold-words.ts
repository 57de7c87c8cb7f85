import type { Region } from '@marketplace/contract';
import type { Executor } from '../../db/client.ts';
import { containsPhrase, foldText } from '../../shared/text-match.ts';
import { createModerationRepository } from './moderation.repository.ts';

/**
 * The word or phrase of the edition's hold list that the texts name, whole words in any case and
 * with or without accents (decision 135), or null. app.ts hands it to the offers module, which
 * asks it before publishing (offers cannot import this module, which reads offers).
 */
export function createHoldWordIn(db: Executor) {
  const repository = createModerationRepository(db);
  return async (region: Region, texts: readonly string[]): Promise<string | null> => {
    const words = await repository.holdWordsOf(region);
    if (words.length === 0) return null;
    const folded = texts.map(foldText);
    const found = words.find((word) => folded.some((text) => containsPhrase(text, word.normalised)));
    return found?.phrase ?? null;
  };
}
