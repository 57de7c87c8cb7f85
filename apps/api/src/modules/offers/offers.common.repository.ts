import type { Region } from '@marketplace/contract';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { offers } from '../../db/schema/index.ts';

/** What the parts of the offers repository share (offers.repository.ts composes them). */

export type OfferRow = typeof offers.$inferSelect;

/**
 * What lists and an offer's detail show of its seller (never the hash, the e-mail or the bank
 * account): the accounts module's person summary.
 */
export interface SellerRow {
  id: number;
  type: 'person' | 'company';
  username: string;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  avatarKey: string | null;
}

/**
 * What offers read of accounts (docs/architecture.md, 'Modules and their faces'): the accounts
 * module depends on offers, so platform.ts hands these in (`accountReads`).
 */
export interface OffersReadsOfOthers {
  /** The person summary of the account `accountId` names (a correlated subquery), or null. */
  personOf: (accountId: SQLWrapper) => SQL<SellerRow | null>;
  /** The phone of the account `accountId` names, or null. */
  phoneOf: (accountId: SQLWrapper) => SQL<string | null>;
  countActiveWith: (
    db: Executor,
    region: Region,
    has: (accountId: SQLWrapper) => SQL<boolean>,
  ) => Promise<number>;
  activeIdsWith: (
    db: Executor,
    region: Region,
    has: (accountId: SQLWrapper) => SQL<boolean>,
    afterId: number,
    offset: number,
    limit: number,
  ) => Promise<{ id: number }[]>;
  activeCompaniesBy: (
    db: Executor,
    region: Region,
    weight: (accountId: SQLWrapper) => SQL<number>,
    limit: number,
  ) => Promise<
    {
      id: number;
      type: 'person' | 'company';
      username: string;
      companyName: string | null;
      avatarKey: string | null;
      weight: number;
    }[]
  >;
}
