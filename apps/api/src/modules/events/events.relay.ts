import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../shared/clock.ts';
import type { EventRow, EventsRepository } from './events.repository.ts';

/** Handles one event's payload; at least once, so it must be idempotent (keyed by `event.id` where a repeat would show). */
export type EventHandler<T = Record<string, unknown>> = (payload: T, event: EventRow) => Promise<void>;

export interface EventRelayOptions {
  /** How often the relay looks for due events (those of other processes, timed steps). */
  pollIntervalMs?: number;
  /** How long a claim holds an event before another process may take it over. */
  leaseMs?: number;
  batchSize?: number;
  /** Told of each handler run that threw (the metrics count them by topic). */
  onFailure?: (topic: string) => void;
}

/** A failed attempt waits 2^attempts seconds, at most an hour; it is never given up. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.min(attempts, 12) * 1000, 60 * 60 * 1000);
}

/**
 * The relay (decision 075): claims due events from the events table and runs each topic's handler,
 * deleting the event once handled. Every process runs one; an event is claimed by one process at a
 * time, and a process that dies mid-handler leaves it to another once its lease runs out. Runs in
 * this process are serial, so `drain` (tests, shutdown) waits for a run under way.
 */
export function createEventRelay(deps: {
  events: EventsRepository;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  options?: EventRelayOptions;
}) {
  const { pollIntervalMs = 1000, leaseMs = 5 * 60 * 1000, batchSize = 50, onFailure } = deps.options ?? {};
  const handlers = new Map<string, EventHandler>();
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let nudged = false;
  let stopped = false;

  async function handle(event: EventRow): Promise<void> {
    const handler = handlers.get(event.topic);
    try {
      if (!handler) throw new Error(`no handler for event topic ${event.topic}`);
      await handler(event.payload, event);
      await deps.events.complete(event.id, event.attempts);
    } catch (err) {
      onFailure?.(event.topic);
      const kind = err instanceof Error ? err.name : typeof err;
      const level = event.attempts >= 5 ? 'error' : 'warn';
      deps.log[level](
        { err, eventId: event.id, topic: event.topic, attempts: event.attempts },
        'event handler failed; retried later',
      );
      const retryAt = new Date(deps.clock().getTime() + retryDelayMs(event.attempts));
      await deps.events.fail(event.id, event.attempts, retryAt, kind).catch(() => undefined);
    }
  }

  /** One pass: claims and handles due events until none is left; answers how many it handled. */
  async function pass(): Promise<number> {
    let handled = 0;
    for (;;) {
      const claimed = await deps.events.claim(deps.clock(), leaseMs, batchSize);
      for (const event of claimed) await handle(event);
      handled += claimed.length;
      if (claimed.length < batchSize || stopped) return handled;
    }
  }

  // A pass asked for while one waits to start is that one: polls and nudges never pile up.
  let waiting: Promise<number> | undefined;
  function run(): Promise<number> {
    if (waiting) return waiting;
    const next = chain.then(() => {
      waiting = undefined;
      return pass();
    });
    waiting = next;
    chain = next.catch((err) => deps.log.warn({ err }, 'event relay: a pass failed; the next one retries'));
    return next;
  }

  return {
    /** Registers what follows `topic`; one handler per topic. */
    handle<T>(topic: string, handler: EventHandler<T>): void {
      if (handlers.has(topic)) throw new Error(`event topic ${topic} already has a handler`);
      handlers.set(topic, handler as EventHandler);
    },

    /** After a commit that emitted events: a pass soon, without waiting for the poll (coalesced). */
    nudge(): void {
      // A process that does not run the relay (EVENT_RELAY=false) leaves its events to the others.
      if (nudged || stopped || !timer) return;
      nudged = true;
      setImmediate(() => {
        nudged = false;
        if (!stopped) void run().catch(() => undefined);
      });
    },

    /** Handles every due event now, waiting for a pass under way first (tests run timed steps with it). */
    async drain(): Promise<number> {
      let total = 0;
      for (;;) {
        const handled = await run();
        total += handled;
        if (handled === 0) return total;
      }
    },

    start(): void {
      if (timer || stopped) return;
      timer = setInterval(() => void run().catch(() => undefined), pollIntervalMs);
      timer.unref();
      void run().catch(() => undefined);
    },

    /** Stops polling and waits for the pass under way (its events are handled or released by their lease). */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await chain.catch(() => undefined);
    },
  };
}

export type EventRelay = ReturnType<typeof createEventRelay>;
