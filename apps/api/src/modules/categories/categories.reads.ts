import type { Region } from '@marketplace/contract';
import { sql, type SQL } from 'drizzle-orm';
import { categories } from '../../db/schema/index.ts';

/**
 * The words of the edition's category names as a `select word …` the caller embeds in its own
 * statement (search's vocabulary, docs/decisions/026): three or more characters, not only digits,
 * accent-folded and lower-cased, like the words of the titles.
 */
export const categoryNameWords = (region: Region): SQL =>
  sql`select words.word from ${categories}, unnest(tsvector_to_array(to_tsvector('simple', immutable_unaccent(lower(${categories.name}))))) as words (word)
    where ${categories.region} = ${region} and length(words.word) >= 3 and words.word !~ '^[0-9]+$'`;
