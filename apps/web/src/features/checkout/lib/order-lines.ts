import { basketUnitPrice, lineTotal, type BasketLineDto } from '@marketplace/contract';

/** A line's total in minor units (the contract's `lineTotal`, as the basket shows it). */
export function orderLineTotal(line: BasketLineDto): number {
  return lineTotal(basketUnitPrice(line), line.quantity, line.offer.delivery);
}

/** What the order costs, in minor units. */
export function orderTotal(lines: readonly BasketLineDto[]): number {
  return lines.reduce((sum, line) => sum + orderLineTotal(line), 0);
}

/**
 * A free order (spec 001 section 9): every price 0 and each delivery picked up or costing 0. It is
 * finalized without a card ("Confirm" instead of "Proceed to payment").
 */
export function isFreeOrder(lines: readonly BasketLineDto[]): boolean {
  return lines.every((line) => orderLineTotal(line) === 0);
}

/** A shipping address is asked for unless every line is picked up (sent by no courier). */
export function needsShipping(lines: readonly BasketLineDto[]): boolean {
  return lines.some((line) => line.offer.delivery?.method === 'courier');
}
