import type { Region, SearchOffersInput } from '@marketplace/contract';
import type { EngineName } from '../shared/engines.ts';
import type { LoadTimings } from '../shared/load-offers.ts';
import type { Machine } from '../shared/results.ts';
import type { Probe } from './http-search.ts';
import type { MixResult, Stats } from './measure.ts';

export type MixRun = MixResult & {
  cache: { hits: number; misses: number };
  /** CPU time per search of the API process and of PostgreSQL (0 for PGlite: it runs in the API's). */
  cpuMsPerSearch: { api: number; postgres: number };
};

export interface QueryResult {
  region: Region;
  name: string;
  page: number;
  body: SearchOffersInput;
  probe: Probe;
  /** Through HTTP, one request at a time, the search cache off: every run runs the search's SQL. */
  uncached: Stats | null;
  /** The same with the cache on: every timed run is a hit. */
  cached: Stats | null;
  /** The search repository's SQL run directly on the database: no HTTP, validation or serialisation. */
  floor: Stats | null;
  /** How many SQL statements one search sends. */
  statements?: number;
  floorError?: string;
}

export interface EngineResult {
  engine: EngineName;
  offersPerEdition: number;
  /** Null when an already loaded database was reused. */
  load: LoadTimings | null;
  /** The Zipf mix of distinct searches with the cache on; null when skipped. */
  zipf: MixRun | null;
  /**
   * The machine's 1-minute load average when the measurements began and ended: above the core
   * count, something else competed for the CPU and the figures are pessimistic.
   */
  loadAverage: { before: number; after: number };
  queries: QueryResult[];
}

export interface BenchResult {
  startedAt: string;
  finishedAt: string;
  machine: Machine & { postgres: string | null };
  options: Record<string, unknown>;
  engines: EngineResult[];
}

/** The aim on the uncached figure, on PostgreSQL: p95 at most 30 ms at 100,000 offers, 100 ms at 1,000,000. */
export function aimMs(offersPerEdition: number): number {
  return offersPerEdition >= 1_000_000 ? 100 : 30;
}
/** The Zipf mix's aim at 1,000,000 offers with 8 clients: searches a second, and p99. */
export const MIX_AIM = { perSecond: 600, p99Ms: 200 };

const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0);
const rate = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : value.toFixed(0);
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

const ENGINE_TITLES: Record<EngineName, string> = { pg: 'PostgreSQL', pglite: 'PGlite' };

function rows(engine: EngineResult, region: Region): string[][] {
  const aim = aimMs(engine.offersPerEdition);
  return engine.queries
    .filter((query) => query.region === region)
    .map((query) => {
      const hits = query.probe.status === 200 ? String(query.probe.totalItems) : `HTTP ${query.probe.status}`;
      const p95 = query.uncached?.p95;
      const verdict =
        engine.engine !== 'pg' || p95 === undefined ? '' : p95 <= aim ? 'yes' : `**no** (aim ${aim})`;
      return [
        query.name,
        hits,
        ms(query.uncached?.p50),
        ms(p95),
        ms(query.uncached?.p99),
        ms(query.cached?.p50),
        ms(query.cached?.p95),
        query.floor ? ms(query.floor.p50) : query.floorError ? 'error' : '–',
        ms(query.floor?.p95),
        verdict,
      ];
    });
}

const HEADERS = [
  'query',
  'hits',
  'p50',
  'p95',
  'p99',
  'cached p50',
  'cached p95',
  'SQL p50',
  'SQL p95',
  'p95 ≤ aim',
];

function markdownTable(headers: string[], body: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const align = headers.map((_, i) => (i < 1 ? '---' : '---:'));
  return [line(headers), line(align), ...body.map(line)].join('\n');
}

function plainTable(headers: string[], body: string[][]): string {
  const clean = (cell: string) => cell.replaceAll('**', '');
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...body.map((row) => clean(row[i]!).length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? clean(cell).padEnd(widths[i]!) : clean(cell).padStart(widths[i]!)))
      .join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function loadLine(engine: EngineResult): string {
  if (!engine.load) return 'Loaded earlier (database reused).';
  const inserts = Object.entries(engine.load.insertMs)
    .map(([region, time]) => `${region} ${seconds(time)}`)
    .join(', ');
  return (
    `Load: demo data ${seconds(engine.load.seedMs)}; offers ${inserts}; ` +
    `indexes ${seconds(engine.load.indexMs)}; vacuum analyze ${seconds(engine.load.vacuumMs)}; ` +
    `total ${seconds(engine.load.totalMs)}.`
  );
}

