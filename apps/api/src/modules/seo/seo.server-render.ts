import type { Region } from '@marketplace/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SAFETY_TTL_MS, type Caches } from '../../shared/caches.ts';
import { escapeHtml, scriptJsonText, type PageBody } from './seo.head.ts';

/** The id the web app reads a server-rendered page's state from (apps/web shared/lib/page-data.ts). */
export const SSR_STATE_ID = 'ssr-state';

/** What the web app's server entry (apps/web src/server/entry-server.tsx) answers for one page. */
type RenderResult =
  { kind: 'page'; html: string; state: object; routeModules: string[] } | { kind: 'client'; reason: string };

/** The layout a page is rendered for (apps/web shared/lib/use-media-query.ts). */
export type AssumedViewport = 'phone' | 'desktop';

/**
 * A phone or a desktop, guessed from the request: the client hint when the browser sends it, else
 * the user agent (phones, tablets and phone crawlers name themselves). A wrong guess costs a
 * re-layout after hydration, never a wrong page.
 */
export function assumedViewport(headers: Record<string, string | string[] | undefined>): AssumedViewport {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'phone';
  if (hint === '?0') return 'desktop';
  return /Mobi|Android|iPhone|iPad|iPod/i.test(String(headers['user-agent'] ?? '')) ? 'phone' : 'desktop';
}

interface ServerEntry {
  renderPage(request: {
    region: Region;
    url: string;
    viewport: AssumedViewport;
    api: (call: {
      method: string;
      url: string;
      headers: Record<string, string>;
      body?: string;
    }) => Promise<{ status: number; headers: Record<string, string>; body: string }>;
  }): Promise<RenderResult>;
}

/** Vite's build manifest (`.vite/manifest.json`): each source module's built chunk. */
type Manifest = Record<string, { file: string }>;

export interface PageRenderer {
  /**
   * The first screen of `url` in `region` as an anonymous visitor sees it, from the cache or
   * rendered now; undefined when the page is left to the browser (the render declined or failed).
   */
  render(region: Region, url: string, viewport: AssumedViewport): Promise<PageBody | undefined>;
}

/** What every rendered page shows besides its own records: the shell, the menus, adverts, sellers. */
const SHOWN_EVERYWHERE = [
  'categories',
  'category_fields',
  'offer_category_counts',
  'pages',
  'page_groups',
  'advertisements',
  'accounts',
  'reviews',
];

/** How long home's and the searches' answers stay cached without a notification (decision 048). */
const LISTS_TTL_MS = 10_000;

/** `/offer/123` without a query: cached under the offer's id, emptied by that offer's notifications. */
const OFFER_PAGE = /^\/offer\/([1-9]\d{0,8})$/;

/**
 * The route's own chunks as `modulepreload` links: the browser fetches them with the entry instead
 * of after it. Only those: their imports (many small shared chunks) would compete with the page's
 * stylesheet and photo for the first paint; the browser asks for them once a chunk arrives.
 */
function preloadLinks(manifest: Manifest, modules: readonly string[]): string {
  return modules
    .flatMap((module) => (manifest[module] ? [manifest[module].file] : []))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`)
    .join('\n    ');
}

/**
 * Loads the web app's server entry built beside `root` (`<root>-ssr`, apps/web vite.config.ts);
 * undefined when there is none (a server without the web app, or built before it had one), and
 * every page is then the shell, rendered in the browser.
 */
export async function loadPageRenderer({
  app,
  root,
  caches,
  log,
}: {
  app: FastifyInstance;
  root: string;
  caches: Caches;
  log: FastifyBaseLogger;
}): Promise<PageRenderer | undefined> {
  const entryFile = `${root}-ssr/entry-server.js`;
  const manifestFile = join(root, '.vite/manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return undefined;
  let entry: ServerEntry;
  try {
    entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  } catch (error) {
    // A build copied away from the app's node_modules, say: the pages still work, as the shell.
    log.error(
      { err: error, entryFile },
      'the server render could not be loaded: every page goes as the shell',
    );
    return undefined;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

  // The page's API calls go to this server's own routes, in-process, as an anonymous visitor's.
  const api: Parameters<ServerEntry['renderPage']>[0]['api'] = async ({ method, url, headers, body }) => {
    const answer = await app.inject({ method: method as 'GET', url, headers, payload: body });
    return {
      status: answer.statusCode,
      headers: Object.fromEntries(
        Object.entries(answer.headers).map(([name, value]) => [name, String(value)]),
      ),
      body: answer.body,
    };
  };

  const declined = new Set<string>();
  /** The page, or null when the render declines it (kept: it declines again); a failure throws (not kept). */
  async function renderNow(region: Region, url: string, viewport: AssumedViewport): Promise<PageBody | null> {
    const result = await entry.renderPage({ region, url, viewport, api });
    if (result.kind === 'client') {
      // Once per reason: a page the server leaves to the browser is not news on every request.
      if (!declined.has(result.reason)) {
        declined.add(result.reason);
        log.info({ url, reason: result.reason }, 'page left to the browser');
      }
      return null;
    }
    return {
      html: result.html,
      head: preloadLinks(manifest, result.routeModules),
      tail: `<script type="application/json" id="${SSR_STATE_ID}">${scriptJsonText(result.state)}</script>`,
    };
  }

  // A page depends on the edition, the URL and the layout only: every visitor gets the same one.
  const pageCaches = (viewport: AssumedViewport) => ({
    offers: caches.create<number, { region: Region; body: PageBody | null }>({
      name: `rendered offer pages (${viewport})`,
      tables: SHOWN_EVERYWHERE,
      keyedBy: ['offers', 'offers.visits'],
      maxEntries: 5_000,
      ttlMs: SAFETY_TTL_MS,
    }),
    others: caches.create<string, PageBody | null>({
      name: `rendered pages (${viewport})`,
      tables: [...SHOWN_EVERYWHERE, 'offers', 'offer_images'],
      maxEntries: 2_000,
      // Never longer than the answers they show: home's and the searches' (10 s, decision 048).
      ttlMs: LISTS_TTL_MS,
    }),
  });
  const cached = { phone: pageCaches('phone'), desktop: pageCaches('desktop') };

  async function cachedRender(region: Region, url: string, viewport: AssumedViewport) {
    const { offers, others } = cached[viewport];
    const offerId = OFFER_PAGE.exec(url)?.[1];
    if (!offerId) return others.get(`${region} ${url}`, () => renderNow(region, url, viewport));
    const page = await offers.get(Number(offerId), async () => ({
      region,
      body: await renderNow(region, url, viewport),
    }));
    // An offer belongs to one edition; the other edition's page for it is not found anyway.
    return page.region === region ? page.body : renderNow(region, url, viewport);
  }

  return {
    async render(region, url, viewport) {
      try {
        return (await cachedRender(region, url, viewport)) ?? undefined;
      } catch (error) {
        log.error({ err: error, url }, 'server render failed: the page goes as the shell');
        return undefined;
      }
    },
  };
}
