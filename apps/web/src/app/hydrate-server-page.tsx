import type { Region } from '@marketplace/contract';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadAllTexts } from '#web/shared/lib/i18n.ts';
import { SSR_STATE_ID } from '#web/shared/lib/page-data.ts';
import { AppProviders } from './providers.tsx';
import { appRoutes, discoverAdminPages } from './router.tsx';

/*
 * Taking over a page the server painted (docs/decisions/128): a chunk of its own, loaded with the
 * edition's texts, since the shell's first render does without it.
 */

/**
 * A server-rendered page's state (docs/decisions/128): the router's and the query cache's, as the
 * server's render left them, for the app to hydrate the page with. Absent when the server sent the
 * shell; read once and removed.
 */
function takeServerRenderState(
  doc: Document = document,
): { router: unknown; queries: unknown; viewport: 'phone' | 'desktop' } | undefined {
  const element = doc.getElementById(SSR_STATE_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const state = JSON.parse(element.textContent ?? '') as {
      router?: unknown;
      queries?: unknown;
      viewport?: unknown;
    } | null;
    if (!state?.router || !state.queries) return undefined;
    const viewport = state.viewport === 'desktop' ? 'desktop' : 'phone';
    return { router: state.router, queries: state.queries, viewport };
  } catch {
    return undefined;
  }
}

/**
 * The server's answers into the query cache, as fresh ones: the server's page comes from a cache its
 * writes empty at once, so they are not asked for again as soon as it hydrates. Only answers that
 * succeeded are sent, so each is one `setQueryData`.
 */
function putServerAnswers(queryClient: QueryClient, state: DehydratedState): void {
  for (const { queryKey, state: answer } of state.queries) {
    if (answer.status === 'success') queryClient.setQueryData(queryKey, answer.data);
  }
}

/**
 * The router of a server-rendered page: the page's lazy route modules are loaded first, so that the
 * first render is the server's, and the router starts from the server's state instead of running
 * the page's loaders again.
 */
async function createHydratingRouter(queryClient: QueryClient, hydrationData: HydrationState) {
  const routes = appRoutes(queryClient);
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation: discoverAdminPages() });
}

/**
 * Hydrates the server's page with the same texts (all of them), route modules and data it was
 * rendered from, so React takes it over without a change; false when the page's state cannot be read
 * (the app then renders it anew).
 */
export async function hydrateServerPage(
  container: HTMLElement,
  region: Region,
  queryClient: QueryClient,
): Promise<boolean> {
  const state = takeServerRenderState();
  if (!state) return false;
  putServerAnswers(queryClient, state.queries as DehydratedState);
  const [router] = await Promise.all([
    createHydratingRouter(queryClient, state.router as HydrationState),
    loadAllTexts(),
  ]);
  hydrateRoot(
    container,
    <StrictMode>
      <AppProviders region={region} queryClient={queryClient} viewport={state.viewport}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
    {
      // A difference the hydration met is a bug; it is reported, and React renders anew.
      onRecoverableError: (error) => console.error('hydration:', error),
    },
  );
  return true;
}
