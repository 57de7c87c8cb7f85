import type { Region } from '@marketplace/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { i18n } from '#web/shared/lib/i18n.ts';
import { RegionProvider } from '#web/shared/lib/region-context.tsx';
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
  children,
}: {
  region: Region;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <RegionProvider region={region}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {children}
          {/* The tab's one realtime socket, open while someone is logged in (shared/realtime). */}
          <RealtimeWhenLoggedIn />
          <Toaster />
        </QueryClientProvider>
      </I18nextProvider>
    </RegionProvider>
  );
}
