import type { Region } from '@marketplace/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { startSessionOnce } from '../features/auth/lib/bootstrap-session.ts';
import { apiClient } from '../shared/lib/api-client.ts';
import { authStore } from '../shared/lib/auth-store.ts';
import { i18n } from '../shared/lib/i18n.ts';
import { RegionProvider } from '../shared/lib/region-context.tsx';
import { Toaster } from '../shared/ui/toaster.tsx';

/** Everything the screens rely on: edition, texts, server cache, session start-up, toasts. */
export function AppProviders({
  region,
  queryClient,
  children,
}: {
  region: Region;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useEffect(() => {
    void startSessionOnce(authStore, apiClient.refreshSession);
  }, []);
  return (
    <RegionProvider region={region}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </I18nextProvider>
    </RegionProvider>
  );
}
