import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '#web/shared/ui/button.tsx';
import { NotFoundRoute } from './not-found.tsx';

/** Shown when a screen fails to render; a 404 response shows the not-found page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-extrabold">{t('errorPage.title')}</h1>
      <p className="mt-3 text-ink-muted">{t('errors.tryAgainLater')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('errorPage.retry')}
      </Button>
    </main>
  );
}
