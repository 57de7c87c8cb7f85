/**
 * `npm run bench:api`: throughput and latency of the API's main endpoints (issue 13). Loads the demo
 * data plus N synthetic offers per edition (the search benchmark's loader), starts the real server
 * in production mode on it, and runs autocannon against each endpoint and against a bare Fastify in
 * the same run (the ceiling). Prints a table; writes JSON and Markdown to bench/.results/.
 * Options: `npm run bench:api -- --help`.
 */
import { isRegion, type Region } from '@marketplace/contract';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { DEMO_LOGINS } from '../../apps/api/src/seed/demo-logins.ts';
import { startApiServer } from '../shared/api-server.ts';
import type { EngineName } from '../shared/engines.ts';
import { prepareBenchDatabase } from '../shared/load-offers.ts';
import { ENGINE_LOCATION_OPTIONS, engineLocation, integerOption, parseBenchArgs } from '../shared/options.ts';
import { describeMachine, REPO_ROOT, RESULTS_DIR, writeResults } from '../shared/results.ts';
import { runLoad, type LoadResult } from './load.ts';
import { bookSellerHistory } from './seller-ledger.ts';
import { renderMarkdown, renderText, type ApiBenchResult } from './report.ts';
import { apiTargets, type TargetContext } from './targets.ts';

const HELP = `Usage: npm run bench:api -- [options]

  --offers N          synthetic offers per edition on top of the demo data (default 100000)
  --engine E          pg | pglite (default pg)
  --region R          the edition whose endpoints are loaded (default us)
  --connections C     autocannon connections (default 50)
  --duration S        seconds per endpoint (default 8)
  --only TEXT         load only the endpoints whose name contains TEXT
  --reuse             keep a database loaded by an earlier run with at least as many offers
  --pg-url URL        PostgreSQL server (default $BENCH_PG_URL or postgres://postgres@127.0.0.1:5432)
  --pg-database NAME  database created (and dropped first) there (default bench_search, shared with bench:search)
  --pglite-dir DIR    PGlite data directory (default bench/.results/pglite)
  --port P            API server port (default 8271; the ceiling uses P+1)
`;

function parseOptions() {
  const values = parseBenchArgs(
    {
      offers: { type: 'string', default: '100000' },
      engine: { type: 'string', default: 'pg' },
      region: { type: 'string', default: 'us' },
      connections: { type: 'string', default: '50' },
      duration: { type: 'string', default: '8' },
      only: { type: 'string' },
      reuse: { type: 'boolean', default: false },
      ...ENGINE_LOCATION_OPTIONS,
      port: { type: 'string', default: '8271' },
    },
    HELP,
  );
  if (values.engine !== 'pg' && values.engine !== 'pglite') throw new Error('--engine must be pg or pglite');
  if (!isRegion(values.region)) throw new Error('--region must be us or pl');
  return {
    offers: integerOption('offers', values.offers),
    engine: values.engine as EngineName,
    region: values.region as Region,
    connections: integerOption('connections', values.connections),
    durationS: integerOption('duration', values.duration),
    only: values.only,
    reuse: values.reuse,
    location: engineLocation(values),
    port: integerOption('port', values.port),
  };
}

const log = (line: string) => console.log(line);

/** The bare Fastify of ceiling-server.ts in its own process. */
async function startCeiling(port: number): Promise<{ origin: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(import.meta.dirname, 'ceiling-server.ts')],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: 'inherit',
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(origin)
        .then((response) => response.ok)
        .catch(() => false)
    )
      return { origin, stop: () => child.kill() };
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill();
  throw new Error('The ceiling server did not start');
}

/** The demo account the signed-in endpoints are loaded as, or the edition's administrator. */
function demoLogin(region: Region, as: 'user' | 'admin' = 'user') {
  const login = DEMO_LOGINS.find(
    (candidate) => candidate.region === region && (candidate.role === 'admin') === (as === 'admin'),
  );
  if (!login) throw new Error(`No demo ${as} login for ${region}`);
  return login;
}