function loadAverageLine(engine: EngineResult): string {
  const { before, after } = engine.loadAverage;
  return `Machine load average (1 min) at the start and end of the measurements: ${before.toFixed(1)}, ${after.toFixed(1)}.`;
}

function zipfLine(engine: EngineResult): string {
  const z = engine.zipf;
  if (!z) return '';
  const { hits, misses } = z.cache;
  const hitRate = (100 * hits) / Math.max(1, hits + misses);
  const s = z.searches;
  return (
    `Zipf mix (10,000 distinct searches per edition, ${z.concurrency} clients, ${seconds(z.durationMs)}, cache on): ` +
    `**${rate(s.perSecond)} searches/s, p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms, p99 ${ms(s.p99)} ms**` +
    (s.errors ? `, ${s.errors} errors` : '') +
    `; search cache hit rate ${hitRate.toFixed(1)} % (${hits.toLocaleString('en')} hits, ${misses.toLocaleString('en')} misses); ` +
    `a cheap request (\`GET /api/health\`) meanwhile p50 ${ms(z.cheap.p50)} ms, p99 ${ms(z.cheap.p99)} ms, max ${ms(z.cheap.max)} ms; ` +
    `CPU per search: API ${z.cpuMsPerSearch.api.toFixed(2)} ms, PostgreSQL ${z.cpuMsPerSearch.postgres.toFixed(2)} ms.`
  );
}

function errorsOf(engine: EngineResult): string[] {
  return engine.queries.flatMap((query) => [
    ...(query.probe.error
      ? [`- ${query.region} "${query.name}": HTTP ${query.probe.status} ${query.probe.error}`]
      : []),
    ...(query.floorError ? [`- ${query.region} "${query.name}" (direct SQL): ${query.floorError}`] : []),
  ]);
}

const LEGEND =
  'Milliseconds. p50/p95/p99: through HTTP, one request at a time, with the search cache off, so ' +
  'every timed run runs the search (the headline). cached p50/p95: the same with the cache on (a ' +
  'repeated search). SQL p50/p95: the search repository run directly on the database (no HTTP, ' +
  'validation or JSON), the floor. hits: totalItems of the answer.';

export function renderMarkdown(result: BenchResult): string {
  const out = [
    `# Search benchmark, ${result.startedAt.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Machine: ${result.machine.cpus} cores (${result.machine.cpuModel}), ${result.machine.memoryGiB} GiB, ` +
      `Node ${result.machine.node}${result.machine.postgres ? `, ${result.machine.postgres}` : ''}.`,
    `Options: \`${JSON.stringify(result.options)}\``,
    '',
    LEGEND,
  ];
  for (const engine of result.engines) {
    out.push(
      '',
      `## ${ENGINE_TITLES[engine.engine]}, ${engine.offersPerEdition.toLocaleString('en')} offers per edition`,
    );
    out.push('', loadLine(engine), '', loadAverageLine(engine), '', zipfLine(engine));
    for (const region of [...new Set(engine.queries.map((query) => query.region))]) {
      out.push('', `### ${region}`, '', markdownTable(HEADERS, rows(engine, region)));
    }
    const errors = errorsOf(engine);
    if (errors.length) out.push('', 'Errors:', '', ...errors);
  }
  return `${out.join('\n')}\n`;
}

export function renderText(result: BenchResult): string {
  const out: string[] = [LEGEND];
  for (const engine of result.engines) {
    out.push(
      '',
      `== ${ENGINE_TITLES[engine.engine]}, ${engine.offersPerEdition.toLocaleString('en')} offers per edition`,
    );
    out.push(loadLine(engine), loadAverageLine(engine), zipfLine(engine));
    for (const region of [...new Set(engine.queries.map((query) => query.region))]) {
      out.push('', `-- ${region}`, plainTable(HEADERS, rows(engine, region)));
    }
    const errors = errorsOf(engine);
    if (errors.length) out.push('', 'Errors:', ...errors);
  }
  return out.join('\n');
}
