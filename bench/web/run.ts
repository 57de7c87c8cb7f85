/**
 * `npm run bench:web`: Lighthouse (mobile preset) on the home, search and offer detail pages of
 * both editions, against the production build (`npm run build` first: this builds nothing) served
 * by the API server on an in-memory database with the demo data (docs/decisions/045). Prints a
 * table; writes JSON and Markdown to bench/.results/ and each page's full report beside them.
 * Options: see `npm run bench:web -- --help`.
 */
import { REGION_SETTINGS, type HomeDto, type Region } from '@marketplace/contract';
import * as chromeLauncher from 'chrome-launcher';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags.ts';
import { startApiServer } from '../shared/api-server.ts';
import { integerOption, parseBenchArgs } from '../shared/options.ts';
import { describeMachine, REPO_ROOT, RESULTS_DIR, writeResults } from '../shared/results.ts';
import { renderMarkdown, renderText, type PageName, type PageResult, type WebBenchResult } from './report.ts';

/**
 * The default map tile server (MAP_TILE_URL unset). This machine has no internet: its tiles would
 * fail and count as console errors; blocked requests are not counted (as e2e blocks them too).
 */
const BLOCKED_URLS = ['*.tile.openstreetmap.org/*'];

const HELP = `Usage: npm run bench:web -- [options]

  --runs N          Lighthouse runs per page; the median by performance is reported (default 1)
  --editions LIST   us,pl (default both)
  --port P          port of the server started here (default 8271)

Needs a build (npm run build; WEB_DIST_DIR selects another folder) and Chromium (CHROME_PATH,
default /usr/bin/chromium).`;

function parseOptions() {
  const values = parseBenchArgs(
    {
      runs: { type: 'string', default: '1' },
      editions: { type: 'string', default: 'us,pl' },
      port: { type: 'string', default: '8271' },
    },
    HELP,
  );
  const editions = values.editions.split(',').map((edition) => edition.trim());
  for (const edition of editions)
    if (!(edition in REGION_SETTINGS)) throw new Error(`unknown edition ${edition}`);
  return {
    runs: integerOption('runs', values.runs),
    editions: editions as Region[],
    port: integerOption('port', values.port),
  };
}

