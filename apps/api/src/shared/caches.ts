import type { Region } from '@marketplace/contract';
import type { Bus } from '../adapters/bus/bus.ts';

/** The channel the database's triggers notify with the name of a table written to (migration 0012). */
export const CACHE_INVALIDATION_CHANNEL = 'cache_invalidation';

export interface CacheOptions {
  /** For logs and tests. */
  name: string;
  /** Tables whose writes make the entries stale: a notification naming one empties the cache. */
  tables: readonly string[];
  /** A safety net: an entry is loaded again after this long even if no notification came. */
  ttlMs: number;
  /** At most this many entries (the least recently read go first); unbounded when not given. */
  maxEntries?: number;
}

/**
 * Values loaded from the database, kept in this process until a table they come from changes
 * (docs/decisions/048). Cached values are shared by every request: callers never modify them.
 */
export interface Cache<K, V> {
  /** The cached value, or what `load` answers; concurrent misses of one key share one load. */
  get(key: K, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

export interface Caches {
  create<K, V>(options: CacheOptions): Cache<K, V>;
  /** Empties every cache that depends on `table`. */
  invalidate(table: string): void;
  clearAll(): void;
  /**
   * Off while invalidations may be missed (the bus lost its connection): every `get` loads, and
   * nothing is kept until it is on again.
   */
  setEnabled(enabled: boolean): void;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export function createCaches({ now = Date.now }: { now?: () => number } = {}): Caches {
  const all = new Set<{ tables: readonly string[]; clear(): void }>();
  let enabled = true;

  return {
    create<K, V>({ tables, ttlMs, maxEntries = Infinity }: CacheOptions): Cache<K, V> {
      const entries = new Map<K, Entry<V>>();
      const loading = new Map<K, Promise<V>>();
      // A load that began before an invalidation must not store what it read.
      let generation = 0;
      const cache: Cache<K, V> = {
        get(key, load) {
          if (!enabled) return load();
          const entry = entries.get(key);
          if (entry && entry.expiresAt > now()) {
            // A Map iterates in insertion order: moved to the end, the entry is the last to go.
            if (maxEntries !== Infinity) {
              entries.delete(key);
              entries.set(key, entry);
            }
            return Promise.resolve(entry.value);
          }
          const pending = loading.get(key);
          if (pending) return pending;
          const started = generation;
          const promise = load().then(
            (value) => {
              if (loading.get(key) === promise) loading.delete(key);
              if (started === generation && enabled) {
                entries.delete(key);
                if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
                entries.set(key, { value, expiresAt: now() + ttlMs });
              }
              return value;
            },
            (error: unknown) => {
              if (loading.get(key) === promise) loading.delete(key);
              throw error;
            },
          );
          loading.set(key, promise);
          return promise;
        },
        clear() {
          generation++;
          entries.clear();
          loading.clear();
        },
      };
      all.add({ tables, clear: cache.clear });
      return cache;
    },

    invalidate(table) {
      for (const cache of all) if (cache.tables.includes(table)) cache.clear();
    },

    clearAll() {
      for (const cache of all) cache.clear();
    },

    setEnabled(value) {
      enabled = value;
      for (const cache of all) cache.clear();
    },
  };
}

/** How long a cached answer stays without a notification: the usual safety net (docs/decisions/048). */
export const SAFETY_TTL_MS = 5 * 60_000;

/** One value per edition, loaded by the cache's own `load`. */
export interface EditionCache<V> {
  get(region: Region): Promise<V>;
  clear(): void;
}

/**
 * A cache of one value per edition: a service states what it depends on and how it loads it.
 * `ttlMs` is SAFETY_TTL_MS unless given.
 */
export function createEditionCache<V>(
  caches: Caches,
  { ttlMs = SAFETY_TTL_MS, ...options }: Omit<CacheOptions, 'ttlMs'> & { ttlMs?: number },
  load: (region: Region) => Promise<V>,
): EditionCache<V> {
  const cache = caches.create<Region, V>({ ...options, ttlMs });
  return { get: (region) => cache.get(region, () => load(region)), clear: cache.clear };
}

/** Keeps nothing: every `get` loads (services built outside the app, in tests, use it). */
export const noCaches: Caches = {
  create: () => ({ get: (_key, load) => load(), clear: () => undefined }),
  invalidate: () => undefined,
  clearAll: () => undefined,
  setEnabled: () => undefined,
};

/**
 * Keeps the caches right across processes: each notification names a table written to, in any
 * process or by hand; while the bus may be missing notifications the caches stay off, and they
 * start empty once it is back.
 */
export async function connectCaches(caches: Caches, bus: Bus): Promise<() => Promise<void>> {
  const unsubscribe = await bus.subscribe(CACHE_INVALIDATION_CHANNEL, (table) => caches.invalidate(table));
  const offGap = bus.onGap((state) => caches.setEnabled(state === 'up'));
  return async () => {
    offGap();
    await unsubscribe();
  };
}
