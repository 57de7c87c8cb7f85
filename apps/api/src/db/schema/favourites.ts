import { index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt } from './common.ts';
import { offers } from './offers.ts';

export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_account_offer_key').on(t.accountId, t.offerId),
    index('favourites_offer_idx').on(t.offerId),
  ],
);
