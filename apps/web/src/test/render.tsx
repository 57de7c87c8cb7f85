import type { Region } from '@marketplace/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthStoreProvider, createAuthStore, type AuthStore } from '#web/shared/lib/auth-store.ts';
import { i18n, setLanguage } from '#web/shared/lib/i18n.ts';
import { RegionProvider } from '#web/shared/lib/region-context.tsx';

export interface RenderOptions {
  region?: Region;
  store?: AuthStore;
  queryClient?: QueryClient;
}

function Providers({ region = 'us', store, queryClient, children }: RenderOptions & { children: ReactNode }) {
  return (
    <RegionProvider region={region}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider
          client={queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <AuthStoreProvider store={store ?? createAuthStore()}>{children}</AuthStoreProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </RegionProvider>
  );
}

/** Renders `ui` with the app's providers (edition, texts in its language, query client, session). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  setLanguage(options.region === 'pl' ? 'pl' : 'en');
  return render(<Providers {...options}>{ui}</Providers>);
}

/** Renders routes in a memory router starting at `path`; returns the router to inspect the location. */
export function renderRoutes(routes: RouteObject[], path: string, options: RenderOptions = {}) {
  setLanguage(options.region === 'pl' ? 'pl' : 'en');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers {...options}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}
