import type { OrderStatus, Region } from '@marketplace/contract';
import { and, asc, count, desc, eq, gt, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withUniqueViolations } from '../../db/errors.ts';
import { orderProducts, orders } from '../../db/schema/index.ts';
import { storedImageOf, type StoredImage } from '../files/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderProductRow = typeof orderProducts.$inferSelect & {
  image: StoredImage | null;
  /** Read with the order's record (the lists and the detail), not by `productsOf`. */
  reviewed?: boolean;
};

/** The two sides of an order as its detail shows them. */
export interface OrderParties {
  seller: { id: number; username: string; email: string; phone: string | null };
  buyer: { id: number; username: string; phone: string | null };
}

/** An order with both sides' contacts and its products, as the lists and the detail read it. */
export type OrderRecord = OrderRow & OrderParties & { products: OrderProductRow[] };

/** A second order under a buyer's idempotency key: the first one stands. */
export class IdempotencyKeyTakenError extends Error {
  override name = 'IdempotencyKeyTakenError';
}

/** The first key of the buyers' advisory locks (the second is the buyer's id). */
const BUYER_LOCK = 7_401_601;

/**
 * What the orders repository reads of a module that depends on orders (so orders cannot import
 * it): app.ts hands in the owner's fragment.
 */
export interface OrdersReadsOfOthers {
  /** Whether the order's product has its review (the reviews module's `orderProductReviewed`). */
  productReviewed: (orderProductId: SQLWrapper) => SQL<boolean>;
  /** An account with its contacts (the accounts module's `accountReads.partyOf`). */
  partyOf: (
    accountId: SQLWrapper,
  ) => SQL<{ id: number; username: string; email: string; phone: string | null } | null>;
}