async function signIn(origin: string, region: Region, as: 'user' | 'admin' = 'user'): Promise<string> {
  const login = demoLogin(region, as);
  const response = await fetch(`${origin}/api/sessions/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sales-channel': region },
    body: JSON.stringify({ username: login.username, password: login.password }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${login.username} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Puts up to five buyable offers in the signed-in user's basket, so reading it reads offers. */
async function fillBasket(origin: string, region: Region, token: string, offerIds: number[]): Promise<void> {
  let added = 0;
  for (const offerId of offerIds) {
    if (added === 5) return;
    const response = await fetch(`${origin}/api/basket/items`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-sales-channel': region,
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ offer_id: offerId }),
    });
    if (response.ok) added += 1;
  }
}

async function main(): Promise<void> {
  const options = parseOptions();
  process.chdir(REPO_ROOT);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const startedAt = new Date().toISOString();
  log(`== ${options.engine}: ${options.offers.toLocaleString('en')} offers per edition`);
  const { database } = await prepareBenchDatabase(
    options.engine,
    options.offers,
    { reuse: options.reuse, editions: ['us', 'pl'], location: options.location },
    log,
  );
  const region = options.region;
  const offerIds = (
    await database.query<{ id: number }>(
      `select id from offers where region = $1 and status = 'published' order by random() limit 300`,
      [region],
    )
  ).map((row) => row.id);
  // The signed-in account's own published offers, for the paid extras it buys.
  const ownOfferIds = (
    await database.query<{ id: number }>(
      `select o.id from offers o join accounts a on a.id = o.account_id
        where a.region = $1 and a.username = $2 and o.status = 'published' order by o.id limit 20`,
      [region, demoLogin(region).username],
    )
  ).map((row) => row.id);
  // The signed-in account's conversations, for the chat's endpoints.
  const conversationIds = (
    await database.query<{ id: number }>(
      `select p.conversation_id as id from conversation_participants p join accounts a on a.id = p.account_id
        where a.region = $1 and a.username = $2 order by p.conversation_id limit 20`,
      [region, demoLogin(region).username],
    )
  ).map((row) => row.id);
  // Sellers with the most reviews first: their reviews pages read the most rows.
  const sellerIds = (
    await database.query<{ id: number }>(
      `select a.id from accounts a
        where a.region = $1 and a.status = 'active'
          and exists (select 1 from offers o where o.account_id = a.id and o.status = 'published')
        order by (select count(*) from reviews r where r.account_id = a.id) desc, a.id limit 50`,
      [region],
    )
  ).map((row) => row.id);
  const pageSlugs = (
    await database.query<{ slug: string }>('select slug from pages where region = $1', [region])
  ).map((row) => row.slug);
  const categoryIdBySlug = new Map(
    (
      await database.query<{ id: number; slug: string }>(
        'select id, slug from categories where region = $1',
        [region],
      )
    ).map((row) => [row.slug, row.id]),
  );
  const postgres =
    options.engine === 'pg'
      ? `PostgreSQL ${(await database.query<{ v: string }>("select current_setting('server_version') as v"))[0]!.v.split(' ')[0]}`
      : null;
  await database.close();
  await bookSellerHistory(database.url, region, demoLogin(region).username);

  // Production logging (info): the cost of the request log is part of every request's cost.
  // The built web app, for the server-rendered pages (npm run build).
  const webDist = resolve(import.meta.dirname, '../../apps/web/dist');
  if (!existsSync(resolve(webDist, 'index.html')) || !existsSync(`${webDist}-ssr/entry-server.js`)) {
    throw new Error('bench:api loads the server-rendered pages too: build the web app first (npm run build)');
  }
  const server = await startApiServer(database.url, options.port, resolve(RESULTS_DIR, 'media'), {
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: webDist,
  });
  const ceilingServer = await startCeiling(options.port + 1);
  const loadOptions = { connections: options.connections, durationS: options.durationS };
  const endpoints: LoadResult[] = [];
  const loadBefore = loadavg()[0]!;
  let ceiling: LoadResult;
  try {
    ceiling = await runLoad(
      ceilingServer.origin,
      { name: 'ceiling', method: 'GET', paths: ['/'], headers: {} },
      loadOptions,
    );
    log(`  bare Fastify: ${Math.round(ceiling.requestsPerSecond)} req/s`);
    const token = await signIn(server.origin, region);
    const adminToken = await signIn(server.origin, region, 'admin');
    await fillBasket(server.origin, region, token, offerIds);
    const context: TargetContext = {
      region,
      offerIds,
      pageSlugs,
      categoryIdBySlug,
      token,
      adminToken,
      ownOfferIds,
      conversationIds,
      sellerIds,
    };
    for (const target of apiTargets(context)) {
      if (options.only && !target.name.includes(options.only)) continue;
      const result = await runLoad(server.origin, target, loadOptions);
      endpoints.push(result);
      log(
        `  ${result.name}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p97.5 ${result.p97_5Ms} ms, p99 ${result.p99Ms} ms` +
          (result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''),
      );
    }
  } finally {
    ceilingServer.stop();
    await server.stop();
  }

  const result: ApiBenchResult = {
    startedAt,
    machine: { ...describeMachine(), postgres },
    options: {
      engine: options.engine,
      offersPerEdition: options.offers,
      connections: options.connections,
      durationS: options.durationS,
      region,
    },
    ceiling,
    endpoints,
    loadAverage: { before: loadBefore, after: loadavg()[0]! },
  };
  const stem = `api-${options.engine}-${options.offers}-${startedAt.replace(/[:.]/g, '-')}`;
  writeResults('api', stem, result, renderMarkdown(result));
  console.log(`\n${renderText(result)}\n\nWritten: bench/.results/${stem}.json and .md`);
  const failed = endpoints.filter((endpoint) => endpoint.non2xx || endpoint.errors);
  if (failed.length) {
    console.error(`\n${failed.length} endpoints answered errors under load: see the table.`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
