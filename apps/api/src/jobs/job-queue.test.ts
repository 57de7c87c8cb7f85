import { sql, type SQL } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../config/env.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { buildTestApp, createTestDatabase, secondConnection } from '../test/build-test-app.ts';
import { eventually } from '../test/eventually.ts';
import { createJobQueue, JOB_QUEUE_SCHEMA, type JobQueue, type JobQueueOptions } from './job-queue.ts';

// Short polling and retry delays keep the suite quick; pg-boss's code paths are the production ones.
const warnings: string[] = [];
const log = {
  warn: (_context: object, message?: string) => void warnings.push(message ?? ''),
  error: (context: object) => void warnings.push(`error: ${JSON.stringify(context)}`),
} as JobQueueOptions['log'];

/** Rows of a query on either driver (both answer `{ rows }`), to read pg-boss's own tables. */
async function select<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

function inSeconds(seconds: number): Date {
  return new Date(Date.now() + seconds * 1000);
}

describe('the job queue (PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  let database: DatabaseHandle;
  const queues: JobQueue[] = [];
  const open = (on = database) => {
    const queue = createJobQueue(on, {
      log,
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
      stopGraceMs: 5_000,
    });
    queues.push(queue);
    return queue;
  };
  const states = async (name: string) => {
    const rows = await select<{ state: string }>(
      database,
      sql`select state from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job where name = ${name} order by created_on`,
    );
    return rows.map((row) => row.state);
  };

  beforeAll(async () => (database = await createTestDatabase()));
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
  });
  afterAll(() => database.close());

  it('runs a job when it is due, not before', async () => {
    const queue = open();
    const ran: number[] = [];
    await queue.work('due-test', async () => void ran.push(Date.now()));
    await queue.start();
    const due = inSeconds(1.5);
    expect(await queue.send('due-test', { orderId: 1 }, { startAfter: due })).toEqual(expect.any(String));

    await sleep(1_000);
    expect(ran).toEqual([]);
    await eventually(() => ran.length === 1, 10_000);
    expect(ran[0]).toBeGreaterThanOrEqual(due.getTime());
  });

  it('keeps a job across a restart: a queue started later on the same database runs it', async () => {
    const first = open();
    await first.start();
    await first.send('restart-test', { orderId: 7 }, { startAfter: inSeconds(0.5) });
    await first.stop();

    const received: object[] = [];
    const second = open();
    await second.work('restart-test', async (data) => void received.push(data));
    await second.start();
    await eventually(() => received.length === 1, 10_000);
    expect(received).toEqual([{ orderId: 7 }]);
  });

  it('runs each job once when two processes work the same queue, even when both install it at once', async () => {
    // A database of its own, on which pg-boss is not installed yet. On PostgreSQL each queue has a
    // pool of its own; on PGlite, which lives in one process, both share the instance.
    const shared = await createTestDatabase();
    try {
      const runs: number[] = [];
      const processes = [open(shared), open(shared)];
      for (const queue of processes) {
        await queue.work<{ n: number }>('once-test', async ({ n }) => {
          runs.push(n);
          await sleep(20);
        });
      }
      // Two processes starting on a fresh database both try to create pg-boss's schema.
      await Promise.all(processes.map((queue) => queue.start()));
      for (let n = 0; n < 6; n += 1) await processes[n % 2]!.send('once-test', { n });

      await eventually(() => runs.length >= 6, 15_000);
      // Two more polling rounds: no job comes round a second time.
      await sleep(1_200);
      expect(runs.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
    } finally {
      for (const queue of queues.splice(0)) await queue.stop();
      await shared.close();
    }
  });

  it('retries a job whose handler throws, with a delay, until it succeeds', async () => {
    const queue = open();
    const attempts: number[] = [];
    await queue.work('retry-test', async () => {
      attempts.push(Date.now());
      if (attempts.length < 2) throw new Error('the payment provider did not answer');
    });
    await queue.start();
    await queue.send('retry-test', { orderId: 3 });

    await eventually(() => attempts.length === 2, 10_000);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    await eventually(async () => (await states('retry-test')).join() === 'completed');
    expect(warnings).toContain('job failed (retried while attempts remain)');
  });

  it('gives a job up once its retries are spent', async () => {
    const queue = open();
    let attempts = 0;
    await queue.work('give-up-test', async () => {
      attempts += 1;
      throw new Error('always fails');
    });
    await queue.start();
    await queue.send('give-up-test', {}, { retryLimit: 1 });

    await eventually(async () => (await states('give-up-test')).join() === 'failed', 10_000);
    expect(attempts).toBe(2);
  });

  it('keeps one waiting job per singleton key; jobs without a key never stand in for one another', async () => {
    const queue = open();
    await queue.start();
    const later = inSeconds(0.5);
    const first = await queue.send(
      'singleton-test',
      { v: 1 },
      { singletonKey: 'order:1', startAfter: later },
    );
    const again = await queue.send(
      'singleton-test',
      { v: 2 },
      { singletonKey: 'order:1', startAfter: later },
    );
    const other = await queue.send(
      'singleton-test',
      { v: 3 },
      { singletonKey: 'order:2', startAfter: later },
    );
    const keyless = [
      await queue.send('singleton-test', { v: 4 }),
      await queue.send('singleton-test', { v: 5 }),
    ];
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect(keyless).toEqual([expect.any(String), expect.any(String)]);

    const received: number[] = [];
    await queue.work<{ v: number }>('singleton-test', async ({ v }) => void received.push(v));
    await eventually(() => received.length === 4, 10_000);
    await sleep(600);
    expect(received.sort((a, b) => a - b)).toEqual([1, 3, 4, 5]);
  });

  it('cancels the waiting job of a key, which may then be sent again', async () => {
    const queue = open();
    const received: object[] = [];
    await queue.work('cancel-test', async (data) => void received.push(data));
    await queue.start();
    await queue.send('cancel-test', { orderId: 9 }, { singletonKey: 'order:9', startAfter: inSeconds(1) });
    await queue.send('cancel-test', { orderId: 10 }, { singletonKey: 'order:10', startAfter: inSeconds(1) });

    expect(await queue.cancel('cancel-test', 'order:9')).toBe(1);
    expect(await queue.cancel('cancel-test', 'order:9')).toBe(0);
    await eventually(() => received.length === 1, 10_000);
    await sleep(600);
    expect(received).toEqual([{ orderId: 10 }]);
    expect(await queue.send('cancel-test', { orderId: 9 }, { singletonKey: 'order:9' })).toEqual(
      expect.any(String),
    );
  });

  it('refuses to send before it is started', async () => {
    await expect(open().send('not-started', {})).rejects.toThrow(/job queue not started/);
  });
});

