import { describe, expect, it } from 'vitest';
import { createInProcessBus } from '../adapters/bus/in-process-bus.ts';
import { CACHE_INVALIDATION_CHANNEL, connectCaches, createCaches } from './caches.ts';

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
});
