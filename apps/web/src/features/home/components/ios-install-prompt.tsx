import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '#web/shared/ui/button.tsx';
import { CloseIcon } from '#web/shared/ui/icons.tsx';

/** The Share glyph of iOS Safari (a box with an arrow up), as the user sees it in the toolbar. */
function ShareGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="mx-0.5 inline size-4 -translate-y-px align-middle text-brand-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 3v12M8 7l4-4 4 4" />
      <path d="M7 10H5.5A1.5 1.5 0 0 0 4 11.5v8A1.5 1.5 0 0 0 5.5 21h13a1.5 1.5 0 0 0 1.5-1.5v-8a1.5 1.5 0 0 0-1.5-1.5H17" />
    </svg>
  );
}

/**
 * "Add to Home Screen" hint for iPhone and iPad Safari, shown once (spec 000 "Home"); whether to
 * show it is `useIosInstallPrompt`'s call, so the panel's code loads only where it shows.
 */
export function IosInstallPrompt({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-40 rounded-card border border-line bg-surface p-4 shadow-raised md:inset-x-auto md:right-6 md:bottom-6 md:max-w-sm"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-bold">
            {t('iosInstall.title', { app: t('app.name') })}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            <Trans
              i18nKey="iosInstall.text"
              values={{ app: t('app.name') }}
              components={{ share: <ShareGlyph />, strong: <strong className="font-semibold text-ink" /> }}
            />
          </p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-ink/5"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">{t('iosInstall.close')}</span>
        </button>
      </div>
      <div className="mt-3 flex justify-end">
        <Button variant="secondary" size="sm" onClick={onDismiss}>
          {t('iosInstall.dismiss')}
        </Button>
      </div>
    </section>
  );
}
