import { describe, expect, it } from 'vitest';
import { createInProcessBus } from '../adapters/bus/in-process-bus.ts';
import { CACHE_INVALIDATION_CHANNEL, connectCaches, createCaches, parseInvalidation } from './caches.ts';

/** A load that answers when told to, counting its calls. */
function controlledLoad<V>() {
  const calls: ((value: V) => void)[] = [];
  const load = () => new Promise<V>((resolve) => calls.push(resolve));
  return { load, calls };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('caches', () => {
  it('keeps a value until its time to live runs out', async () => {
    let now = 1_000;
    const caches = createCaches({ now: () => now });
    const cache = caches.create<string, number>({ name: 'test', tables: ['t'], ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    now += 59_999;
    expect(await cache.get('a', load)).toBe(1);
    now += 1;
    expect(await cache.get('a', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('keeps one value per key', async () => {
    const cache = createCaches().create<string, string>({ name: 'test', tables: ['t'], ttlMs: 60_000 });
    expect(await cache.get('us', async () => 'us value')).toBe('us value');
    expect(await cache.get('pl', async () => 'pl value')).toBe('pl value');
    expect(await cache.get('us', async () => 'other')).toBe('us value');
  });

  it('keeps at most maxEntries, dropping the least recently read first', async () => {
    const cache = createCaches().create<string, string>({
      name: 'test',
      tables: ['t'],
      ttlMs: 60_000,
      maxEntries: 2,
    });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    expect(await cache.get('a', async () => 'a2')).toBe('a1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
    expect(await cache.get('c', async () => 'c2')).toBe('c2');
  });

  it('answers concurrent misses of a key with one load', async () => {
    const cache = createCaches().create<string, string>({ name: 'test', tables: ['t'], ttlMs: 60_000 });
    const { load, calls } = controlledLoad<string>();
    const answers = Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(calls).toHaveLength(1);
    calls[0]!('loaded');
    expect(await answers).toEqual(['loaded', 'loaded', 'loaded']);
    expect(await cache.get('a', load)).toBe('loaded');
    expect(calls).toHaveLength(1);
  });

  it('keeps no failure: the next get loads again', async () => {
    const cache = createCaches().create<string, string>({ name: 'test', tables: ['t'], ttlMs: 60_000 });
    const failing = Promise.all([
      cache.get('a', () => Promise.reject(new Error('database down'))),
      cache.get('a', async () => 'not called: joins the load in flight'),
    ]);
    await expect(failing).rejects.toThrow('database down');
    expect(await cache.get('a', async () => 'recovered')).toBe('recovered');
  });

  it('empties the caches that depend on a table written to, and only those', async () => {
    const caches = createCaches();
    const categories = caches.create<string, string>({ name: 'c', tables: ['categories'], ttlMs: 60_000 });
    const tree = caches.create<string, string>({
      name: 't',
      tables: ['categories', 'offer_category_counts'],
      ttlMs: 60_000,
    });
    const pages = caches.create<string, string>({ name: 'p', tables: ['pages'], ttlMs: 60_000 });
    await Promise.all([
      categories.get('us', async () => 'old'),
      tree.get('us', async () => 'old'),
      pages.get('us', async () => 'old'),
    ]);
    caches.invalidate('offer_category_counts');
    expect(await categories.get('us', async () => 'new')).toBe('old');
    expect(await tree.get('us', async () => 'new')).toBe('new');
    caches.invalidate('categories');
    expect(await categories.get('us', async () => 'new')).toBe('new');
    expect(await pages.get('us', async () => 'new')).toBe('old');
  });

  it('does not keep what a load read before an invalidation, and loads again for later callers', async () => {
    const caches = createCaches();
    const cache = caches.create<string, string>({ name: 'test', tables: ['t'], ttlMs: 60_000 });
    const { load, calls } = controlledLoad<string>();
    const early = cache.get('a', load);
    caches.invalidate('t');
    const late = cache.get('a', load);
    expect(calls).toHaveLength(2);
    calls[0]!('read before the write');
    calls[1]!('read after the write');
    expect(await early).toBe('read before the write');
    expect(await late).toBe('read after the write');
    expect(await cache.get('a', load)).toBe('read after the write');
    expect(calls).toHaveLength(2);
  });

  it('empties only the named entries of a cache keyed by the table, and whole caches built from it', async () => {
    const caches = createCaches();
    const offers = caches.create<number, string>({
      name: 'o',
      tables: [],
      keyedBy: ['offers'],
      ttlMs: 60_000,
    });
    const search = caches.create<string, string>({ name: 's', tables: ['offers'], ttlMs: 60_000 });
    await Promise.all([1, 2, 3].map((id) => offers.get(id, async () => `old ${id}`)));
    await search.get('us', async () => 'old');

    caches.invalidate('offers', [1, 3]);
    expect(await offers.get(1, async () => 'new 1')).toBe('new 1');
    expect(await offers.get(2, async () => 'new 2')).toBe('old 2');
    expect(await offers.get(3, async () => 'new 3')).toBe('new 3');
    expect(await search.get('us', async () => 'new')).toBe('new');

    // The table alone (too many ids for one notification) empties the keyed cache too.
    caches.invalidate('offers');
    expect(await offers.get(2, async () => 'newer 2')).toBe('newer 2');
    expect(await offers.get(1, async () => 'newer 1')).toBe('newer 1');
    // Another table's ids are not this cache's keys.
    caches.invalidate('accounts', [1]);
    expect(await offers.get(1, async () => 'newest 1')).toBe('newer 1');
  });

  it('does not keep what a load of an entry read before that entry was invalidated', async () => {
    const caches = createCaches();
    const cache = caches.create<number, string>({
      name: 'o',
      tables: [],
      keyedBy: ['offers'],
      ttlMs: 60_000,
    });
    const { load, calls } = controlledLoad<string>();
    const early = cache.get(1, load);
    const untouched = cache.get(2, load);
    caches.invalidate('offers', [1]);
    const late = cache.get(1, load);
    expect(calls).toHaveLength(3);
    calls[0]!('read before the write');
    calls[1]!('entry 2');
    calls[2]!('read after the write');
    expect(await early).toBe('read before the write');
    expect(await untouched).toBe('entry 2');
    expect(await late).toBe('read after the write');
    expect(await cache.get(1, load)).toBe('read after the write');
    expect(await cache.get(2, load)).toBe('entry 2');
    expect(calls).toHaveLength(3);
  });

  it('keeps at most maxEntries, the oldest going first', async () => {
    const cache = createCaches().create<number, number>({
      name: 'o',
      tables: [],
      ttlMs: 60_000,
      maxEntries: 2,
    });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get(1, load);
    await cache.get(2, load);
    await cache.get(3, load);
    expect(await cache.get(3, load)).toBe(3);
    expect(await cache.get(2, load)).toBe(2);
    expect(await cache.get(1, load)).toBe(4);
  });

  it('reads the ids of a notification', () => {
    expect(parseInvalidation('pages')).toEqual({ table: 'pages' });
    expect(parseInvalidation('offers:12,15')).toEqual({ table: 'offers', ids: [12, 15] });
    expect(parseInvalidation('offers.visits:7')).toEqual({ table: 'offers.visits', ids: [7] });
  });

  it('loads every time while disabled, and starts empty once enabled again', async () => {
    const caches = createCaches();
    const cache = caches.create<string, number>({ name: 'test', tables: ['t'], ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    caches.setEnabled(false);
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(3);
    caches.setEnabled(true);
    expect(await cache.get('a', load)).toBe(4);
    expect(await cache.get('a', load)).toBe(4);
  });

  it('follows the bus: a notification naming a table, and gaps in delivery', async () => {
    const caches = createCaches();
    const cache = caches.create<string, number>({ name: 'test', tables: ['pages'], ttlMs: 60_000 });
    const bus = createInProcessBus();
    let gap: ((state: 'down' | 'up') => void) | undefined;
    const disconnect = await connectCaches(caches, {
      ...bus,
      onGap: (handler) => {
        gap = handler;
        return () => (gap = undefined);
      },
    });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('us', load);

    await bus.publish(CACHE_INVALIDATION_CHANNEL, 'advertisements');
    await settle();
    expect(await cache.get('us', load)).toBe(1);
    await bus.publish(CACHE_INVALIDATION_CHANNEL, 'pages');
    await settle();
    expect(await cache.get('us', load)).toBe(2);

    // A lost connection: nothing is kept until it is back, since notifications may be missed.
    gap!('down');
    expect(await cache.get('us', load)).toBe(3);
    expect(await cache.get('us', load)).toBe(4);
    gap!('up');
    expect(await cache.get('us', load)).toBe(5);
    expect(await cache.get('us', load)).toBe(5);

    await disconnect();
    expect(gap).toBeUndefined();
    await bus.publish(CACHE_INVALIDATION_CHANNEL, 'pages');
    await settle();
    expect(await cache.get('us', load)).toBe(5);
  });
  describe('loads that read a replica (decision 130)', () => {
    // The replica shows every commit up to `asOf`; undefined: the primary, which shows them all.
    let now = 10_000;
    let asOf: number | undefined;
    const caches = createCaches({ now: () => now, readsAsOf: () => asOf });

    it('keeps what a replica read only if the replica shows the last invalidation', async () => {
      const cache = caches.create<number, string>({
        name: 'test',
        tables: [],
        keyedBy: ['t'],
        ttlMs: 60_000,
      });
      caches.invalidate('t', [1]);
      now += 100;
      asOf = now - 500; // behind the invalidation
      expect(await cache.get(1, async () => 'stale')).toBe('stale');
      expect(await cache.get(1, async () => 'again')).toBe('again');
      asOf = now; // caught up
      expect(await cache.get(1, async () => 'fresh')).toBe('fresh');
      expect(await cache.get(1, async () => 'not loaded')).toBe('fresh');
      // Another key was not invalidated: a lagging replica's load is kept.
      asOf = now - 500;
      expect(await cache.get(2, async () => 'other')).toBe('other');
      expect(await cache.get(2, async () => 'not loaded')).toBe('other');
    });

    it("does not hand a reader of the primary a replica's load that predates the invalidation", async () => {
      const cache = caches.create<string, string>({ name: 'test', tables: ['u'], ttlMs: 60_000 });
      caches.invalidate('u');
      now += 100;
      const { load, calls } = controlledLoad<string>();
      asOf = now - 500;
      const onReplica = cache.get('a', load);
      asOf = undefined;
      const onPrimary = cache.get('a', async () => 'written');
      expect(await onPrimary).toBe('written');
      calls[0]!('stale');
      expect(await onReplica).toBe('stale');
      expect(await cache.get('a', async () => 'not loaded')).toBe('written');
    });
  });
});
