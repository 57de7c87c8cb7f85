import { installContractErrorMessages, REGION_SETTINGS } from '@marketplace/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { EditionPicker } from '../features/edition/components/edition-picker.tsx';
import { currentRegion, decideStartup, readStoredVersion, storeVersion } from '../shared/lib/edition.ts';
import { i18n, setLanguage } from '../shared/lib/i18n.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

/** Starts the app: the edition picker on a host without an edition, else the marketplace. */
export function start(container: HTMLElement): void {
  installContractErrorMessages();
  const root = createRoot(container);
  const region = currentRegion();

  if (!region) {
    setLanguage(navigator.language?.toLowerCase().startsWith('pl') ? 'pl' : 'en');
    document.title = i18n.t('routes.editionPicker');
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <EditionPicker />
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

  setLanguage(REGION_SETTINGS[region].language);
  const queryClient = createQueryClient();
  const router = createAppRouter();
  root.render(
    <StrictMode>
      <AppProviders region={region} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