function newestMtime(path: string): number {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** The build to serve; a warning when the web sources changed after it. */
function webBuild(): string {
  const dist = resolve(REPO_ROOT, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
  const index = join(dist, 'index.html');
  if (!existsSync(index))
    throw new Error(`No web build at ${relative(REPO_ROOT, dist)}: run npm run build first.`);
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contract/src'];
  if (statSync(index).mtimeMs < Math.max(...sources.map((path) => newestMtime(resolve(REPO_ROOT, path))))) {
    console.warn('Warning: the web sources changed after the build; run npm run build to measure them.');
  }
  return dist;
}

/** Calls the API from Node: 127.0.0.1 with the edition in a header (Node does not resolve *.localhost). */
async function api<T>(origin: string, edition: Region, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'X-Sales-Channel': edition,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} (${edition}) answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * A published offer and a search page with results: the newest offer, and the browse of its
 * category (a phrase search is `noindex` by decision 043, so a crawler's search page is a category).
 */
async function pickTargets(
  origin: string,
  edition: Region,
): Promise<{ offerId: number; categoryId: number }> {
  const home = await api<HomeDto>(origin, edition, '/api/home');
  const offer = home.newestOffers[0];
  if (!offer) throw new Error(`The ${edition} edition has no offers: is the demo data seeded?`);
  return { offerId: offer.id, categoryId: offer.categoryId };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const categoryScore = (lhr: Lhr, id: string) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};
const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? null;

interface TableDetails {
  items?: Record<string, unknown>[];
}

function detailItems(lhr: Lhr, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details as (TableDetails & { type?: string }) | undefined;
  if (!details) return [];
  // largest-contentful-paint-element nests its tables in a list.
  if (details.type === 'list')
    return (details.items ?? []).flatMap((item) => (item as TableDetails).items ?? []);
  return details.items ?? [];
}

const nodeLabel = (item: Record<string, unknown>) => {
  const node = item.node as { snippet?: string; selector?: string } | undefined;
  return node?.snippet?.slice(0, 140) ?? node?.selector ?? null;
};

function summarise(lhr: Lhr, page: PageName, edition: Region, runs: Lhr[], report: string): PageResult {
  const lcpItem = detailItems(lhr, 'largest-contentful-paint-element').find((item) => item.node);
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    page,
    edition,
    url: lhr.finalDisplayedUrl,
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    runs: runs.length,
    performanceRuns: runs.map((run) => categoryScore(run, 'performance') ?? 0),
    lcpElement: lcpItem ? nodeLabel(lcpItem) : null,
    layoutShifts: detailItems(lhr, 'layout-shifts')
      .map((item) => `${nodeLabel(item) ?? '?'} (${Number(item.score ?? 0).toFixed(3)})`)
      .slice(0, 5),
    consoleErrors: detailItems(lhr, 'errors-in-console').map((item) =>
      String(item.description ?? item.url ?? '').slice(0, 200),
    ),
    failedAudits,
    report,
  };
}

function chromiumVersion(path: string): string {
  try {
    return execFileSync(path, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'Chromium (version unknown)';
  }
}

async function main(): Promise<void> {
  const options = parseOptions();
  process.chdir(REPO_ROOT);
  const dist = webBuild();
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  mkdirSync(RESULTS_DIR, { recursive: true });
  const startedAt = new Date().toISOString();
  const stem = `web-${startedAt.replace(/[:.]/g, '-')}`;
  const reportsDir = resolve(RESULTS_DIR, `${stem}-reports`);
  mkdirSync(reportsDir, { recursive: true });

  console.log('Starting the API server (in-memory database, demo data)…');
  const server = await startApiServer('memory://', options.port, resolve(RESULTS_DIR, 'web-media'), {
    SEED_ON_EMPTY: 'true',
    WEB_DIST_DIR: dist,
  });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  const loadBefore = loadavg()[0]!;
  const pages: PageResult[] = [];
  const searchCategory: Record<string, number> = {};
  const offerId: Record<string, number> = {};
  let lighthouseVersion = 'unknown';
  try {
    for (const edition of options.editions) {
      const targets = await pickTargets(server.origin, edition);
      searchCategory[edition] = targets.categoryId;
      offerId[edition] = targets.offerId;
      const base = `http://${edition}.localhost:${options.port}`;
      const urls: [PageName, string][] = [
        ['home', `${base}/`],
        ['search', `${base}/search?categoryId=${targets.categoryId}`],
        ['offer detail', `${base}/offer/${targets.offerId}`],
      ];
      for (const [page, url] of urls) {
        const runs: Lhr[] = [];
        // A run Lighthouse itself could not record (NO_NAVSTART, now and then) is made again, twice at most.
        for (let run = 0, retries = 0; run < options.runs; run += 1) {
          // The default config is the mobile preset; storage is cleared before each run (a guest).
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            blockedUrlPatterns: BLOCKED_URLS,
          });
          if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
          if (result.lhr.runtimeError) {
            if (retries++ < 2) {
              run -= 1;
              continue;
            }
            throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
          }
          runs.push(result.lhr);
          lighthouseVersion = result.lhr.lighthouseVersion;
        }
        const sorted = [...runs].sort(
          (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
        );
        const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
        const file = join(reportsDir, `${edition}-${page.replace(' ', '-')}.json`);
        writeFileSync(file, JSON.stringify(median));
        const result = summarise(median, page, edition, runs, relative(REPO_ROOT, file));
        pages.push(result);
        console.log(
          `${page} (${edition}): performance ${result.performance}, LCP ${Math.round(result.lcpMs ?? 0)} ms, TBT ${Math.round(result.tbtMs ?? 0)} ms, CLS ${result.cls?.toFixed(3)}`,
        );
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  const result: WebBenchResult = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: { ...describeMachine(), chromium: chromiumVersion(chromePath) },
    loadAverage: { before: loadBefore, after: loadavg()[0]! },
    options: { runs: options.runs, editions: options.editions, searchCategory, offerId },
    lighthouse: lighthouseVersion,
    pages,
  };
  writeResults('web', stem, result, renderMarkdown(result));
  console.log(
    `\n${renderText(result)}\n\nWritten: bench/.results/${stem}.json and .md, reports in ${stem}-reports/`,
  );
}

await main();
