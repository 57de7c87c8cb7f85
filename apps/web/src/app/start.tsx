import { REGION_SETTINGS } from '@marketplace/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { MarkAppReady } from '#web/shared/lib/app-ready.tsx';
import { startSessionOnce } from '#web/features/auth/lib/bootstrap-session.ts';
import { mayHaveSession, trackSessionMarker } from '#web/features/auth/lib/session-marker.ts';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { currentRegion, decideStartup, readStoredVersion, storeVersion } from '#web/shared/lib/edition.ts';
import { i18n, loadAllTexts, loadLanguage, withAllTexts } from '#web/shared/lib/i18n.ts';
import { isServerRendered } from '#web/shared/lib/page-data.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

/** Starts the app: the edition picker on a host without an edition, else the marketplace. */
export async function start(container: HTMLElement): Promise<void> {
  const region = currentRegion();

  if (!region) {
    const root = createRoot(container);
    // Only a host without an edition shows the picker: its code stays out of the marketplace's bundle.
    const picker = import('#web/features/edition/components/edition-picker.tsx');
    await loadLanguage(navigator.language?.toLowerCase().startsWith('pl') ? 'pl' : 'en');
    const { EditionPicker } = await withAllTexts(picker);
    document.title = i18n.t('routes.editionPicker');
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <EditionPicker />
          <MarkAppReady />
        </I18nextProvider>
      </StrictMode>,
    );
    return;
  }

  const decision = decideStartup({
    current: region,
    stored: readStoredVersion(),
    referrer: document.referrer,
    location: window.location,
  });
  if (decision.kind === 'redirect') {
    window.location.replace(decision.url);
    return;
  }
  if (decision.store) storeVersion(decision.store);

  // The session starts with the app, not with its first render: the first screen's data (the
  // offer page's, asked for by its route loader) can be requested at once.
  trackSessionMarker(authStore);
  void startSessionOnce(authStore, apiClient.refreshSession, mayHaveSession);
  const queryClient = createQueryClient();
  if (isServerRendered()) {
    // The server painted the first screen (docs/decisions/128): its code comes with the texts.
    const [{ hydrateServerPage }] = await Promise.all([
      import('./hydrate-server-page.tsx'),
      loadLanguage(REGION_SETTINGS[region].language),
    ]);
    if (await hydrateServerPage(container, region, queryClient)) return;
  }
  const root = createRoot(container);
  // The language is chosen first (its texts start downloading), then the router is created before
  // they arrive: a lazy first screen's chunk, data and the rest of those texts download meanwhile.
  const texts = loadLanguage(REGION_SETTINGS[region].language);
  const router = createAppRouter(queryClient);
  await texts;
  root.render(
    <StrictMode>
      <AppProviders region={region} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  // The rest of the texts once the first screen is up, so the next screen finds them (decision 095).
  const whenIdle = (run: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 2000 })
      : window.setTimeout(run, 0);
  whenIdle(() => void loadAllTexts().catch(() => undefined));
}