/** An order's products with their photo, in the order they were added, as JSON in the same row. */
const productsJson = (others: OrdersReadsOfOthers) => sql<OrderProductRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', op.id, 'orderId', op.order_id, 'offerId', op.offer_id, 'title', op.title,
    'imageFileId', op.image_file_id, 'unitPrice', op.unit_price, 'quantity', op.quantity,
    'deliveryMethod', op.delivery_method, 'deliveryPrice', op.delivery_price,
    'priceProposalId', op.price_proposal_id,
    'reviewed', ${others.productReviewed(sql`op.id`)},
    'image', ${storedImageOf(sql`op.image_file_id`)}
  ) order by op.id)
  from order_products op
  where op.order_id = "orders"."id"), '[]'::json)`;

const recordColumns = (others: OrdersReadsOfOthers) => ({
  order: orders,
  // Drizzle leaves the columns of a one-table select unqualified, so the subqueries name them in full.
  seller: others.partyOf(sql.raw('"orders"."seller_id"')),
  buyer: others.partyOf(sql.raw('"orders"."buyer_id"')),
  products: productsJson(others),
});

type Party = { id: number; username: string; email: string; phone: string | null };
type RecordRow = { order: OrderRow; products: OrderProductRow[]; seller: Party | null; buyer: Party | null };

// Both parties are required references to accounts, which are never deleted; the buyer's e-mail is not the seller's to see.
const toRecord = (row: RecordRow): OrderRecord => ({
  ...row.order,
  seller: row.seller!,
  buyer: { id: row.buyer!.id, username: row.buyer!.username, phone: row.buyer!.phone },
  products: row.products,
});

/** Orders with their parties and products: one statement for a page or an order, however many products. */
function recordQueries(db: Executor, others: OrdersReadsOfOthers) {
  const select = () =>
    db.select({ ...recordColumns(others), total: sql<number>`(count(*) over ())::int` }).from(orders);
  const page = (party: typeof orders.buyerId | typeof orders.sellerId, name: string) =>
    select()
      .where(and(eq(party, sql.placeholder('accountId')), eq(orders.region, sql.placeholder('region'))))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  return {
    buyer: page(orders.buyerId, 'orders_bought_page'),
    seller: page(orders.sellerId, 'orders_sold_page'),
    byId: select()
      .where(eq(orders.id, sql.placeholder('id')))
      .prepare('order_record'),
  };
}

export function createOrdersRepository(db: Executor, others: OrdersReadsOfOthers) {
  // Built once per repository (and prepared once per connection on PostgreSQL), on first use.
  let statements: ReturnType<typeof recordQueries> | undefined;
  const queries = () => (statements ??= recordQueries(db, others));

  return {
    async insert(values: typeof orders.$inferInsert): Promise<OrderRow> {
      const [row] = await withUniqueViolations(db.insert(orders).values(values).returning(), (constraint) =>
        constraint === 'orders_buyer_idempotency_key' ? new IdempotencyKeyTakenError() : undefined,
      );
      return row!;
    },

    async insertProducts(values: (typeof orderProducts.$inferInsert)[]): Promise<void> {
      if (values.length > 0) await db.insert(orderProducts).values(values);
    },

    async findById(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /** The order locked for the rest of the transaction: its transitions are decided one at a time. */
    async findForUpdate(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    async findByIdempotencyKey(buyerId: number, key: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.buyerId, buyerId), eq(orders.idempotencyKey, key)));
      return row;
    },

    async findRecord(id: number): Promise<OrderRecord | undefined> {
      const [row] = await queries().byId.execute({ id });
      return row && toRecord(row);
    },

    /** One page of a buyer's or a seller's orders of the edition, newest first, with the count. */
    async page(
      side: 'buyer' | 'seller',
      accountId: number,
      region: Region,
      page: number,
      pageSize: number,
    ): Promise<{ rows: OrderRecord[]; total: number }> {
      const rows = await queries()[side].execute({
        accountId,
        region,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      if (rows.length > 0) return { rows: rows.map(toRecord), total: rows[0]!.total };
      // A page past the end has no row to carry the count.
      const party = side === 'buyer' ? orders.buyerId : orders.sellerId;
      const [total] = await db
        .select({ value: count() })
        .from(orders)
        .where(and(eq(party, accountId), eq(orders.region, region)));
      return { rows: [], total: total?.value ?? 0 };
    },

    /** The products of the orders, in the order they were added, with their photo. */
    async productsOf(orderIds: number[]): Promise<OrderProductRow[]> {
      if (orderIds.length === 0) return [];
      const rows = await db
        .select({
          product: orderProducts,
          image: storedImageOf(orderProducts.imageFileId),
        })
        .from(orderProducts)
        .where(inArray(orderProducts.orderId, orderIds))
        .orderBy(asc(orderProducts.id));
      return rows.map((row) => ({ ...row.product, image: row.image ?? null }));
    },

    /**
     * Moves an order from one of `from` to what `values` set, in one conditional update; the row
     * when it moved (so of two racing transitions exactly one wins).
     */
    async transition(
      id: number,
      from: readonly OrderStatus[],
      values: Partial<typeof orders.$inferInsert>,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
        .returning();
      return row;
    },

    async update(id: number, values: Partial<typeof orders.$inferInsert>): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(orders.id, id))
        .returning();
      return row;
    },

    /**
     * Makes the buyer's order writes wait for each other until this transaction ends (an advisory
     * lock keyed by the buyer), so what they hold is counted one order at a time.
     */
    async lockBuyer(buyerId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${BUYER_LOCK}, ${buyerId})`);
    },

    /** How many unpaid orders the buyer has, and how many pieces they hold together. */
    async unpaidHeldBy(buyerId: number): Promise<{ orders: number; pieces: number }> {
      const [row] = await db
        .select({
          orders: sql<number>`count(distinct ${orders.id})`.mapWith(Number),
          pieces: sql<number>`coalesce(sum(${orderProducts.quantity}), 0)`.mapWith(Number),
        })
        .from(orders)
        .leftJoin(orderProducts, eq(orderProducts.orderId, orders.id))
        .where(and(eq(orders.buyerId, buyerId), inArray(orders.status, ['not_paid', 'failed'])));
      return row ?? { orders: 0, pieces: 0 };
    },

    /** The pieces of each offer the buyer's unpaid orders hold (a new checkout replaces them, so may count them). */
    async piecesHeldUnpaid(buyerId: number, offerIds: number[]): Promise<Map<number, number>> {
      if (offerIds.length === 0) return new Map();
      const rows = await db
        .select({ offerId: orderProducts.offerId, pieces: sql<number>`sum(${orderProducts.quantity})::int` })
        .from(orderProducts)
        .innerJoin(orders, eq(orders.id, orderProducts.orderId))
        .where(
          and(
            eq(orders.buyerId, buyerId),
            inArray(orders.status, ['not_paid', 'failed']),
            inArray(orderProducts.offerId, offerIds),
          ),
        )
        .groupBy(orderProducts.offerId);
      return new Map(rows.map((row) => [row.offerId!, Number(row.pieces)]));
    },

    /**
     * The buyer's unpaid orders holding any of these offers, locked in id order (a checkout started
     * again replaces them, in its own transaction).
     */
    async unpaidHoldingForUpdate(buyerId: number, offerIds: number[]): Promise<OrderRow[]> {
      if (offerIds.length === 0) return [];
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.buyerId, buyerId),
            inArray(orders.status, ['not_paid', 'failed']),
            inArray(
              orders.id,
              db
                .select({ id: orderProducts.orderId })
                .from(orderProducts)
                .where(inArray(orderProducts.offerId, offerIds)),
            ),
          ),
        )
        .orderBy(asc(orders.id))
        .for('update');
    },

    /** What a seller has earned: the amounts of their completed orders, summed in numeric (decision 069). */
    async earnedBy(sellerId: number): Promise<number> {
      // Less what a partial refund of a dispute gave back (decision 085).
      const [row] = await db
        .select({
          value:
            sql<number>`coalesce(sum(${orders.amount} - coalesce(${orders.disputeRefundAmount}, 0)), 0)`.mapWith(
              Number,
            ),
        })
        .from(orders)
        .where(and(eq(orders.sellerId, sellerId), eq(orders.status, 'completed')));
      return row?.value ?? 0;
    },

    /**
     * The account's open orders (decision 078), as buyer or seller, oldest first: unpaid within
     * their deadline, paid, or confirmed; whether each is disputed.
     */
    async openOf(accountId: number, now: Date) {
      return db
        .select({
          id: orders.id,
          buyerId: orders.buyerId,
          disputed: sql<boolean>`${orders.disputedAt} is not null and ${orders.disputeDecidedAt} is null`,
        })
        .from(orders)
        .where(
          and(
            or(eq(orders.buyerId, accountId), eq(orders.sellerId, accountId)),
            or(
              inArray(orders.status, ['paid', 'confirmed']),
              and(inArray(orders.status, ['not_paid', 'failed']), gt(orders.paymentDueAt, now)),
            ),
          ),
        )
        .orderBy(asc(orders.id));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
