import { MESSAGES } from '@marketplace/contract';
import type { RateLimit, RateLimiter } from '../../adapters/rate-limits/rate-limiter.ts';
import { ConflictError, TooManyRequestsError } from '../../shared/errors.ts';
import type { OrdersRepository } from './orders.repository.ts';

/**
 * What one buyer may hold and how often they may order (decision 072): an unpaid order holds its
 * pieces for the payment window, so without a cap one buyer could hold a seller's whole stock.
 */
export const ORDER_LIMITS = {
  /** Unpaid (not_paid or failed) orders of one buyer at a time. */
  unpaidOrdersPerBuyer: 3,
  /** Pieces those unpaid orders hold together. */
  unpaidPiecesPerBuyer: 20,
  /** Order submits of one buyer (a retry under its Idempotency-Key does not count). */
  submitsPerBuyer: { max: 20, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, number | RateLimit>;

/** Why one more unpaid order of `pieces` pieces is refused to a buyer holding `held`; null when it is not. */
export function holdRefusal(held: { orders: number; pieces: number }, pieces: number): string | null {
  if (held.orders + 1 > ORDER_LIMITS.unpaidOrdersPerBuyer) return MESSAGES.tooManyUnpaidOrders;
  if (held.pieces + pieces > ORDER_LIMITS.unpaidPiecesPerBuyer) return MESSAGES.tooManyUnpaidPieces;
  return null;
}

export function createOrderLimits(rateLimiter: RateLimiter) {
  return {
    /** Counts a new order submit of the buyer; past the limit a 429 with Retry-After. */
    async countSubmit(buyerId: number): Promise<void> {
      const outcome = await rateLimiter.hit('order-submits', String(buyerId), ORDER_LIMITS.submitsPerBuyer);
      if (!outcome.allowed) throw new TooManyRequestsError(MESSAGES.tooManyOrders, outcome.retryAfterSeconds);
    },

    /**
     * Inside the transaction that takes the stock, after `lockBuyer` (the buyer's orders wait for
     * each other there, so two at once cannot both fit under the caps): over one, a 409 rolls the
     * order back.
     */
    async assertMayHold(
      orders: OrdersRepository,
      buyerId: number,
      lines: readonly { quantity: number }[],
    ): Promise<void> {
      const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
      const refusal = holdRefusal(await orders.unpaidHeldBy(buyerId), pieces);
      if (refusal) throw new ConflictError(refusal);
    },
  };
}

export type OrderLimits = ReturnType<typeof createOrderLimits>;
