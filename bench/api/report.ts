import type { Machine } from '../shared/results.ts';
import type { LoadResult } from './load.ts';

export interface ApiBenchResult {
  startedAt: string;
  machine: Machine & { postgres: string | null };
  options: {
    engine: string;
    offersPerEdition: number;
    connections: number;
    durationS: number;
    region: string;
  };
  /** The bare Fastify hello-world in the same run. */
  ceiling: LoadResult;
  endpoints: LoadResult[];
  loadAverage: { before: number; after: number };
}

const share = (result: LoadResult, ceiling: LoadResult) =>
  `${((100 * result.requestsPerSecond) / ceiling.requestsPerSecond).toFixed(1)} %`;
const number = (value: number) => Math.round(value).toLocaleString('en');
const problems = (result: LoadResult) =>
  result.non2xx || result.errors ? ` (${result.non2xx} non-2xx, ${result.errors} errors)` : '';

function rows(result: ApiBenchResult): string[][] {
  return [result.ceiling, ...result.endpoints].map((row) => [
    row === result.ceiling ? 'bare Fastify (ceiling)' : row.name,
    number(row.requestsPerSecond),
    share(row, result.ceiling),
    `${row.p50Ms} ms`,
    `${row.p97_5Ms} ms`,
    `${row.p99Ms} ms${problems(row)}`,
  ]);
}

const HEADER = ['endpoint', 'req/s', 'share of the ceiling', 'p50', 'p97.5', 'p99'];

function describe(result: ApiBenchResult): string {
  const { options, machine } = result;
  return (
    `${options.engine}${machine.postgres ? ` (${machine.postgres})` : ''}, demo data + ` +
    `${options.offersPerEdition.toLocaleString('en')} offers per edition, edition ${options.region}; ` +
    `autocannon ${options.connections} connections, ${options.durationS} s per endpoint; ` +
    `${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}; ` +
    `load average ${result.loadAverage.before.toFixed(1)} → ${result.loadAverage.after.toFixed(1)}`
  );
}

export function renderMarkdown(result: ApiBenchResult): string {
  const table = [HEADER, HEADER.map((_, i) => (i === 0 ? '---' : '---:')), ...rows(result)]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
  return `# bench:api — ${result.startedAt}\n\n${describe(result)}\n\n${table}\n`;
}

export function renderText(result: ApiBenchResult): string {
  const all = [HEADER, ...rows(result)];
  const widths = HEADER.map((_, i) => Math.max(...all.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [describe(result), '', ...all.map(line)].join('\n');
}
