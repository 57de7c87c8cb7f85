import type { OrderDto, OrderProductDto } from '@marketplace/contract';
import type { Storage } from '../../adapters/storage/storage.ts';
import { presentImage } from '../files/index.ts';
import type { OrderProductRow, OrderRecord, OrderRow } from './orders.repository.ts';

/** The shipping address an order was sent to, or null for pickup. */
function shippingAddress(order: OrderRow): OrderDto['shippingAddress'] {
  if (order.shipStreet === null) return null;
  return {
    street: order.shipStreet,
    apartmentNumber: order.shipApartmentNumber,
    city: order.shipCity,
    state: order.shipState,
    postCode: order.shipPostCode,
  };
}

/** Disputed by its buyer and not decided yet (decision 085): nothing completes it meanwhile. */
export function disputeOpen(order: Pick<OrderRow, 'disputedAt' | 'disputeDecidedAt'>): boolean {
  return order.disputedAt !== null && order.disputeDecidedAt === null;
}

/** What the order waits for next: its payment deadline, or its automatic completion. */
function validUntil(order: OrderRow): Date | null {
  if (order.status === 'not_paid' || order.status === 'failed') return order.paymentDueAt;
  if (order.status === 'confirmed' && !disputeOpen(order)) return order.completeDueAt;
  return null;
}

/**
 * What went back to the buyer (decision 120), once the provider took it (`refunded_at`, set by the
 * `order.refund` step for a cancel and for a dispute's full or partial refund alike): a dispute's
 * decided amount, or the whole total.
 */
function refundOf(order: OrderRow): Pick<OrderDto, 'refundedAmount' | 'refundedAt'> {
  if (!order.refundedAt) return { refundedAmount: null, refundedAt: null };
  return {
    refundedAmount: order.disputeRefundAmount ?? order.amount,
    refundedAt: order.refundedAt.toISOString(),
  };
}

function presentProduct(row: OrderProductRow, storage: Storage): OrderProductDto {
  return {
    id: row.id,
    productId: row.offerId,
    title: row.title,
    image: row.image ? presentImage(row.image, storage) : null,
    price: row.unitPrice,
    agreedPrice: row.priceProposalId !== null,
    quantity: row.quantity,
    deliveryPrice: row.deliveryPrice,
    deliveryMethod: row.deliveryMethod,
    reviewed: row.reviewed ?? false,
  };
}

/** Spec 001 "Order", the same for its buyer and its seller (each sees the other's contact). */
export function presentOrder(order: OrderRecord, storage: Storage): OrderDto {
  return {
    orderId: order.id,
    status: order.status,
    products: order.products.map((product) => presentProduct(product, storage)),
    seller: order.seller,
    buyer: order.buyer,
    shippingAddress: shippingAddress(order),
    shipmentLink: order.shipmentLink,
    boughtAt: order.createdAt.toISOString(),
    validUntil: validUntil(order)?.toISOString() ?? null,
    amount: order.amount,
    commission: order.commission,
    currency: order.currency,
    ...refundOf(order),
    dispute:
      order.disputedAt && order.disputeDescription !== null
        ? {
            description: order.disputeDescription,
            createdAt: order.disputedAt.toISOString(),
            // Only once decided (issue 25, decision 085): an open dispute reads as the spec has it.
            ...(order.disputeOutcome && order.disputeDecidedAt
              ? {
                  decision: {
                    outcome: order.disputeOutcome,
                    reason: order.disputeReason ?? '',
                    refundAmount: order.disputeRefundAmount,
                    decidedAt: order.disputeDecidedAt.toISOString(),
                  },
                }
              : {}),
          }
        : null,
  };
}
