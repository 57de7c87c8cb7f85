import { useTranslation } from 'react-i18next';
import type en from '#web/locales/en/common.json';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { ButtonLink } from '#web/shared/ui/button.tsx';

export type RouteTitleKey = keyof (typeof en)['routes'];

/** The honest placeholder of a route whose feature arrives in a later issue. */
export function ComingSoonRoute({ title }: { title: RouteTitleKey }) {
  const { t } = useTranslation();
  const heading = t(`routes.${title}`);
  useDocumentTitle(heading);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center rounded-card border border-line bg-surface px-6 py-12 text-center shadow-card sm:py-16">
      <div
        className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700"
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          <path d="M12 3v3M12 18v3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M3 12h3M18 12h3M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" />
        </svg>
      </div>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{heading}</h1>
      <p className="mt-3 text-ink-muted">{t('comingSoon.text')}</p>
      <ButtonLink to="/" variant="secondary" className="mt-6">
        {t('comingSoon.backHome')}
      </ButtonLink>
    </section>
  );
}
