import { REGION_SETTINGS } from '@marketplace/contract';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { MarkAppReady } from '#web/shared/lib/app-ready.tsx';
import { startSessionOnce } from '#web/features/auth/lib/bootstrap-session.ts';
import { seedOfferDetail } from '#web/features/offers/api/get-offer-detail.ts';
import { mayHaveSession, trackSessionMarker } from '#web/features/auth/lib/session-marker.ts';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { authStore } from '#web/shared/lib/auth-store.ts';
import { currentRegion, decideStartup, readStoredVersion, storeVersion } from '#web/shared/lib/edition.ts';
import { i18n, loadAllTexts, loadLanguage, withAllTexts } from '#web/shared/lib/i18n.ts';
import { takePageData, takeServerRenderState } from '#web/shared/lib/page-data.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter, createHydratingRouter } from './router.tsx';

/**
 * The server's page comes from a cache its writes empty at once (docs/decisions/128): its data is as
 * current as a new answer, and is not asked for again as soon as the page hydrates.
 */
function asFreshAnswers(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

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
  const serverRender = takeServerRenderState();
  if (serverRender) {
    // The server painted the first screen (docs/decisions/128): the app takes it over with the same
    // texts, route modules and data it was rendered from, so React hydrates it without a change.
    hydrate(queryClient, asFreshAnswers(serverRender.queries as DehydratedState));
    await loadLanguage(REGION_SETTINGS[region].language);
    const [router] = await Promise.all([
      createHydratingRouter(queryClient, serverRender.router as HydrationState),
      loadAllTexts(),
    ]);
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders region={region} queryClient={queryClient} viewport={serverRender.viewport}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
      {
        // A difference the hydration met is a bug; it is reported, and React renders anew.
        onRecoverableError: (error) => console.error('hydration:', error),
      },
    );
    return;
  }
  const root = createRoot(container);
  // The offer page's offer, written into the page by the server: its route loader finds it cached.
  const pageData = takePageData();
  if (pageData.offer) seedOfferDetail(queryClient, pageData.offer);
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
