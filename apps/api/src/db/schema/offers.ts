import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, files } from './accounts.ts';
import { categories } from './categories.ts';
import {
  createdAt,
  deliveryMethodEnum,
  money,
  offerStatusEnum,
  offerTypeEnum,
  periodEnum,
  priceVariantEnum,
  regionEnum,
  updatedAt,
} from './common.ts';

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    region: regionEnum('region').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    type: offerTypeEnum('type').notNull(),
    status: offerStatusEnum('status').notNull().default('draft'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    attributes: jsonb('attributes').$type<Record<string, string | number | null>>().notNull().default({}),
    /** Product and real-estate price in minor units; currency follows the region. */
    priceAmount: money('price_amount'),
    quantity: integer('quantity'),
    priceVariant: priceVariantEnum('price_variant'),
    priceFrom: money('price_from'),
    priceTo: money('price_to'),
    period: periodEnum('period'),
    showSalary: boolean('show_salary'),
    salaryFrom: money('salary_from'),
    salaryTo: money('salary_to'),
    deliveryMethod: deliveryMethodEnum('delivery_method'),
    deliveryPrice: money('delivery_price'),
    /**
     * A product's lowest price a buyer may propose, in minor units, below the asking price; null
     * takes the default, half the price (docs/decisions/101). Private to the seller.
     */
    proposalFloor: money('proposal_floor'),
    hideLocation: boolean('hide_location').notNull().default(false),
    /**
     * Whether others see the street and the exact pin, or only the town and an area of about 1 km
     * (docs/decisions/082); null: the default for the seller and the type (`defaultShowExactAddress`).
     */
    showExactAddress: boolean('show_exact_address'),
    street: text('street'),
    apartmentNumber: text('apartment_number'),
    city: text('city'),
    state: text('state'),
    postCode: text('post_code'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    highlightedUntil: timestamp('highlighted_until', { withTimezone: true }),
    extraPhotos: boolean('extra_photos').notNull().default(false),
    visits: integer('visits').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * Set while the offer is closed because an administrator blocked its owner (decision 087): an
     * unblock publishes again the offers it closed, and only those.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * Safe to trade (decision 135): 'held' while the offer waits for an administrator's review
     * (its status stays 'draft'), 'rejected' once refused; null otherwise. Why: `reviewReason`
     * ('photo_matches_another_offer' or 'hold_word'), the word in `reviewRule`, the photos in `reviewMatch`.
     */
    reviewState: text('review_state', { enum: ['held', 'rejected'] }),
    reviewReason: text('review_reason', { enum: ['photo_matches_another_offer', 'hold_word'] }),
    reviewRule: text('review_rule'),
    reviewMatch: jsonb('review_match').$type<{ fileId: string; otherFileId: string; otherOfferId: number }>(),
    reviewRejectedReason: text('review_rejected_reason'),
    reviewHeldAt: timestamp('review_held_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The search document (`search_vector`, `search_title`), its trigger and the covering indexes the
  // search (the radius search's included) and the newest-offers lists read are created in SQL (migration 0007_search, docs/decisions/015):
  // drizzle cannot express INCLUDE columns, and leaving the columns out here keeps them out of every offer read.
  (t) => [
    // A seller's own offers per status, most recently changed first (the "my offers" list reads
    // one page along it instead of sorting all of them).
    index('offers_account_status_updated_idx').on(
      t.accountId,
      t.status,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('offers_category_idx').on(t.categoryId),
    // Lets the search pick a category's offers with an enumeration value (make = Toyota) from the
    // index instead of reading every offer of the category (docs/decisions/027).
    index('offers_attributes_idx').using('gin', t.attributes.op('jsonb_path_ops')),
    // Orders take pieces with a conditional update; this keeps the stock from going below zero
    // whatever a future query does (issue 15).
    check('offers_quantity_not_negative', sql`${t.quantity} is null or ${t.quantity} >= 0`),
    check('offers_proposal_floor_positive', sql`${t.proposalFloor} is null or ${t.proposalFloor} > 0`),
    check(
      'offers_review_state_known',
      sql`${t.reviewState} is null or ${t.reviewState} in ('held', 'rejected')`,
    ),
    // The console's review queue: held offers of an edition, newest first.
    index('offers_review_held_idx')
      .on(t.region, t.reviewHeldAt.desc(), t.id.desc())
      .where(sql`${t.reviewState} = 'held'`),
  ],
);

export const offerImages = pgTable(
  'offer_images',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.fileId] }),
    index('offer_images_offer_idx').on(t.offerId, t.position),
  ],
);
