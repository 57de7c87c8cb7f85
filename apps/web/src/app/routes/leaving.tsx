import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { httpLink } from '#web/features/chat/lib/links.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Button, ButtonLink } from '#web/shared/ui/button.tsx';
import { ShieldIcon } from '#web/shared/ui/more-icons.tsx';

/**
 * `/leaving?to=<url>` (decision 132): where a link from a message leads, its full address and its
 * host, before the visitor leaves the site; only http(s) addresses can be continued to.
 */
export function LeavingRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const url = httpLink(params.get('to') ?? '');
  useDocumentTitle(t('routes.leaving'));
  const back = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10 sm:py-16" data-testid="leaving-page">
      <ShieldIcon className="size-10 text-brand-700" aria-hidden="true" />
      {url ? (
        <>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t('leaving.title', { host: url.hostname })}
          </h1>
          <p className="text-ink-muted">{t('leaving.text')}</p>
          <dl className="rounded-card border border-line bg-surface p-4 text-sm">
            <dt className="font-semibold text-ink-muted">{t('leaving.domain')}</dt>
            <dd className="mb-3 text-lg font-bold break-all" data-testid="leaving-host">
              {url.hostname}
            </dd>
            <dt className="font-semibold text-ink-muted">{t('leaving.address')}</dt>
            <dd className="break-all" data-testid="leaving-url">
              {url.href}
            </dd>
          </dl>
          <p className="text-sm text-ink-muted">{t('leaving.advice')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="primary" size="lg" onClick={back}>
              {t('leaving.back')}
            </Button>
            <a
              href={url.href}
              rel="noopener noreferrer nofollow"
              className="inline-flex min-h-12 items-center justify-center rounded-full border border-line-strong bg-surface px-6 py-2 text-center font-semibold break-words text-ink hover:border-brand-600"
              data-testid="leaving-continue"
            >
              {t('leaving.continue', { host: url.hostname })}
            </a>
          </div>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-extrabold tracking-tight">{t('leaving.invalidTitle')}</h1>
          <p className="text-ink-muted">{t('leaving.invalidText')}</p>
          <ButtonLink to="/" size="lg">
            {t('leaving.home')}
          </ButtonLink>
        </>
      )}
    </section>
  );
}
