import type { Region } from '@marketplace/contract';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { editionUrl, readStoredVersion } from '#web/shared/lib/edition.ts';
import { CloseIcon } from '#web/shared/ui/icons.tsx';

/** Set for the rest of the tab's visit once the notice was dismissed. */
const DISMISSED_KEY = 'editionNoticeDismissed';

function dismissedInThisTab(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage unavailable: the notice comes back on the next page load.
  }
}

export interface EditionNoticeProps {
  region: Region;
  /** Runs before leaving for the other edition (logging out); its failure does not stop the switch. */
  beforeSwitch?: () => Promise<unknown>;
  /** Navigation, replaceable in tests. */
  navigateTo?: (url: string) => void;
}

/**
 * Decision 079: a visitor who chose the other edition on this device and followed a link to a page
 * of this one stays on that page (it exists only here); this line says where they are and leads
 * to the chosen edition's home. Dismissed, it stays away for the tab's visit.
 */
export function EditionNotice({
  region,
  beforeSwitch,
  navigateTo = (url) => window.location.assign(url),
}: EditionNoticeProps) {
  const { t } = useTranslation();
  const [stored] = useState(readStoredVersion);
  const [dismissed, setDismissed] = useState(dismissedInThisTab);
  const [switching, setSwitching] = useState(false);
  if (!stored || stored === region || dismissed) return null;
  const target = editionUrl(stored, window.location, '/');

  const go = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (switching) return;
    setSwitching(true);
    try {
      await beforeSwitch?.();
    } catch {
      // Logging out is best effort; the other edition has its own session anyway.
    }
    navigateTo(target);
  };

  return (
    <section aria-label={t('version.notice.label')} className="border-b border-brand-200 bg-brand-50">
      <div className="container-page flex items-center gap-3 py-2 text-sm">
        <p className="min-w-0 flex-1">
          {t('version.notice.text')}{' '}
          <a
            href={target}
            hrefLang={stored === 'us' ? 'en' : 'pl'}
            aria-busy={switching || undefined}
            onClick={(event) => void go(event)}
            className="inline-block py-1 font-semibold whitespace-nowrap text-brand-800 underline"
          >
            {t('version.notice.switch')}
          </a>
        </p>
        <button
          type="button"
          onClick={() => {
            rememberDismissal();
            setDismissed(true);
          }}
          className="-my-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-ink/5 hover:text-ink"
        >
          <CloseIcon className="size-4" />
          <span className="sr-only">{t('version.notice.dismiss')}</span>
        </button>
      </div>
    </section>
  );
}
