import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { regionEnum } from './common.ts';

/**
 * How often each phrase was searched per edition and day, for the home page's popular searches
 * (docs/decisions/021). Nothing about who searched is kept: no account, no address, no session.
 * `display` is the phrase as typed (trimmed, spaces collapsed, lower-cased); `phrase` is its
 * accent-folded key (`immutable_unaccent(display)`), so 'rower górski' and 'rower gorski' count together.
 */
export const searchPhraseCounts = pgTable(
  'search_phrase_counts',
  {
    region: regionEnum('region').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    display: text('display').notNull(),
    phrase: text('phrase').notNull(),
    searches: integer('searches').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.region, t.day, t.display] })],
);

/**
 * How many offers of each category are published, kept by statement triggers on offers (migration
 * 0008_search_counts_and_vocabulary, docs/decisions/025), so a search with no criterion but the category counts its
 * matches and facets without reading every offer. Expiry and promotion depend on the time and are
 * subtracted and counted at query time.
 */
export const offerCategoryCounts = pgTable(
  'offer_category_counts',
  {
    region: regionEnum('region').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    published: integer('published').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.region, t.categoryId] })],
);

/**
 * The words of published offers' titles per edition (accent-folded, lower-cased), the vocabulary a
 * misspelt search word is corrected against (docs/decisions/026). Added by a statement trigger on
 * offers (migration 0008_search_counts_and_vocabulary); words no published title has any more are pruned daily.
 * Its trigram index is created in SQL.
 */
export const searchTitleWords = pgTable(
  'search_title_words',
  {
    region: regionEnum('region').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.region, t.word] })],
);
