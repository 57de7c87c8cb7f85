import type { AccountType, Region } from '@marketplace/contract';
import type { Storage } from '../../apps/api/src/adapters/storage/storage.ts';
import { seedDemoData } from '../../apps/api/src/seed/seed.ts';
import {
  exists,
  openBenchDatabase,
  recreate,
  type BenchDatabase,
  type EngineLocation,
  type EngineName,
} from './engines.ts';
import { generateOffers, type EditionContext, type OfferRow } from './generate-offers.ts';

/** Rows per INSERT: one JSON parameter each, a few megabytes. */
const BATCH = 5_000;
/** Rows per transaction. */
const TRANSACTION = 50_000;

/** The columns the generator fills, with their SQL types for json_to_recordset. */
const COLUMNS: [keyof OfferRow, string, string][] = [
  ['region', 'region', 'region'],
  ['accountId', 'account_id', 'integer'],
  ['categoryId', 'category_id', 'integer'],
  ['type', 'type', 'offer_type'],
  ['title', 'title', 'text'],
  ['description', 'description', 'text'],
  ['attributes', 'attributes', 'jsonb'],
  ['priceAmount', 'price_amount', 'bigint'],
  ['quantity', 'quantity', 'integer'],
  ['priceVariant', 'price_variant', 'price_variant'],
  ['priceFrom', 'price_from', 'bigint'],
  ['priceTo', 'price_to', 'bigint'],
  ['period', 'period', 'period'],
  ['showSalary', 'show_salary', 'boolean'],
  ['salaryFrom', 'salary_from', 'bigint'],
  ['salaryTo', 'salary_to', 'bigint'],
  ['deliveryMethod', 'delivery_method', 'delivery_method'],
  ['deliveryPrice', 'delivery_price', 'bigint'],
  ['hideLocation', 'hide_location', 'boolean'],
  ['street', 'street', 'text'],
  ['city', 'city', 'text'],
  ['state', 'state', 'text'],
  ['postCode', 'post_code', 'text'],
  ['lat', 'lat', 'double precision'],
  ['lon', 'lon', 'double precision'],
  ['highlightedUntil', 'highlighted_until', 'timestamptz'],
  ['visits', 'visits', 'integer'],
  ['publishedAt', 'published_at', 'timestamptz'],
  ['expiredAt', 'expired_at', 'timestamptz'],
  ['createdAt', 'created_at', 'timestamptz'],
];

/**
 * One statement for a batch of rows on both engines: the rows travel as one JSON parameter and
 * json_to_recordset turns them into typed columns. Triggers on offers (the search document) fire as
 * for any insert.
 */
const INSERT_SQL = `insert into offers (${COLUMNS.map(([, column]) => column).join(', ')}, status, updated_at)
select ${COLUMNS.map(([, column]) => `r.${column}`).join(', ')}, 'published', r.published_at
from json_to_recordset($1::json) as r(${COLUMNS.map(([, column, type]) => `${column} ${type}`).join(', ')})`;

function toRecord(row: OfferRow): Record<string, unknown> {
  return Object.fromEntries(COLUMNS.map(([key, column]) => [column, row[key]]));
}

/** The seed's images are not needed: the benchmark never serves them. */
export const discardStorage: Storage = {
  put: async () => undefined,
  putFile: async () => undefined,
  get: async () => undefined,
  delete: async () => undefined,
  publicUrl: (key) => `/media/${key}`,
};

export interface LoadTimings {
  seedMs: number;
  /** Per edition: generating and inserting the rows. */
  insertMs: Partial<Record<Region, number>>;
  indexMs: number;
  vacuumMs: number;
  totalMs: number;
  offersPerEdition: number;
}

async function editionContext(database: BenchDatabase, region: Region): Promise<EditionContext> {
  const categories = await database.query<{ id: number; slug: string }>(
    'select id, slug from categories where region = $1 and parent_id is not null',
    [region],
  );
  const sellers = await database.query<{ id: number; type: AccountType }>(
    `select id, type from accounts where region = $1 and role <> 'admin' and status = 'active' order by id`,
    [region],
  );
  return { region, categoryIds: new Map(categories.map((c) => [c.slug, c.id])), sellers };
}

