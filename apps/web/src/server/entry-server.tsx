// The server's entry (built with `vite build --ssr`, loaded by the API server): renders a page's
// first screen as an anonymous visitor sees it (docs/decisions/128).
import '#web/shared/lib/zod-without-eval.ts';
import { PAGE_PATHS, REGION_SETTINGS, type Region } from '@marketplace/contract';
import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type HydrationState,
} from 'react-router';
import { AppProviders } from '#web/app/providers.tsx';
import { createQueryClient } from '#web/app/query-client.ts';
import { appRoutes } from '#web/app/router.tsx';
import { apiClient, withQuery } from '#web/shared/lib/api-client.ts';
import type { HttpResponse } from '#web/shared/lib/api-error.ts';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { addLanguage, i18n } from '#web/shared/lib/i18n.ts';
import type { AssumedViewport } from '#web/shared/lib/use-media-query.ts';
import enTexts from '#web/locales/en/common.json';
import plTexts from '#web/locales/pl/common.json';

/**
 * The pages painted on the server (decision 128), by their route's path: those people land on, the
 * same for every visitor. Each with its route's source file, whose built chunk the page preloads.
 * Every other page (forms, the signed-in area, the console) goes as the shell.
 */
const SERVER_RENDERED: Record<string, string | undefined> = {
  [PAGE_PATHS.home]: undefined,
  [PAGE_PATHS.search]: 'src/app/routes/search.tsx',
  [PAGE_PATHS.offer]: 'src/app/routes/offer-detail.tsx',
  [PAGE_PATHS.seller]: 'src/app/routes/seller-profile.tsx',
  [PAGE_PATHS.reviews]: 'src/app/routes/reviews.tsx',
  [PAGE_PATHS.reviewsOf]: 'src/app/routes/reviews.tsx',
  [PAGE_PATHS.staticPage]: 'src/app/routes/static-page.tsx',
};

/** One API call of a render, as the server answers it in-process. */
export interface ApiCall {
  method: string;
  /** Path and query, as the browser would send them. */
  url: string;
  headers: Record<string, string>;
  /** The serialised body (JSON or form-encoded text), if any. */
  body?: string;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RenderRequest {
  region: Region;
  /** Path and query of the page. */
  url: string;
  /** The layout to render: the server's guess from the request (docs/decisions/128). */
  viewport: AssumedViewport;
  /** Answers the page's API calls (the API server's own routes, in-process). */
  api: (call: ApiCall) => Promise<ApiAnswer>;
}

/** What the app hydrates from (`<script type="application/json" id="ssr-state">`). */
export interface SsrState {
  viewport: AssumedViewport;
  router: HydrationState;
  queries: DehydratedState;
}

export type RenderResult =
  | { kind: 'page'; html: string; state: SsrState; routeModules: string[] }
  /** Not rendered here (a redirect, an error, a query that failed): the shell renders it in the browser. */
  | { kind: 'client'; reason: string };

// The server never holds a session: every render is an anonymous visitor's.
authStore.clear('anonymous');
addLanguage('en', enTexts);
addLanguage('pl', plTexts);
/** One i18next instance per language, sharing the texts (the renders of both editions interleave). */
const translators = {
  en: i18n.cloneInstance({ lng: 'en' }),
  pl: i18n.cloneInstance({ lng: 'pl' }),
};

const calls = new AsyncLocalStorage<RenderRequest>();

apiClient.transport = async (request): Promise<HttpResponse> => {
  const render = calls.getStore();
  if (!render) throw new Error('an API call outside a server render');
  const headers: Record<string, string> = { 'x-sales-channel': render.region };
  request.headers.forEach((value, name) => (headers[name] = value));
  const answer = await render.api({
    method: request.method.toUpperCase(),
    url: withQuery(request.url, request.params),
    headers,
    ...(typeof request.data === 'string' ? { body: request.data } : {}),
  });
  let data: unknown = answer.body;
  try {
    data = answer.body === '' ? '' : JSON.parse(answer.body);
  } catch {
    // Not JSON: passed on as text, as the browser transport does.
  }
  return { status: answer.status, data, headers: new Headers(answer.headers) };
};

/** Queries the render asked for that are enabled and have no data yet. */
function waitingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
      const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
    });
}

/**
 * Waits until no query is being fetched: what the route loaders started (the layout's data, an
 * offer and then its seller and fields) arrives before the first render.
 */
async function settled(queryClient: QueryClient): Promise<void> {
  for (;;) {
    const inFlight = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.fetchStatus === 'fetching');
    if (inFlight.length === 0) return;
    // An in-flight query's fetch() is that fetch's promise.
    await Promise.all(inFlight.map((query) => query.fetch().catch(() => undefined)));
    // What those answers start (a loader's next step) begins within this turn.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The page's HTML once everything in it has rendered; a part that failed fails the whole render. */
async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(element, {
    // No boundary is sent apart, to be put in place by an inline script (which the CSP refuses):
    // the page comes whole.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure ??= error;
    },
  });
  if (failure) throw failure;
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * At most this many renders: each one's newly asked queries are fetched before the next. The route
 * loaders ask for what they know first, so most pages need one.
 */
const MAX_PASSES = 4;

/**
 * Renders `url` of `region` as an anonymous visitor's first screen: React Router's static handler
 * matches the route (loading its lazy module), then React renders until every query the page asks
 * for has its answer; the HTML is the last render, the state what the browser hydrates from.
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  return calls.run(request, async () => {
    const queryClient = createQueryClient();
    const handler = createStaticHandler(appRoutes(queryClient));
    const origin = 'http://ssr.invalid';
    const context = await handler.query(new Request(new URL(request.url, origin)));
    if (context instanceof Response) return { kind: 'client', reason: `status ${context.status}` };
    if (context.errors) return { kind: 'client', reason: 'route error' };
    const path = context.matches.at(-1)?.route.path;
    if (path === undefined || !(path in SERVER_RENDERED)) {
      return { kind: 'client', reason: 'not a page rendered on the server' };
    }
    const routeModule = SERVER_RENDERED[path];
    const router = createStaticRouter(handler.dataRoutes, context);
    const translator = translators[REGION_SETTINGS[request.region].language];
    const page = (
      <StrictMode>
        <AppProviders
          region={request.region}
          queryClient={queryClient}
          translator={translator}
          viewport={request.viewport}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>
    );
    for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
      await settled(queryClient);
      const html = await renderToHtml(page);
      const waiting = waitingQueries(queryClient);
      if (waiting.length === 0) {
        const failed = queryClient
          .getQueryCache()
          .getAll()
          .find((query) => query.state.status === 'error');
        if (failed) return { kind: 'client', reason: `query ${JSON.stringify(failed.queryKey)} failed` };
        return {
          kind: 'page',
          html,
          state: {
            viewport: request.viewport,
            router: {
              loaderData: context.loaderData,
              actionData: context.actionData,
              errors: null,
            },
            queries: dehydrate(queryClient),
          },
          // The code that takes the page over, then the route's own.
          routeModules: ['src/app/hydrate-server-page.tsx', ...(routeModule ? [routeModule] : [])],
        };
      }
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
    return { kind: 'client', reason: `queries still asked for after ${MAX_PASSES} renders` };
  });
}
