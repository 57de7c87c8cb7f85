import { SearchOffersInputSchema, type Region } from '@marketplace/contract';
import { createMemoryBatchCounter } from '../../apps/api/src/adapters/counters/memory-batch-counter.ts';
import { createRateLimiter, type RateLimiter } from '../../apps/api/src/adapters/rate-limits/rate-limiter.ts';
import type { Storage } from '../../apps/api/src/adapters/storage/storage.ts';
import { accountReads } from '../../apps/api/src/modules/accounts/accounts.reads.ts';
import { createCategoriesRepository } from '../../apps/api/src/modules/categories/categories.repository.ts';
import { createCategoriesService } from '../../apps/api/src/modules/categories/categories.service.ts';
import { createOffersRepository } from '../../apps/api/src/modules/offers/offers.repository.ts';
import { createOffersService } from '../../apps/api/src/modules/offers/offers.service.ts';
import { publishedOfferCounts } from '../../apps/api/src/modules/search/search.reads.ts';
import { createSearchRepository } from '../../apps/api/src/modules/search/search.repository.ts';
import { createSearchService } from '../../apps/api/src/modules/search/search.service.ts';
import { systemClock } from '../../apps/api/src/shared/clock.ts';
import type { BenchDatabase } from '../shared/engines.ts';
import type { Task } from './measure.ts';
import type { BenchQuery } from './queries.ts';

/**
 * The floor: the SQL one search sends, captured from the real search service (so it is exactly
 * the statements the endpoint runs, built by the search module's own query builder) and then run
 * straight on the database connection: no HTTP, validation, query building or JSON.
 */
export interface Statement {
  text: string;
  params: unknown[];
}

const noStorage: Storage = {
  put: async () => undefined,
  putFile: async () => undefined,
  get: async () => undefined,
  delete: async () => undefined,
  publicUrl: (key) => `/media/${key}`,
};

/** The search itself sends no rate-limited call; counting phrases is measured as always allowed. */
const noRateLimits: RateLimiter = createRateLimiter(
  {
    kind: 'database',
    increment: async () => 0,
    decrement: async () => undefined,
    prune: async () => undefined,
    close: async () => undefined,
  },
  systemClock,
);
const BENCH_VISITOR = { accountId: null, ip: '127.0.0.1' };

/** The statements the search service sends for one search. */
export async function captureStatements(
  database: BenchDatabase,
  region: Region,
  query: BenchQuery,
): Promise<Statement[]> {
  const statements: Statement[] = [];
  const db = database.tracedDb((text, params) => statements.push({ text, params }));
  const categories = createCategoriesService({
    categoriesRepository: createCategoriesRepository(db, { publishedOfferCounts }),
  });
  const search = createSearchService({
    searchRepository: createSearchRepository(db),
    offers: createOffersService({
      offersRepository: createOffersRepository(db, accountReads),
      storage: noStorage,
      categories,
      rateLimiter: noRateLimits,
      firstToday: async () => true,
      clock: systemClock,
      // Search never reads the offer detail's review summary.
      reviewsOf: async () => ({ count: 0, average: null, leadReviews: [] }),
      visitCounter: createMemoryBatchCounter(),
    }),
    categories,
    clock: systemClock,
    log: { warn: () => undefined },
    // Every search counts its phrase, as a new visitor's does: the statements stay the endpoint's.
    firstToday: async () => true,
  });
  await search.search(region, SearchOffersInputSchema.parse(query.body), query.page, BENCH_VISITOR);
  return statements;
}

/**
 * Runs the captured statements in order. A statement that sets a transaction-local setting (the
 * typo threshold) needs the ones after it in the same transaction, as the service runs them.
 */
export function statementsTask(database: BenchDatabase, statements: Statement[]): Task {
  const transactional = statements.some((statement) => /set_config\(/.test(statement.text));
  return async () => {
    if (transactional) await database.query('begin');
    for (const statement of statements) await database.query(statement.text, statement.params);
    if (transactional) await database.query('commit');
    return true;
  };
}

/** EXPLAIN ANALYZE of each statement that reads offers, for the report's explanations. */
export async function explain(database: BenchDatabase, statements: Statement[]): Promise<string> {
  const out: string[] = [];
  await database.query('begin');
  try {
    for (const statement of statements) {
      if (/set_config\(/.test(statement.text)) {
        await database.query(statement.text, statement.params);
        continue;
      }
      if (!/^\s*select/i.test(statement.text) || !/"offers"/.test(statement.text)) continue;
      const rows = await database.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${statement.text}`,
        statement.params,
      );
      out.push(`-- ${statement.text}\n-- params: ${JSON.stringify(statement.params)}`);
      out.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
  } finally {
    await database.query('rollback');
  }
  return out.join('\n\n');
}
