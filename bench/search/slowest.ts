/**
 * `node --import tsx bench/search/slowest.ts [--pg-database NAME] [--edition us|pl]
 * [--bodies B]`: the first B bodies of the Zipf mix (bench/search/zipf-mix.ts), each sent once
 * through HTTP to a server that caches no search, slowest first: which searches cost most when
 * uncached. Needs a database loaded by `npm run bench:search` (PostgreSQL).
 */
import { isRegion } from '@marketplace/contract';
import { resolve } from 'node:path';
import { startApiServer } from '../shared/api-server.ts';
import { openBenchDatabase } from '../shared/engines.ts';
import { ENGINE_LOCATION_OPTIONS, engineLocation, integerOption, parseBenchArgs } from '../shared/options.ts';
import { REPO_ROOT, RESULTS_DIR } from '../shared/results.ts';
import { httpTask } from './http-search.ts';
import { mixBodies } from './zipf-mix.ts';

const values = parseBenchArgs(
  {
    edition: { type: 'string', default: 'us' },
    bodies: { type: 'string', default: '300' },
    ...ENGINE_LOCATION_OPTIONS,
    port: { type: 'string', default: '8299' },
  },
  'Usage: node --import tsx bench/search/slowest.ts [--pg-database NAME] [--edition us|pl] [--bodies B]\n',
);
const region = values.edition;
if (!isRegion(region)) throw new Error('--edition must be us or pl');
process.chdir(REPO_ROOT);
const database = await openBenchDatabase('pg', engineLocation(values));
const categories = await database.query<{ id: number; slug: string }>(
  'select id, slug from categories where region = $1',
  [region],
);
await database.close();
const bodies = mixBodies(region, new Map(categories.map((row) => [row.slug, row.id]))).slice(
  0,
  integerOption('bodies', values.bodies),
);
const server = await startApiServer(
  database.url,
  integerOption('port', values.port),
  resolve(RESULTS_DIR, 'media'),
  {
    SEARCH_CACHE_ENTRIES: '0',
  },
);
const timed: { ms: number; body: unknown }[] = [];
try {
  for (const query of bodies) {
    const task = httpTask(server.origin, region, query);
    const started = performance.now();
    await task();
    timed.push({ ms: performance.now() - started, body: { page: query.page, ...query.body } });
  }
} finally {
  await server.stop();
}
timed.sort((a, b) => b.ms - a.ms);
const total = timed.reduce((sum, one) => sum + one.ms, 0);
const median = timed[Math.floor(timed.length / 2)]!.ms;
console.log(
  `${timed.length} bodies, uncached: mean ${(total / timed.length).toFixed(1)} ms, median ${median.toFixed(1)} ms`,
);
const slowTenth = timed.slice(0, Math.ceil(timed.length / 10)).reduce((sum, one) => sum + one.ms, 0);
console.log(
  `the slowest tenth take ${((100 * slowTenth) / total).toFixed(0)} % of the time; the slowest 20:`,
);
for (const one of timed.slice(0, 20))
  console.log(`${one.ms.toFixed(0).padStart(6)} ms  ${JSON.stringify(one.body)}`);
