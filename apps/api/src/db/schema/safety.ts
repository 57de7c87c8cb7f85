import { SCAM_RULE_KINDS, SCAM_RULE_MATCHES } from '@marketplace/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, regionEnum, updatedAt } from './common.ts';

/** Scam rules of an edition (decision 132): what a first message is checked against. */
export const scamRules = pgTable(
  'scam_rules',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: SCAM_RULE_KINDS }).notNull(),
    match: text('match', { enum: SCAM_RULE_MATCHES }).notNull(),
    pattern: text('pattern').notNull(),
    testSentenceEn: text('test_sentence_en').notNull(),
    testSentencePl: text('test_sentence_pl').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('scam_rules_region_idx').on(t.region, t.id)],
);

/** Registrable domains whose links always warn (decision 132); `region` 'both' counts in either edition. */
export const blockedDomains = pgTable(
  'blocked_domains',
  {
    id: serial('id').primaryKey(),
    region: text('region', { enum: ['us', 'pl', 'both'] }).notNull(),
    domain: text('domain').notNull(),
    note: text('note').notNull().default(''),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('blocked_domains_region_domain_key').on(t.region, t.domain),
    index('blocked_domains_domain_idx').on(t.domain),
    check('blocked_domains_region_check', sql`${t.region} in ('us', 'pl', 'both')`),
  ],
);
