import { bigint, pgEnum, timestamp } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_TYPES,
  DELIVERY_METHODS,
  OFFER_STATUSES,
  OFFER_TYPES,
  PERIODS,
  PRICE_VARIANTS,
  REGIONS,
} from '@marketplace/contract';

/** Every market table carries its edition; a query always filters by it (docs/decisions/003). */
export const regionEnum = pgEnum('region', REGIONS);
export const accountTypeEnum = pgEnum('account_type', ACCOUNT_TYPES);
export const offerTypeEnum = pgEnum('offer_type', OFFER_TYPES);
export const offerStatusEnum = pgEnum('offer_status', OFFER_STATUSES);
export const deliveryMethodEnum = pgEnum('delivery_method', DELIVERY_METHODS);
export const priceVariantEnum = pgEnum('price_variant', PRICE_VARIANTS);
export const periodEnum = pgEnum('period', PERIODS);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An amount of money in minor units: bigint, read as a JavaScript number (the contract's bounds
 * keep every amount a safe integer; decision 069).
 */
export const money = (name: string) => bigint(name, { mode: 'number' });
