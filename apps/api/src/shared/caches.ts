import type { Region } from '@marketplace/contract';
import type { Bus } from '../adapters/bus/bus.ts';

/**
 * The channel the database's triggers notify (migrations 0012 and 0030): the name of a table
 * written to, or `<table>:<id>,<id>…` naming the rows whose shown content changed (decision 093).
 */
export const CACHE_INVALIDATION_CHANNEL = 'cache_invalidation';

export interface CacheOptions {
  /** For logs and tests. */
  name: string;
  /** Tables whose writes make the entries stale: a notification naming one empties the cache. */
  tables: readonly string[];
  /**
   * Tables whose ids are this cache's keys: `<table>:<ids>` empties only those entries, `<table>`
   * alone (too many ids for one notification) empties the cache (decision 093).
   */
  keyedBy?: readonly string[];
  /**
   * At most this many entries, the least recently read going first (a cache keyed by ids or by
   * search bodies grows with the data); unbounded when not given, none at all (every `get` loads)
   * when 0.
   */
  maxEntries?: number;
  /** A safety net: an entry is loaded again after this long even if no notification came. */
  ttlMs: number;
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

/** One cache's lookups since the process started: answered from it, or loaded. */
export interface CacheLookups {
  name: string;
  hits: number;
  misses: number;
}

export interface Caches {
  create<K, V>(options: CacheOptions): Cache<K, V>;
  /**
   * Empties every cache that depends on `table`; with `ids`, a cache keyed by that table's ids
   * loses only those entries.
   */
  invalidate(table: string, ids?: readonly number[]): void;
  clearAll(): void;
  /** Every cache's hits and misses (the metrics read them when scraped). */
  lookups(): CacheLookups[];
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

/**
 * How long a cache remembers when it last dropped a key: longer than a replica may lag
 * (DATABASE_READ_MAX_LAG_MS is at most a minute), so no replica in use predates a forgotten drop.
 */
const DROPS_REMEMBERED_MS = 2 * 60_000;

export function createCaches({
  now = Date.now,
  readsAsOf = () => undefined,
}: {
  now?: () => number;
  /**
   * When the current context reads a replica (docs/decisions/130): the time up to which it shows
   * every commit (`Replica.asOf`); undefined when it reads the primary, which shows them all.
   */
  readsAsOf?: () => number | undefined;
} = {}): Caches {
  const all = new Set<{
    options: CacheOptions;
    counts: CacheLookups;
    clear(): void;
    forget(ids: readonly number[]): void;
  }>();
  let enabled = true;

  return {
    create<K, V>(options: CacheOptions): Cache<K, V> {
      const { ttlMs, maxEntries = Infinity } = options;
      const entries = new Map<K, Entry<V>>();
      // A load that began before an invalidation must not store what it read: an invalidation
      // drops the pending load, and only the load still pending for its key stores its value.
      const loading = new Map<K, { promise: Promise<V>; asOf: number | undefined }>();
      // A load that read a replica may begin after an invalidation and still read what it
      // invalidated: it stores only if the replica shows every commit up to the key's last drop.
      let clearedAt = -Infinity;
      const droppedAt = new Map<K, number>();
      const predatesDrop = (key: K, asOf: number | undefined) =>
        asOf !== undefined && asOf < Math.max(clearedAt, droppedAt.get(key) ?? -Infinity);
      // A lookup that joins a load already under way counts as a hit: it runs no load of its own.
      const counts: CacheLookups = { name: options.name, hits: 0, misses: 0 };
      const cache: Cache<K, V> = {
        get(key, load) {
          if (!enabled || maxEntries === 0) {
            counts.misses++;
            return load();
          }
          const entry = entries.get(key);
          if (entry && entry.expiresAt > now()) {
            counts.hits++;
            // A Map iterates in insertion order: moved to the end, the entry is the last to go.
            if (maxEntries !== Infinity) {
              entries.delete(key);
              entries.set(key, entry);
            }
            return Promise.resolve(entry.value);
          }
          const asOf = readsAsOf();
          const pending = loading.get(key);
          // A reader of the primary (a writer reading back) does not share a replica's older load.
          if (pending && (asOf !== undefined || !predatesDrop(key, pending.asOf))) {
            counts.hits++;
            return pending.promise;
          }
          counts.misses++;
          const promise = load().then(
            (value) => {
              if (loading.get(key)?.promise !== promise) return value;
              loading.delete(key);
              if (!enabled || predatesDrop(key, asOf)) return value;
              entries.delete(key);
              if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
              entries.set(key, { value, expiresAt: now() + ttlMs });
              return value;
            },
            (error: unknown) => {
              if (loading.get(key)?.promise === promise) loading.delete(key);
              throw error;
            },
          );
          loading.set(key, { promise, asOf });
          return promise;
        },
        clear() {
          entries.clear();
          loading.clear();
          clearedAt = now();
          droppedAt.clear();
        },
      };
      all.add({
        options,
        counts,
        clear: cache.clear,
        // Keyed caches have the table's ids as keys (numbers).
        forget(ids) {
          const at = now();
          for (const id of ids) {
            entries.delete(id as K);
            loading.delete(id as K);
            // Kept in the order of the drops: the oldest go first.
            droppedAt.delete(id as K);
            droppedAt.set(id as K, at);
          }
          for (const [id, dropped] of droppedAt) {
            if (dropped >= at - DROPS_REMEMBERED_MS) break;
            droppedAt.delete(id);
          }
        },
      });
      return cache;
    },

    invalidate(table, ids) {
      for (const cache of all) {
        if (cache.options.tables.includes(table)) cache.clear();
        else if (cache.options.keyedBy?.includes(table)) {
          if (ids) cache.forget(ids);
          else cache.clear();
        }
      }
    },

    clearAll() {
      for (const cache of all) cache.clear();
    },

    lookups() {
      return [...all].map(({ counts }) => ({ ...counts }));
    },

    setEnabled(value) {
      enabled = value;
      for (const cache of all) cache.clear();
    },
  };
}

/**
 * A notification's table and, when it names rows, their ids: `offers` or `offers:12,15`
 * (decision 093).
 */
export function parseInvalidation(payload: string): { table: string; ids?: number[] } {
  const colon = payload.indexOf(':');
  if (colon < 0) return { table: payload };
  const ids = payload
    .slice(colon + 1)
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id));
  return { table: payload.slice(0, colon), ids };
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
  lookups: () => [],
  setEnabled: () => undefined,
};

/**
 * Keeps the caches right across processes: each notification names a table written to (and maybe
 * the rows), in any process or by hand; while the bus may be missing notifications the caches stay off, and they
 * start empty once it is back.
 */
export async function connectCaches(caches: Caches, bus: Bus): Promise<() => Promise<void>> {
  const unsubscribe = await bus.subscribe(CACHE_INVALIDATION_CHANNEL, (payload) => {
    const { table, ids } = parseInvalidation(payload);
    caches.invalidate(table, ids);
  });
  const offGap = bus.onGap((state) => caches.setEnabled(state === 'up'));
  return async () => {
    offGap();
    await unsubscribe();
  };
}
