import type { EventRelay } from '../events/index.ts';
import type { OrdersService, OrderStep } from './orders.service.ts';

/**
 * An order's timed steps (decisions 061 and 075): events emitted in the transaction that makes
 * each due, handled at their time by the relay in whichever process claims them. Every handler
 * re-reads the order, so a repeat, or a step no longer due, is harmless.
 */
export function handleOrderSteps(relay: EventRelay, orders: OrdersService): void {
  const handlers: Record<OrderStep, (orderId: number) => Promise<void>> = {
    'order.payment-deadline': orders.expireUnpaid,
    'order.completion-reminder': orders.remindCompletion,
    'order.auto-complete': orders.autoComplete,
    'order.refund': orders.refund,
  };
  for (const [step, handle] of Object.entries(handlers))
    relay.handle<{ orderId: number }>(step, ({ orderId }) => handle(orderId));
}
