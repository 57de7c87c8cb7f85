import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import type { Bus } from './bus.ts';
import { createBus } from './create-bus.ts';
import { createInProcessBus } from './in-process-bus.ts';
import { BUS_APPLICATION_NAME, createPostgresBus } from './postgres-bus.ts';
import { createRedisBus } from './redis-bus.ts';

function sharedBehaviour(name: string, open: () => Promise<{ bus: Bus; close(): Promise<void> }>) {
  describe(name, () => {
    let bus: Bus;
    let close: () => Promise<void>;
    beforeAll(async () => ({ bus, close } = await open()));
    afterAll(() => close());

    it('delivers each message to every subscriber of its channel, until they unsubscribe', async () => {
      const first: string[] = [];
      const second: string[] = [];
      const other: string[] = [];
      const stopFirst = await bus.subscribe('test_channel', (payload) => first.push(payload));
      const stopSecond = await bus.subscribe('test_channel', (payload) => second.push(payload));
      const stopOther = await bus.subscribe('other_channel', (payload) => other.push(payload));
      await bus.publish('test_channel', 'hello');
      await eventually(() => first.length === 1 && second.length === 1);
      expect(first).toEqual(['hello']);
      expect(second).toEqual(['hello']);

      await stopFirst();
      await bus.publish('test_channel', 'again');
      await eventually(() => second.length === 2);
      expect(first).toEqual(['hello']);
      expect(other).toEqual([]);
      await stopSecond();
      await stopOther();
    });

    it('keeps delivering to the others when a handler throws', async () => {
      const received: string[] = [];
      const stopFailing = await bus.subscribe('test_channel', () => {
        throw new Error('handler failed');
      });
      const stop = await bus.subscribe('test_channel', (payload) => received.push(payload));
      await bus.publish('test_channel', 'still delivered');
      await eventually(() => received.length === 1);
      await stopFailing();
      await stop();
    });

    it('refuses channel names that are not plain identifiers', async () => {
      await expect(bus.subscribe('drop table; --', () => undefined)).rejects.toThrow(/invalid bus channel/);
    });
  });
}

sharedBehaviour('in-process bus', async () => {
  const bus = createInProcessBus();
  return { bus, close: () => bus.close() };
});

describe('the database bus (PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  let database: DatabaseHandle;
  let bus: Bus;
  beforeAll(async () => {
    database = await createTestDatabase();
    bus = await createBus(database, () => undefined);
  });
  afterAll(async () => {
    await bus.close();
    await database.close();
  });

  sharedBehaviour('shared behaviour', async () => ({ bus, close: async () => undefined }));

  it('hears the notifications of any SQL, such as a trigger of the cache invalidation', async () => {
    const tables: string[] = [];
    const stop = await bus.subscribe('cache_invalidation', (table) => tables.push(table));
    await database.db.execute(
      sql`insert into page_groups (region, title, position) values ('us', 'Help', 1)`,
    );
    await eventually(() => tables.includes('page_groups'));
    await stop();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL bus when its connection is lost', () => {
  let database: DatabaseHandle;
  beforeAll(async () => (database = await createTestDatabase()));
  afterAll(() => database.close());

  it('reports a gap, reconnects, listens again and reports that it is back', async () => {
    const { url } = database.connection as { url: string };
    const bus = createPostgresBus(url, { minRetryMs: 20, maxRetryMs: 200 });
    await bus.start();
    const gaps: string[] = [];
    bus.onGap((state) => gaps.push(state));
    const received: string[] = [];
    await bus.subscribe('test_channel', (payload) => received.push(payload));

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
        [BUS_APPLICATION_NAME],
      );
      await eventually(() => gaps.length === 2);
      expect(gaps).toEqual(['down', 'up']);
      await admin.query("select pg_notify('test_channel', 'after the reconnection')");
      await eventually(() => received.length === 1);
      expect(received).toEqual(['after the reconnection']);
    } finally {
      await admin.end();
      await bus.close();
    }
  });

  it('is down from the start when it cannot connect, and tells each new gap handler so', async () => {
    const bus = createPostgresBus('postgres://postgres@127.0.0.1:1/none', { minRetryMs: 10_000 });
    await bus.start();
    const gaps: string[] = [];
    bus.onGap((state) => gaps.push(state));
    expect(gaps).toEqual(['down']);
    await expect(bus.publish('test_channel', 'x')).rejects.toThrow(/not connected/);
    await bus.close();
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('the Redis bus (TEST_REDIS_URL)', () => {
  // A prefix of its own: test runs sharing the Redis server do not hear each other.
  const prefix = () => `test:${Math.random().toString(36).slice(2)}:`;

  sharedBehaviour('shared behaviour', async () => {
    const bus = createRedisBus(process.env.TEST_REDIS_URL!, { prefix: prefix() });
    await bus.start();
    return { bus, close: () => bus.close() };
  });

  it('carries a message between two buses, as between two processes, and not across prefixes', async () => {
    const shared = prefix();
    const first = createRedisBus(process.env.TEST_REDIS_URL!, { prefix: shared });
    const second = createRedisBus(process.env.TEST_REDIS_URL!, { prefix: shared });
    const elsewhere = createRedisBus(process.env.TEST_REDIS_URL!, { prefix: prefix() });
    await Promise.all([first.start(), second.start(), elsewhere.start()]);
    try {
      const received: string[] = [];
      const strayed: string[] = [];
      await second.subscribe('realtime_events', (payload) => received.push(payload));
      await elsewhere.subscribe('realtime_events', (payload) => strayed.push(payload));
      await first.publish('realtime_events', 'from the first process');
      await eventually(() => received.length === 1);
      expect(received).toEqual(['from the first process']);
      expect(strayed).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close(), elsewhere.close()]);
    }
  });
});
