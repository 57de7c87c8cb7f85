import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { categories } from '../schema/index.ts';

/** Placeholder until the demo data lands: reports whether the database is empty. */
export async function seedIfEmpty(db: Database, log: FastifyBaseLogger): Promise<void> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  log.info({ categories: row?.count }, 'seed check');
}