describe('the job queue in the app', () => {
  it('starts only when asked; closing the app lets a running handler finish before the database closes', async () => {
    const t = await buildTestApp({ startJobQueue: true });
    const events: string[] = [];
    let release!: () => void;
    await t.app.jobQueue.work('slow-test', async () => {
      events.push('handler started');
      await new Promise<void>((resolve) => (release = resolve));
      await t.database.ping();
      events.push('handler finished');
    });
    await t.app.jobQueue.send('slow-test', {});
    await eventually(() => events.length === 1, 10_000);

    const closing = t.close();
    await sleep(50);
    release();
    await closing;
    expect(events).toEqual(['handler started', 'handler finished']);
  });

  it('runs a job sent by a process that has stopped in another that shares the database', async () => {
    const t = await buildTestApp({ startJobQueue: true });
    try {
      const stopped = await buildTestApp({
        database: await secondConnection(t.database),
        startJobQueue: true,
      });
      await stopped.app.jobQueue.send('handover-test', { orderId: 5 }, { startAfter: inSeconds(0.5) });
      await stopped.close();

      const received: object[] = [];
      await t.app.jobQueue.work('handover-test', async (data) => void received.push(data));
      await eventually(() => received.length === 1, 10_000);
      expect(received).toEqual([{ orderId: 5 }]);
    } finally {
      await t.close();
    }
  });

  it('puts the housekeeping jobs on cron schedules in a process that runs jobs; tests still run them by name', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      env: loadEnv({ NODE_ENV: 'test' }),
      database,
      logger: false,
      runJobs: true,
      jobPollingIntervalSeconds: 0.5,
    });
    await app.ready();
    try {
      expect(app.jobQueue.started).toBe(true);
      const schedules = await select<{ name: string; cron: string }>(
        database,
        sql`select name, cron from ${sql.identifier(JOB_QUEUE_SCHEMA)}.schedule`,
      );
      expect(schedules.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
        [...app.jobs.values()]
          .map(({ name, cron }) => ({ name, cron }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      );
    } finally {
      await app.close();
    }
  });

  it('does not start the queue in an app built without runJobs', async () => {
    const t = await buildTestApp();
    try {
      expect(t.app.jobQueue.started).toBe(false);
      expect(await t.runJob('close-expired-offers')).toBe(0);
    } finally {
      await t.close();
    }
  });
});
