import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderProducts, orders } from '../../db/schema/index.ts';

/**
 * What the orders module hands to "Download my data" (decision 077): the orders an account bought
 * or sold, one page at a time, with their products, as the order's page shows them to that party
 * (the shipping address included: the seller sees it too). Never the idempotency key or request hash.
 */
export function createOrdersExport(db: Executor) {
  return {
    async ordersOfAccountForExport(accountId: number, afterId: number, limit: number) {
      const rows = await db
        .select()
        .from(orders)
        .where(and(or(eq(orders.buyerId, accountId), eq(orders.sellerId, accountId)), gt(orders.id, afterId)))
        .orderBy(asc(orders.id))
        .limit(limit);
      if (rows.length === 0) return [];
      const products = await db
        .select()
        .from(orderProducts)
        .where(
          inArray(
            orderProducts.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderProducts.id));
      return rows.map((o) => ({
        id: o.id,
        role: o.buyerId === accountId ? ('buyer' as const) : ('seller' as const),
        buyerId: o.buyerId,
        sellerId: o.sellerId,
        status: o.status,
        amount: o.amount,
        currency: o.currency,
        shippingAddress: o.shipCity
          ? {
              street: o.shipStreet,
              apartmentNumber: o.shipApartmentNumber,
              city: o.shipCity,
              state: o.shipState,
              postCode: o.shipPostCode,
            }
          : null,
        shipmentLink: o.shipmentLink,
        dispute: o.disputedAt ? { description: o.disputeDescription, disputedAt: o.disputedAt } : null,
        paymentId: o.paymentId,
        createdAt: o.createdAt,
        paidAt: o.paidAt,
        confirmedAt: o.confirmedAt,
        completedAt: o.completedAt,
        canceledAt: o.canceledAt,
        refundedAt: o.refundedAt,
        products: products
          .filter((product) => product.orderId === o.id)
          .map((product) => ({
            offerId: product.offerId,
            title: product.title,
            unitPrice: product.unitPrice,
            quantity: product.quantity,
            deliveryMethod: product.deliveryMethod,
            deliveryPrice: product.deliveryPrice,
          })),
      }));
    },
  };
}

export type OrdersExport = ReturnType<typeof createOrdersExport>;
