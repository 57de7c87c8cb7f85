/**
 * `npm run bench:search`: the search benchmark of issue 6 (method: docs/decisions/023).
 * Loads N synthetic offers per edition into a fresh PostgreSQL database and/or PGlite directory,
 * starts the real API server on it and measures 31 search shapes through HTTP, first with the
 * search cache off (the headline: what a buyer's new search costs) and then on (a repeated one),
 * then a Zipf mix of 10,000 distinct searches with 8 clients, then the shapes' SQL straight on the
 * database as the floor. Prints a table; writes JSON and Markdown to
 * bench/.results/. Options: see `npm run bench:search -- --help`.
 */
import { isRegion, type Region } from '@marketplace/contract';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { startApiServer, type ApiServer } from '../shared/api-server.ts';
import { cpuDuring } from '../shared/cpu.ts';
import { ENGINES, openBenchDatabase, type BenchDatabase, type EngineName } from '../shared/engines.ts';
import { captureStatements, explain, statementsTask } from './floor.ts';
import { cheapTask, httpTask, probe, searchCacheLookups } from './http-search.ts';
import { prepareBenchDatabase } from '../shared/load-offers.ts';
import { ENGINE_LOCATION_OPTIONS, engineLocation, integerOption, parseBenchArgs } from '../shared/options.ts';
import { describeMachine, REPO_ROOT, RESULTS_DIR, writeResults } from '../shared/results.ts';
import { measureMix, measureSequential } from './measure.ts';
import { createRandom } from '../../apps/api/src/seed/random.ts';
import { MIX_BODIES, mixBodies, ZIPF_EXPONENT, zipfSampler } from './zipf-mix.ts';
import { resolveQueries, type BenchQuery } from './queries.ts';
import {
  renderMarkdown,
  renderText,
  type BenchResult,
  type EngineResult,
  type MixRun,
  type QueryResult,
} from './report.ts';

const HELP = `Usage: npm run bench:search -- [options]

  --offers N           synthetic offers per edition (default 100000)
  --pglite-offers N    offers per edition on PGlite (default: --offers)
  --iterations M       timed runs of each query, one at a time (default 200)
  --warmup W           untimed runs of each query first (default 20)
  --engine E           pg | pglite | both (default both)
  --editions LIST      us,pl (default both)
  --concurrency C      clients of the Zipf mix (default 8; 0 skips it)
  --duration S         seconds of the Zipf mix (default 20)
  --no-floor           skip the SQL run straight on the database (and its EXPLAIN ANALYZE)
  --reuse              keep a database loaded by an earlier run with the same --offers
  --pg-url URL         PostgreSQL server (default $BENCH_PG_URL or postgres://postgres@127.0.0.1:5432)
  --pg-database NAME   database created (and dropped first) there (default bench_search)
  --pglite-dir DIR     PGlite data directory (default bench/.results/pglite)
  --port P             API server port (default 8261)
`;

function parseOptions() {
  const values = parseBenchArgs(
    {
      offers: { type: 'string', default: '100000' },
      'pglite-offers': { type: 'string' },
      iterations: { type: 'string', default: '200' },
      warmup: { type: 'string', default: '20' },
      engine: { type: 'string', default: 'both' },
      editions: { type: 'string', default: 'us,pl' },
      concurrency: { type: 'string', default: '8' },
      duration: { type: 'string', default: '20' },
      'no-floor': { type: 'boolean', default: false },
      reuse: { type: 'boolean', default: false },
      ...ENGINE_LOCATION_OPTIONS,
      port: { type: 'string', default: '8261' },
    },
    HELP,
  );
  const engines: EngineName[] =
    values.engine === 'both' ? [...ENGINES] : ENGINES.filter((engine) => engine === values.engine);
  if (!engines.length) throw new Error('--engine must be pg, pglite or both');
  const editions = values.editions.split(',').map((edition) => edition.trim());
  if (!editions.length || !editions.every(isRegion)) throw new Error('--editions must list us and/or pl');
  const offers = integerOption('offers', values.offers);
  return {
    offers,
    pgliteOffers: values['pglite-offers'] ? integerOption('pglite-offers', values['pglite-offers']) : offers,
    iterations: integerOption('iterations', values.iterations),
    warmup: integerOption('warmup', values.warmup, 0),
    engines,
    editions: editions as Region[],
    concurrency: integerOption('concurrency', values.concurrency, 0),
    durationMs: integerOption('duration', values.duration) * 1000,
    floor: !values['no-floor'],
    reuse: values.reuse,
    location: engineLocation(values),
    port: integerOption('port', values.port),
  };
}
type Options = ReturnType<typeof parseOptions>;

