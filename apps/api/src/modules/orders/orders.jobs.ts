import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { OrdersService, OrderStep, OrderTimers } from './orders.service.ts';

interface OrderJob {
  orderId: number;
}

/**
 * An order's timed steps on the durable job queue (decisions 059 and 061), one job per order and
 * step, keyed by the order so a step is queued once. The queue is written after the order's
 * transaction commits; a step that could not be queued (the process died, the database blinked,
 * or this process runs no jobs) is done by the orders sweep on the housekeeping schedule.
 */
export function createOrderTimers(queue: JobQueue, log: Pick<FastifyBaseLogger, 'warn'>): OrderTimers {
  return {
    async schedule(step, orderId, at) {
      if (!queue.started) return;
      try {
        await queue.send<OrderJob>(step, { orderId }, { startAfter: at, singletonKey: `order:${orderId}` });
      } catch (err) {
        log.warn({ err, step, orderId }, 'orders: a timed step was not queued; the sweep will do it');
      }
    },
  };
}

/** Works each step's queue in this process; every handler re-reads the order, so a repeat is harmless. */
export async function workOrderSteps(queue: JobQueue, orders: OrdersService): Promise<void> {
  const handlers: Record<OrderStep, (orderId: number) => Promise<void>> = {
    'order-payment-deadline': orders.expireUnpaid,
    'order-completion-reminder': orders.remindCompletion,
    'order-auto-complete': orders.autoComplete,
    'order-refund': orders.refund,
  };
  for (const [step, handle] of Object.entries(handlers))
    await queue.work<OrderJob>(step, (job) => handle(job.orderId));
}
