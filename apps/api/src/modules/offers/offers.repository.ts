import type { Executor } from '../../db/client.ts';
import type { OffersReadsOfOthers } from './offers.common.repository.ts';
import { createOfferCounts } from './offers.counts.repository.ts';
import { createOfferImages } from './offers.images.repository.ts';
import { createOfferLifecycle } from './offers.lifecycle.repository.ts';
import { createOfferLists } from './offers.lists.repository.ts';
import { createOfferPage } from './offers.page.repository.ts';
import { createOfferReviews } from './offers.review.repository.ts';
import { createOfferRows } from './offers.rows.repository.ts';
import { createOfferStock } from './offers.stock.repository.ts';

// The parts' names as callers knew them when the repository was one file.
export type { OfferRow, OffersReadsOfOthers } from './offers.common.repository.ts';
export type {
  OfferListFields,
  OfferListRow,
  OfferStatusFilter,
  OwnOfferListRow,
  OwnReviewFields,
} from './offers.lists.repository.ts';
export type { OfferDetailRow, OfferPageRow, OfferSellerRow } from './offers.page.repository.ts';
export { createOfferRowReads, offerIdsOfAccountSql } from './offers.rows.repository.ts';

/**
 * The offers module's repository: its parts by concern, under one object, each method named once
 * across them (a later part would silently replace an earlier one's method of the same name).
 */
export function createOffersRepository(db: Executor, reads: OffersReadsOfOthers) {
  return {
    ...createOfferRows(db),
    ...createOfferPage(db, reads),
    ...createOfferImages(db),
    ...createOfferLists(db, reads),
    ...createOfferStock(db),
    ...createOfferLifecycle(db),
    ...createOfferCounts(db, reads),
    ...createOfferReviews(db),
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
