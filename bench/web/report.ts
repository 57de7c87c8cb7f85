import type { Region } from '@marketplace/contract';
import type { Machine } from '../shared/results.ts';

export type PageName = 'home' | 'search' | 'offer detail';

/** One page of one edition: Lighthouse's four category scores (0-100) and the three web vitals. */
export interface PageResult {
  page: PageName;
  edition: Region;
  url: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Largest Contentful Paint, ms (simulated mobile). */
  lcpMs: number | null;
  /** Total Blocking Time, ms. */
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's runs of this page; the figures are those of the median run by performance. */
  runs: number;
  /** The performance scores of every run, to judge the spread. */
  performanceRuns: number[];
  /** The LCP element as Lighthouse names it, and what moved (layout-shift culprits). */
  lcpElement: string | null;
  layoutShifts: string[];
  /** Browser console errors (best practices: errors-in-console). */
  consoleErrors: string[];
  /** Audits below full marks in accessibility, best practices and SEO. */
  failedAudits: string[];
  /** The full report, relative to the repository root. */
  report: string;
}

export interface WebBenchResult {
  startedAt: string;
  finishedAt: string;
  machine: Machine & { chromium: string };
  /** The machine's 1-minute load average before and after: above the core count, figures are pessimistic. */
  loadAverage: { before: number; after: number };
  options: {
    runs: number;
    editions: Region[];
    searchCategory: Record<string, number>;
    offerId: Record<string, number>;
  };
  lighthouse: string;
  pages: PageResult[];
}

const score = (value: number | null) => (value === null ? '–' : String(value));
const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number | null) => (ms === null ? '–' : `${Math.round(ms)} ms`);
const shift = (cls: number | null) => (cls === null ? '–' : cls.toFixed(3));

const HEADER = [
  'page',
  'edition',
  'performance',
  'accessibility',
  'best practices',
  'SEO',
  'LCP',
  'TBT',
  'CLS',
];

function rows(result: WebBenchResult): string[][] {
  return result.pages.map((page) => [
    page.page,
    page.edition,
    score(page.performance),
    score(page.accessibility),
    score(page.bestPractices),
    score(page.seo),
    seconds(page.lcpMs),
    millis(page.tbtMs),
    shift(page.cls),
  ]);
}

export function renderText(result: WebBenchResult): string {
  const table = [HEADER, ...rows(result)];
  const widths = HEADER.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  const notes = result.pages
    .filter((page) => page.consoleErrors.length > 0 || page.failedAudits.length > 0)
    .map(
      (page) =>
        `${page.page} (${page.edition}): ${[...page.failedAudits, ...page.consoleErrors.map((e) => `console: ${e}`)].join('; ')}`,
    );
  return [
    line(HEADER),
    line(widths.map((width) => '-'.repeat(width))),
    ...table.slice(1).map(line),
    '',
    `Lighthouse ${result.lighthouse}, mobile preset (simulated throttling), median of ${result.options.runs} run(s) per page; load average ${result.loadAverage.before.toFixed(1)} -> ${result.loadAverage.after.toFixed(1)} on ${result.machine.cpus} CPUs.`,
    ...(notes.length > 0 ? ['', 'Below full marks:', ...notes.map((note) => `  ${note}`)] : []),
  ].join('\n');
}

export function renderMarkdown(result: WebBenchResult): string {
  const pages = result.pages
    .map(
      (page) =>
        `- **${page.page}, ${page.edition}** (${page.url}): performance runs ${page.performanceRuns.join(', ')}; ` +
        `LCP element: ${page.lcpElement ?? '–'}; layout shifts: ${page.layoutShifts.join(', ') || 'none'}; ` +
        `console errors: ${page.consoleErrors.join(', ') || 'none'}; below full marks: ${page.failedAudits.join(', ') || 'none'}.`,
    )
    .join('\n');
  return `# Web benchmark (Lighthouse), ${result.startedAt}

Lighthouse ${result.lighthouse}, mobile preset (simulated throttling: 150 ms RTT, 1.6 Mbps, 4x CPU slowdown),
median of ${result.options.runs} run(s) per page, against the production build served by the API server
on an in-memory database with the demo data; requests to the default map tile server are blocked
(no internet here). Machine: ${result.machine.cpus} × ${result.machine.cpuModel},
${result.machine.memoryGiB} GiB, Node ${result.machine.node}, ${result.machine.chromium}; load average
${result.loadAverage.before.toFixed(1)} before, ${result.loadAverage.after.toFixed(1)} after.

| ${HEADER.join(' | ')} |
|${HEADER.map(() => '---').join('|')}|
${rows(result)
  .map((row) => `| ${row.join(' | ')} |`)
  .join('\n')}

${pages}
`;
}