/** Secondary indexes of offers (not those behind a constraint), to drop before and rebuild after a bulk load. */
async function secondaryIndexes(database: BenchDatabase): Promise<{ name: string; definition: string }[]> {
  return database.query(
    `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class c on c.oid = i.indexrelid
     where i.indrelid = 'offers'::regclass
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
  );
}

async function insertEdition(database: BenchDatabase, context: EditionContext, count: number, now: Date) {
  let batch: Record<string, unknown>[] = [];
  let inTransaction = 0;
  await database.query('begin');
  for (const row of generateOffers(context, count, now)) {
    batch.push(toRecord(row));
    if (batch.length === BATCH) {
      await database.query(INSERT_SQL, [JSON.stringify(batch)]);
      inTransaction += batch.length;
      batch = [];
      if (inTransaction >= TRANSACTION) {
        await database.query('commit');
        await database.query('begin');
        inTransaction = 0;
      }
    }
  }
  if (batch.length) await database.query(INSERT_SQL, [JSON.stringify(batch)]);
  await database.query('commit');
}

/**
 * Migrates, loads the demo data (categories with custom fields, accounts), then bulk-loads `count`
 * synthetic published offers per edition: secondary indexes are dropped first and rebuilt after, the
 * way a bulk import is done, then the table is vacuumed and analysed.
 */
export async function loadBenchmarkData(
  database: BenchDatabase,
  regions: Region[],
  count: number,
  log: (line: string) => void,
): Promise<LoadTimings> {
  const started = performance.now();
  await database.handle.migrate();
  await seedDemoData({ db: database.handle.db, storage: discardStorage, log: { info: () => undefined } });
  const seedMs = performance.now() - started;
  log(`  demo data (categories, accounts) in ${(seedMs / 1000).toFixed(1)} s`);

  await database.query(`set maintenance_work_mem = '${database.engine === 'pg' ? '1GB' : '256MB'}'`);
  const indexes = await secondaryIndexes(database);
  for (const index of indexes) await database.query(`drop index "${index.name}"`);

  const now = new Date();
  const insertMs: LoadTimings['insertMs'] = {};
  for (const region of regions) {
    const context = await editionContext(database, region);
    const regionStarted = performance.now();
    await insertEdition(database, context, count, now);
    insertMs[region] = performance.now() - regionStarted;
    const seconds = insertMs[region] / 1000;
    log(
      `  ${region}: ${count.toLocaleString('en')} offers in ${seconds.toFixed(1)} s (${Math.round(count / seconds).toLocaleString('en')} rows/s)`,
    );
  }

  const indexStarted = performance.now();
  for (const index of indexes) await database.query(index.definition);
  const indexMs = performance.now() - indexStarted;
  log(`  ${indexes.length} indexes rebuilt in ${(indexMs / 1000).toFixed(1)} s`);

  const vacuumStarted = performance.now();
  await database.query('vacuum analyze');
  const vacuumMs = performance.now() - vacuumStarted;
  log(`  vacuum analyze in ${(vacuumMs / 1000).toFixed(1)} s`);
  return {
    seedMs,
    insertMs,
    indexMs,
    vacuumMs,
    totalMs: performance.now() - started,
    offersPerEdition: count,
  };
}

async function offerCounts(database: BenchDatabase): Promise<Map<string, number>> {
  const rows = await database.query<{ region: string; n: number }>(
    `select region::text as region, count(*)::int as n from offers where status = 'published' group by region`,
  );
  return new Map(rows.map((row) => [row.region, row.n]));
}

/**
 * A fresh database loaded with the demo data and `offers` synthetic offers per edition; or, with
 * `reuse`, the one an earlier run loaded with as many (migrated to the current schema).
 */
export async function prepareBenchDatabase(
  engine: EngineName,
  offers: number,
  options: { reuse: boolean; editions: Region[]; location: EngineLocation },
  log: (line: string) => void,
): Promise<{ database: BenchDatabase; load: LoadTimings | null }> {
  if (options.reuse && (await exists(engine, options.location))) {
    const database = await openBenchDatabase(engine, options.location);
    const counts = await offerCounts(database).catch(() => new Map<string, number>());
    // The seed's own published offers come on top of the synthetic ones.
    if (options.editions.every((region) => (counts.get(region) ?? 0) >= offers)) {
      log(`  reusing the loaded database (${[...counts].map(([r, n]) => `${r} ${n}`).join(', ')} offers)`);
      await database.handle.migrate();
      return { database, load: null };
    }
    await database.close();
  }
  await recreate(engine, options.location);
  const database = await openBenchDatabase(engine, options.location);
  const load = await loadBenchmarkData(database, options.editions, offers, log);
  return { database, load };
}
