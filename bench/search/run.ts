/**
 * `npm run bench:search`: the search benchmark of issue 6 (method: docs/decisions/023).
 * Loads N synthetic offers per edition into a fresh PostgreSQL database and/or PGlite directory,
 * starts the real API server on it and measures a fixed query mix through HTTP, then the same
 * searches straight on the database as the floor. Prints a table; writes JSON and Markdown to
 * bench/.results/. Options: see `npm run bench:search -- --help`.
 */
import { isRegion, type Region } from '@marketplace/contract';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { startApiServer } from '../shared/api-server.ts';
import { ENGINES, openBenchDatabase, type BenchDatabase, type EngineName } from '../shared/engines.ts';
import { captureStatements, explain, statementsTask } from './floor.ts';
import { httpTask, probe } from './http-search.ts';
import { prepareBenchDatabase } from '../shared/load-offers.ts';
import { ENGINE_LOCATION_OPTIONS, engineLocation, integerOption, parseBenchArgs } from '../shared/options.ts';
import { describeMachine, REPO_ROOT, RESULTS_DIR, writeResults } from '../shared/results.ts';
import { measureSequential, measureThroughput } from './measure.ts';
import { resolveQueries, type BenchQuery } from './queries.ts';
import {
  renderMarkdown,
  renderText,
  type BenchResult,
  type EngineResult,
  type QueryResult,
} from './report.ts';

const HELP = `Usage: npm run bench:search -- [options]

  --offers N           synthetic offers per edition (default 100000)
  --pglite-offers N    offers per edition on PGlite (default: --offers)
  --iterations M       timed runs of each query, one at a time (default 200)
  --warmup W           untimed runs of each query first (default 20)
  --engine E           pg | pglite | both (default both)
  --editions LIST      us,pl (default both)
  --concurrency C      clients of the throughput run (default 8; 0 skips it)
  --duration S         seconds of the throughput run (default 10)
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
      duration: { type: 'string', default: '10' },
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

async function runEngine(engine: EngineName, options: Options, plans: string[]): Promise<EngineResult> {
  const offers = engine === 'pglite' ? options.pgliteOffers : options.offers;
  log(`\n== ${engine}: ${offers.toLocaleString('en')} offers per edition`);
  const prepared = await prepareBenchDatabase(engine, offers, options, log);
  const { load } = prepared;
  let { database } = prepared;
  const mix: { region: Region; query: BenchQuery }[] = [];
  for (const region of options.editions) {
    const ids = await categoryIds(database, region);
    for (const query of resolveQueries(region, ids)) mix.push({ region, query });
  }
  // PGlite is one process's database: the server gets it to itself while it runs.
  if (engine === 'pglite') await database.close();

  const results: QueryResult[] = [];
  const loadBefore = loadavg()[0]!;
  const server = await startApiServer(database.url, options.port, resolve(RESULTS_DIR, 'media'));
  let throughput: EngineResult['throughput'] = null;
  try {
    for (const { region, query } of mix) {
      const first = await probe(server.origin, region, query);
      const result: QueryResult = {
        region,
        name: query.name,
        page: query.page,
        body: query.body,
        probe: first,
        http: null,
        concurrent: null,
        floor: null,
      };
      results.push(result);
      if (first.status !== 200) {
        log(`  ${region} ${query.name}: HTTP ${first.status} ${first.error ?? ''}`);
        continue;
      }
      const task = httpTask(server.origin, region, query);
      for (let i = 0; i < options.warmup; i++) await task();
      result.http = await measureSequential(task, options.iterations);
      log(
        `  ${region} ${query.name}: ${first.totalItems} hits, p50 ${result.http.p50.toFixed(1)} ms, p95 ${result.http.p95.toFixed(1)} ms`,
      );
    }
    const working = mix.filter((_, i) => results[i]!.probe.status === 200);
    if (options.concurrency > 0 && working.length) {
      const tasks = working.map(({ region, query }) => ({
        name: `${region}|${query.name}`,
        run: httpTask(server.origin, region, query),
      }));
      const run = await measureThroughput(tasks, options.concurrency, options.durationMs);
      throughput = { concurrency: run.concurrency, durationMs: run.durationMs, total: run.total };
      for (const result of results)
        result.concurrent = run.perQuery.get(`${result.region}|${result.name}`) ?? null;
      log(`  throughput: ${run.total.perSecond.toFixed(0)} requests/s with ${run.concurrency} clients`);
    }
  } finally {
    await server.stop();
  }

  if (engine === 'pglite') database = await openBenchDatabase(engine, options.location);
  try {
    for (const [i, { region, query }] of mix.entries()) {
      const result = results[i]!;
      if (result.probe.status !== 200) continue;
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
  return { engine, offersPerEdition: offers, load, throughput, loadAverage, queries: results };
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
