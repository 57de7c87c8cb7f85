import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { reviews } from '../../db/schema/index.ts';

/**
 * What other modules read of reviews, built here so only this module names its tables: fragments
 * a caller embeds in its own statement (one round trip).
 */

/** Whether the order's product `orderProductId` has its review (an order lists it). */
export const orderProductReviewed = (orderProductId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists(select 1 from ${reviews} r where r.order_product_id = ${orderProductId} and r.target = 'order_product')`;
