import type { Region } from '@marketplace/contract';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { joinedRead } from '../../db/joined-read.ts';
import { orderProducts, orders } from '../../db/schema/index.ts';

/**
 * What other modules read of orders, built here so only this module names its tables (docs/
 * architecture.md, 'Modules and the data they own'): fragments a caller embeds in its own
 * statement (one round trip), and reads run on the caller's executor.
 */

/** The bought product `orderProductId` names, as JSON ({ id, offerId, title }), or null. */
export const boughtProductOf = (
  orderProductId: SQLWrapper,
): SQL<{ id: number; offerId: number | null; title: string } | null> =>
  sql<{
    id: number;
    offerId: number | null;
    title: string;
  } | null>`(select json_build_object('id', op.id, 'offerId', op.offer_id, 'title', op.title)
    from ${orderProducts} op where op.id = ${orderProductId})`;

/**
 * The bought products as a joined read (db/joined-read.ts) named `alias`, on the one
 * `orderProductId` names: its id, offer and title, as `boughtProductOf` gives them.
 */
export function boughtProductJoin<Alias extends string>(
  db: Executor,
  alias: Alias,
  orderProductId: SQLWrapper,
) {
  const products = db
    .select({ id: orderProducts.id, offerId: orderProducts.offerId, title: orderProducts.title })
    .from(orderProducts)
    .as(alias);
  return joinedRead(products, eq(products.id, orderProductId));
}

/** A bought product with its order's parties and status (reviewing a purchase needs it). */
export async function boughtProductFactsOf(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: orderProducts.id,
      offerId: orderProducts.offerId,
      orderId: orders.id,
      region: orders.region,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      status: orders.status,
    })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .where(eq(orderProducts.id, id));
  return row;
}

/** The completed orders of the edition between two accounts (either side buying), as a subquery for `exists (…)`. */
export function completedOrdersBetween(db: Executor, a: number, b: number, region: Region) {
  return db
    .select({ one: sql`1` })
    .from(orders)
    .where(
      and(
        eq(orders.region, region),
        eq(orders.status, 'completed'),
        sql`((${orders.buyerId} = ${a} and ${orders.sellerId} = ${b})
              or (${orders.buyerId} = ${b} and ${orders.sellerId} = ${a}))`,
      ),
    );
}
