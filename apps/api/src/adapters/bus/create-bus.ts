import type { DatabaseHandle } from '../../db/client.ts';
import type { Bus } from './bus.ts';
import { createInProcessBus } from './in-process-bus.ts';
import { createPgliteBus } from './pglite-bus.ts';
import { createPostgresBus } from './postgres-bus.ts';
import { createRedisBus } from './redis-bus.ts';

/**
 * The database's own LISTEN/NOTIFY (docs/decisions/048): its triggers announce writes to cached
 * tables whoever makes them, so the bus must be the one that hears the database. PGlite's within
 * this process; PostgreSQL's over a dedicated connection, reconnecting when it is lost.
 */
export async function createBus(database: DatabaseHandle, onError: (error: unknown) => void): Promise<Bus> {
  if ('pglite' in database.connection) return createPgliteBus(database.connection.pglite, onError);
  const bus = createPostgresBus(database.connection.url, { onError });
  await bus.start();
  return bus;
}

/**
 * The realtime bus (decision 065): chat and other socket events between API processes. Redis
 * pub/sub with REDIS_URL, its channels named after the database (processes sharing a database are
 * one deployment); without it, this process only.
 */
export async function createRealtimeBus(
  redisUrl: string | undefined,
  database: DatabaseHandle,
  onError: (error: unknown) => void,
): Promise<Bus> {
  if (!redisUrl) return createInProcessBus(onError);
  const bus = createRedisBus(redisUrl, { onError, prefix: realtimeBusPrefix(database) });
  await bus.start().catch(onError);
  return bus;
}

/** The realtime bus's Redis channel prefix: the database's name (one deployment per database). */
export function realtimeBusPrefix(database: DatabaseHandle): string {
  const name = 'url' in database.connection ? new URL(database.connection.url).pathname.slice(1) : 'embedded';
  return `marketplace:${name || 'default'}:`;
}
