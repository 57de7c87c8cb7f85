import { offers } from '../../db/schema/index.ts';

/**
 * The offers table as the search module reads it. Search is a read model over offers (its own
 * tables are kept from offers by triggers, migration 0008), so offers export the table for its
 * statements to read, a read fragment as docs/architecture.md allows; only offers write it.
 */
export const offersReadModel = offers;
