import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { SAVED_SEARCH_ALERTS, type SavedSearchQuery } from '@marketplace/contract';
import { accounts } from './accounts.ts';
import { createdAt, money, regionEnum } from './common.ts';
import { offers } from './offers.ts';

/**
 * Saved searches (issue 28, decision 096). `query` is the body of `POST /api/search/offers` as the
 * search service read it; the other columns are what the matching of one new offer narrows the
 * candidates by in SQL (decision 097): the chosen category (null: every category), the price
 * bounds, and the lexemes of the phrase's required words (each must start a lexeme of the offer).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<SavedSearchQuery>().notNull(),
    alerts: text('alerts', { enum: SAVED_SEARCH_ALERTS }).notNull(),
    /** No foreign key: a category removed from the catalog leaves the search matching nothing. */
    categoryId: integer('category_id'),
    priceFrom: money('price_from'),
    priceTo: money('price_to'),
    terms: text('terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The longest of the terms (the most selective): candidates are found by it on an index. */
    firstTerm: text('first_term'),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_account_idx').on(t.accountId, t.id),
    // Candidates of an offer (decision 097): searches with a phrase by their first term among the
    // offer's lexeme prefixes; those without one by their category (or none).
    index('saved_searches_first_term_idx').on(t.region, t.firstTerm),
    index('saved_searches_no_phrase_idx')
      .on(t.region, t.categoryId)
      .where(sql`${t.firstTerm} is null`),
  ],
);

/** Which saved searches an offer matched, and when: the new-match counts read it. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.offerId] })],
);

/**
 * One alert per account and offer, whatever number of its searches the offer matched: the key
 * that keeps a second e-mail about one offer from ever being sent. `mailedAt` is set when the
 * instant e-mail is queued, or when the daily digest that lists it is.
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    region: regionEnum('region').notNull(),
    savedSearchName: text('saved_search_name').notNull(),
    offerTitle: text('offer_title').notNull(),
    alerts: text('alerts', { enum: ['instant', 'daily'] }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.offerId] }),
    index('saved_search_alerts_digest_idx')
      .on(t.accountId)
      .where(sql`${t.mailedAt} is null`),
  ],
);
