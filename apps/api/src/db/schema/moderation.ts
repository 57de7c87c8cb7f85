import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, regionEnum } from './common.ts';

/**
 * Words and phrases that hold an offer for review when its title or description names them
 * (decision 135), per edition; `normalised` (lower case, no accents, single spaces) is what is matched.
 */
export const holdWords = pgTable(
  'hold_words',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    phrase: text('phrase').notNull(),
    normalised: text('normalised').notNull(),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('hold_words_region_normalised_key').on(t.region, t.normalised)],
);
