import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
