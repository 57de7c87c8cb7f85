import type { DatabaseHandle } from '../../db/client.ts';
import type { Bus } from './bus.ts';
import { createPgliteBus } from './pglite-bus.ts';
import { createPostgresBus } from './postgres-bus.ts';

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
