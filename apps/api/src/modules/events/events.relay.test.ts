import { afterEach, describe, expect, it } from 'vitest';
import { createUnitOfWork } from '../../db/unit-of-work.ts';
import { buildTestApp, createTestClock, secondConnection, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { createEventRelay, retryDelayMs } from './events.relay.ts';
import { createEventsRepository } from './events.repository.ts';

const quietLog = { warn: () => undefined, error: () => undefined };

describe('events: what follows a commit (decision 075)', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0).reverse()) await t.close();
  });

  async function setUp(clock = createTestClock()) {
    const t = await buildTestApp({ clock });
    apps.push(t);
    const unitOfWork = createUnitOfWork(
      t.database.db,
      { events: createEventsRepository },
      t.app.events.nudge,
    );
    const handled: unknown[] = [];
    t.app.events.handle<{ n: number }>('test.noted', async (payload) => void handled.push(payload.n));
    return { t, unitOfWork, handled, clock };
  }

  it('handles an event once its transaction commits, without waiting for a drain', async () => {
    const { unitOfWork, handled } = await setUp();
    await unitOfWork(({ events }) => events.emit('test.noted', { n: 1 }));
    await eventually(() => handled.length === 1);
    expect(handled).toEqual([1]);
  });

  it('never handles an event whose transaction rolled back', async () => {
    const { t, unitOfWork, handled } = await setUp();
    await expect(
      unitOfWork(async ({ events }) => {
        await events.emit('test.noted', { n: 1 });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await t.drainEvents();
    expect(handled).toEqual([]);
    expect(await createEventsRepository(t.database.db).pending()).toEqual([]);
  });

  it('runs a timed event at its time, and a keyed one once', async () => {
    const { t, unitOfWork, handled, clock } = await setUp();
    const runAt = new Date(clock().getTime() + 60_000);
    await unitOfWork(async ({ events }) => {
      await events.emit('test.noted', { n: 1 }, { runAt, key: 'once' });
      await events.emit('test.noted', { n: 2 }, { runAt, key: 'once' });
    });
    await t.drainEvents();
    expect(handled).toEqual([]);
    clock.advance(60_000);
    await t.drainEvents();
    expect(handled).toEqual([1]);
  });

  it('retries a failed handler later, with back-off, until it succeeds', async () => {
    const { t, unitOfWork, clock } = await setUp();
    let calls = 0;
    t.app.events.handle('test.flaky', async () => {
      calls += 1;
      if (calls < 3) throw new TypeError('provider down');
    });
    await unitOfWork(({ events }) => events.emit('test.flaky', {}));
    await t.drainEvents();
    expect(calls).toBe(1);
    const [pending] = await createEventsRepository(t.database.db).pending('test.flaky');
    expect(pending).toMatchObject({ attempts: 1, lastError: 'TypeError', lockedUntil: null });
    clock.advance(retryDelayMs(1));
    await t.drainEvents();
    clock.advance(retryDelayMs(2));
    await t.drainEvents();
    expect(calls).toBe(3);
    expect(await createEventsRepository(t.database.db).pending()).toEqual([]);
  });

  it('keeps the events of one stream in order, each after the one before is handled', async () => {
    const { t, unitOfWork, clock } = await setUp();
    const seen: number[] = [];
    let failFirst = true;
    t.app.events.handle<{ n: number }>('test.ordered', async ({ n }) => {
      if (n === 1 && failFirst) {
        failFirst = false;
        throw new Error('not yet');
      }
      seen.push(n);
    });
    await unitOfWork(async ({ events }) => {
      await events.emit('test.ordered', { n: 1 }, { stream: 's' });
      await events.emit('test.ordered', { n: 2 }, { stream: 's' });
    });
    await t.drainEvents();
    expect(seen).toEqual([]);
    clock.advance(retryDelayMs(1));
    await t.drainEvents();
    expect(seen).toEqual([1, 2]);
  });

  it('hands an event claimed by a process that died to another once its lease runs out', async () => {
    const { t, unitOfWork, handled, clock } = await setUp();
    await t.app.events.stop();
    await unitOfWork(({ events }) => events.emit('test.noted', { n: 7 }));
    // A process claims it and dies before handling it.
    const [claimed] = await createEventsRepository(t.database.db).claim(clock(), 60_000, 10);
    expect(claimed?.topic).toBe('test.noted');
    const other = createEventRelay({
      events: createEventsRepository(t.database.db),
      clock,
      log: quietLog,
      options: { leaseMs: 60_000 },
    });
    other.handle<{ n: number }>('test.noted', async ({ n }) => void handled.push(n));
    expect(await other.drain()).toBe(0);
    clock.advance(60_000);
    expect(await other.drain()).toBe(1);
    expect(handled).toEqual([7]);
  });

  it('handles each event once when two processes drain at the same time', async () => {
    const { t, unitOfWork, handled, clock } = await setUp();
    await t.app.events.stop();
    const database = await secondConnection(t.database);
    const other = createEventRelay({ events: createEventsRepository(database.db), clock, log: quietLog });
    other.handle<{ n: number }>('test.noted', async ({ n }) => void handled.push(n));
    const mine = createEventRelay({ events: createEventsRepository(t.database.db), clock, log: quietLog });
    mine.handle<{ n: number }>('test.noted', async ({ n }) => void handled.push(n));
    await unitOfWork(async ({ events }) => {
      for (let n = 0; n < 40; n += 1) await events.emit('test.noted', { n });
    });
    await Promise.all([mine.drain(), other.drain()]);
    await database.close();
    expect([...handled].sort((a, b) => Number(a) - Number(b))).toEqual([...Array(40).keys()]);
  });
});
