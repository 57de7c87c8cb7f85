import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts.ts';
import { createdAt } from './common.ts';
import { offers } from './offers.ts';

/** The signed-in user's basket (decision 060): one line per offer, kept across devices. */
export const basketLines = pgTable(
  'basket_lines',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.offerId] }),
    index('basket_lines_offer_idx').on(t.offerId),
    check('basket_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
