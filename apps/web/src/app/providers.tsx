import type { Region } from '@marketplace/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MarkAppReady } from '#web/shared/lib/app-ready.tsx';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { i18n } from '#web/shared/lib/i18n.ts';
import { RegionProvider } from '#web/shared/lib/region-context.tsx';
import { AssumedViewportContext, type AssumedViewport } from '#web/shared/lib/use-media-query.ts';
import { Toaster } from '#web/shared/ui/toaster.tsx';

// Only someone logged in has a socket: its code (and the bus's) stays out of a visitor's first load.
const RealtimeConnection = lazy(async () => ({
  default: (await import('#web/shared/realtime/realtime-connection.tsx')).RealtimeConnection,
}));

function RealtimeWhenLoggedIn() {
  if (useSession().status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      <RealtimeConnection />
    </Suspense>
  );
}

/**
 * Everything the screens rely on: edition, texts, server cache, toasts, the realtime socket (the
 * session starts in start.tsx).
 */
export function AppProviders({
  region,
  queryClient,
  translator = i18n,
  viewport = 'phone',
  children,
}: {
  region: Region;
  queryClient: QueryClient;
  /** The texts' instance: the app's one, or on the server the edition's language's own. */
  translator?: I18n;
  /** The viewport a server-rendered page was rendered for, which its hydration assumes too. */
  viewport?: AssumedViewport;
  children: ReactNode;
}) {
  return (
    <RegionProvider region={region}>
      <AssumedViewportContext.Provider value={viewport}>
        <I18nextProvider i18n={translator}>
          <QueryClientProvider client={queryClient}>
            {children}
            {/* The tab's one realtime socket, open while someone is logged in (shared/realtime). */}
            <RealtimeWhenLoggedIn />
            <Toaster />
            <MarkAppReady />
          </QueryClientProvider>
        </I18nextProvider>
      </AssumedViewportContext.Provider>
    </RegionProvider>
  );
}
