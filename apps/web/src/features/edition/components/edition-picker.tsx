import type { Region } from '@marketplace/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editionUrl, readStoredVersion, storeVersion } from '#web/shared/lib/edition.ts';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { devicePosition, regionAt } from '../api/reverse-geocode.ts';

export interface EditionPickerProps {
  /** Navigation, replaceable in tests. */
  redirect?: (url: string) => void;
  /** Geolocation lookup, replaceable in tests. */
  detect?: () => Promise<Region | undefined>;
}

async function detectRegion(): Promise<Region | undefined> {
  const position = await devicePosition();
  if (!position) return undefined;
  try {
    return await regionAt(position.lat, position.lng);
  } catch {
    return undefined;
  }
}

/**
 * The page on a host without an edition label (plain `localhost`): a stored choice redirects at
 * once; otherwise the device position, reverse geocoded to a country, picks the edition; when that
 * is denied or fails the visitor chooses. The same path is kept on the edition's origin.
 */
export function EditionPicker({
  redirect = (url) => window.location.replace(url),
  detect = detectRegion,
}: EditionPickerProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<'detecting' | 'choose' | 'leaving'>('detecting');

  useEffect(() => {
    let cancelled = false;
    const go = (region: Region) => {
      setPhase('leaving');
      redirect(editionUrl(region, window.location));
    };
    const stored = readStoredVersion();
    if (stored) {
      go(stored);
      return;
    }
    void detect().then((region) => {
      if (cancelled) return;
      if (region) {
        storeVersion(region);
        go(region);
      } else {
        setPhase('choose');
      }
    });
    return () => {
      cancelled = true;
    };
  }, [detect, redirect]);

  const choose = (region: Region) => {
    storeVersion(region);
    setPhase('leaving');
    redirect(editionUrl(region, window.location));
  };

  const option = (region: Region, name: string, lang: string, hint: string) => (
    <button
      type="button"
      lang={lang}
      onClick={() => choose(region)}
      disabled={phase === 'leaving'}
      className="group flex w-full items-center gap-4 rounded-2xl border border-line-strong bg-surface p-4 text-left shadow-card transition hover:border-brand-600 hover:shadow-raised disabled:opacity-60"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-sm font-extrabold text-brand-800">
        {region.toUpperCase()}
      </span>
      <span className="flex flex-col">
        <span className="text-base font-bold text-ink">{name}</span>
        <span className="text-sm text-ink-muted">{hint}</span>
      </span>
    </button>
  );

  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas px-4 py-10">
      <div className="w-full max-w-md rounded-3xl border border-line bg-surface p-6 shadow-raised sm:p-8">
        <div className="mb-6 flex items-center gap-2 text-brand-700">
          <img src="/favicon.svg" alt="" className="size-9" />
          <span className="text-xl font-extrabold tracking-tight text-ink">{t('app.name')}</span>
        </div>
        <h1 className="text-2xl font-extrabold tracking-tight">{t('version.pickerTitle')}</h1>
        <p className="mt-2 text-sm text-ink-muted">{t('version.pickerText')}</p>
        <div className="mt-4 min-h-6 text-sm text-ink-muted" aria-live="polite">
          {phase !== 'choose' && (
            <span className="flex items-center gap-2">
              <Spinner decorative className="size-4 text-brand-700" />
              {phase === 'detecting' ? t('version.detecting') : t('version.switching')}
            </span>
          )}
        </div>
        <div className="mt-4 flex flex-col gap-3">
          {option('us', t('version.usName'), 'en', t('version.usHint'))}
          {option('pl', t('version.plName'), 'pl', t('version.plHint'))}
        </div>
      </div>
    </main>
  );
}
