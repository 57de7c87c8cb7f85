import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { ButtonLink } from '#web/shared/ui/button.tsx';

/** Page not found, with a suggestion to browse (spec 000 section 2). */
export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.notFound'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-12 text-center sm:py-20">
      <p className="text-7xl font-black tracking-tighter text-brand-700 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight sm:text-3xl">{t('notFound.title')}</h1>
      <p className="mt-3 text-ink-muted">{t('notFound.text')}</p>
      <ButtonLink to="/" size="lg" className="mt-8">
        {t('notFound.browse')}
      </ButtonLink>
    </section>
  );
}