const log = (line: string) => console.log(line);

async function categoryIds(database: BenchDatabase, region: Region): Promise<Map<string, number>> {
  const rows = await database.query<{ id: number; slug: string }>(
    'select id, slug from categories where region = $1',
    [region],
  );
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** What the benchmark's server is told: metrics for the cache's hit rate, and whether it caches searches. */
const METRICS_TOKEN = 'bench-search-metrics-token-0123456789';
const UNCACHED = { SEARCH_CACHE_ENTRIES: '0' };

/** Each shape one request at a time: the first call answers the hit count, then warm-up and timed runs. */
async function measureShapes(
  origin: string,
  mix: { region: Region; query: BenchQuery }[],
  results: QueryResult[],
  options: Options,
  which: 'uncached' | 'cached',
): Promise<void> {
  for (const [i, { region, query }] of mix.entries()) {
    const result = results[i]!;
    if (which === 'uncached') result.probe = await probe(origin, region, query);
    if (result.probe.status !== 200) {
      log(`  ${region} ${query.name}: HTTP ${result.probe.status} ${result.probe.error ?? ''}`);
      continue;
    }
    const task = httpTask(origin, region, query);
    for (let n = 0; n < options.warmup; n++) await task();
    const stats = await measureSequential(task, options.iterations);
    result[which] = stats;
    log(
      `  ${which} ${region} ${query.name}: ${result.probe.totalItems} hits, p50 ${stats.p50.toFixed(1)} ms, p95 ${stats.p95.toFixed(1)} ms`,
    );
  }
}

/** The Zipf mix through HTTP with the search cache on, as buyers meet it. */
async function measureZipfMix(
  { origin, pid }: ApiServer,
  bodies: Map<Region, BenchQuery[]>,
  options: Options,
): Promise<MixRun> {
  const random = createRandom('search-mix-requests');
  const regions = [...bodies.keys()];
  const pick = zipfSampler(MIX_BODIES, ZIPF_EXPONENT, random);
  const tasks = new Map(
    [...bodies].map(([region, queries]) => [region, queries.map((query) => httpTask(origin, region, query))]),
  );
  const next = () => tasks.get(regions[random.int(0, regions.length - 1)]!)![pick()]!;
  const before = await searchCacheLookups(origin, METRICS_TOKEN);
  const {
    result: run,
    apiSeconds,
    postgresSeconds,
  } = await cpuDuring(pid, () =>
    measureMix(next, cheapTask(origin), options.concurrency, options.durationMs),
  );
  const after = await searchCacheLookups(origin, METRICS_TOKEN);
  const hits = after.hits - before.hits;
  const misses = after.misses - before.misses;
  log(
    `  Zipf mix: ${run.searches.perSecond.toFixed(0)} searches/s with ${run.concurrency} clients, ` +
      `p50 ${run.searches.p50.toFixed(1)} ms, p95 ${run.searches.p95.toFixed(1)} ms, p99 ${run.searches.p99.toFixed(1)} ms, ` +
      `cache hit rate ${((100 * hits) / Math.max(1, hits + misses)).toFixed(1)} %; ` +
      `a cheap request meanwhile p50 ${run.cheap.p50.toFixed(1)} ms, p99 ${run.cheap.p99.toFixed(1)} ms`,
  );
  const cpuMsPerSearch = {
    api: (1000 * apiSeconds) / run.searches.count,
    postgres: (1000 * postgresSeconds) / run.searches.count,
  };
  log(
    `  CPU per search: API ${cpuMsPerSearch.api.toFixed(2)} ms, PostgreSQL ${cpuMsPerSearch.postgres.toFixed(2)} ms`,
  );
  return { ...run, cache: { hits, misses }, cpuMsPerSearch };
}

async function runEngine(engine: EngineName, options: Options, plans: string[]): Promise<EngineResult> {
  const offers = engine === 'pglite' ? options.pgliteOffers : options.offers;
  log(`\n== ${engine}: ${offers.toLocaleString('en')} offers per edition`);
  const prepared = await prepareBenchDatabase(engine, offers, options, log);
  const { load } = prepared;
  let { database } = prepared;
  const mix: { region: Region; query: BenchQuery }[] = [];
  const mixBodiesByRegion = new Map<Region, BenchQuery[]>();
  for (const region of options.editions) {
    const ids = await categoryIds(database, region);
    for (const query of resolveQueries(region, ids)) mix.push({ region, query });
    mixBodiesByRegion.set(region, mixBodies(region, ids));
  }
  // PGlite is one process's database: the server gets it to itself while it runs.
  if (engine === 'pglite') await database.close();

  const results: QueryResult[] = mix.map(({ region, query }) => ({
    region,
    name: query.name,
    page: query.page,
    body: query.body,
    probe: { status: 0, totalItems: null, itemsOnPage: 0 },
    uncached: null,
    cached: null,
    floor: null,
  }));
  const loadBefore = loadavg()[0]!;
  const media = resolve(RESULTS_DIR, 'media');
  const env = { METRICS_TOKEN };
  // The headline: every timed run misses, as most buyers' searches do (the cache keeps nothing).
  let server = await startApiServer(database.url, options.port, media, { ...env, ...UNCACHED });
  try {
    await measureShapes(server.origin, mix, results, options, 'uncached');
  } finally {
    await server.stop();
  }
  let zipf: MixRun | null = null;
  server = await startApiServer(database.url, options.port, media, env);
  try {
    await measureShapes(server.origin, mix, results, options, 'cached');
    if (options.concurrency > 0) zipf = await measureZipfMix(server, mixBodiesByRegion, options);
  } finally {
    await server.stop();
  }

  if (engine === 'pglite') database = await openBenchDatabase(engine, options.location);
  try {
    for (const [i, { region, query }] of mix.entries()) {
      const result = results[i]!;
      if (result.probe.status !== 200 || !options.floor) continue;
      try {
        const statements = await captureStatements(database, region, query);
        const task = statementsTask(database, statements);
        for (let n = 0; n < options.warmup; n++) await task();
        result.floor = await measureSequential(task, options.iterations);
        result.statements = statements.length;
        plans.push(
          `#### ${engine} ${region} "${query.name}" (page ${query.page})\n\n${await explain(database, statements)}`,
        );
      } catch (error) {
        result.floorError = error instanceof Error ? error.message.split('\n')[0] : String(error);
      }
    }
  } finally {
    await database.close();
  }
  const loadAverage = { before: loadBefore, after: loadavg()[0]! };
  return { engine, offersPerEdition: offers, load, zipf, loadAverage, queries: results };
}

async function postgresVersion(options: Options): Promise<string | null> {
  if (!options.engines.includes('pg')) return null;
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: `${options.location.pgServer.replace(/\/$/, '')}/postgres`,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version') as v");
    return `PostgreSQL ${rows[0]?.v.split(' ')[0]}`;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const options = parseOptions();
  process.chdir(REPO_ROOT);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const startedAt = new Date().toISOString();
  const engines: EngineResult[] = [];
  const plans: string[] = [];
  for (const engine of options.engines) engines.push(await runEngine(engine, options, plans));
  const result: BenchResult = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: { ...describeMachine(), postgres: await postgresVersion(options) },
    options: {
      offers: options.offers,
      pgliteOffers: options.pgliteOffers,
      iterations: options.iterations,
      warmup: options.warmup,
      engines: options.engines,
      editions: options.editions,
      concurrency: options.concurrency,
      durationS: options.durationMs / 1000,
    },
    engines,
  };
  const stem = `search-${options.engines.join('+')}-${options.offers}-${startedAt.replace(/[:.]/g, '-')}`;
  writeResults('search', stem, result, renderMarkdown(result));
  writeFileSync(resolve(RESULTS_DIR, `${stem}-plans.txt`), `${plans.join('\n\n')}\n`);
  console.log(
    `\n${renderText(result)}\n\nWritten: bench/.results/${stem}.json, .md and -plans.txt (EXPLAIN ANALYZE of every query)`,
  );
  const failed = engines.flatMap((engine) => engine.queries.filter((query) => query.probe.status !== 200));
  if (failed.length) {
    // A mix query that no longer answers (a renamed seed category, a contract change) fails the run.
    console.error(`\n${failed.length} queries of the mix did not answer 200: see the log above.`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
