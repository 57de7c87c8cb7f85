import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePage } from '#web/features/static-pages/api/get-page.ts';
import { PageGroupsNav } from '#web/features/static-pages/components/page-groups.tsx';
import { StaticPageContent } from '#web/features/static-pages/components/static-page-content.tsx';
import { isApiError } from '#web/shared/lib/api-error.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { NotFoundRoute } from './not-found.tsx';

const CONTACT_SLUG = 'contact-us';
/** The contact form's page, with its form code in a chunk of its own. */
const ContactUsRoute = lazy(async () => ({ default: (await import('./contact-us.tsx')).ContactUsRoute }));

function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-8" aria-busy="true">
      <span className="sr-only">{t('app.loading')}</span>
      <Skeleton className="h-8 w-2/3" />
      <div className="mt-8 flex flex-col gap-3">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/5" />
      </div>
    </div>
  );
}

/**
 * /info/{slug}: the link groups on the left (large screens), the page's title and HTML on the
 * right. An unknown page shows the not-found page. /info/contact-us is the contact form's page.
 */
export function StaticPageRoute() {
  const { slug = '' } = useParams();
  if (slug === CONTACT_SLUG) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <ContactUsRoute />
      </Suspense>
    );
  }
  return <StaticPage slug={slug} />;
}

function StaticPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const page = usePage(slug);
  useDocumentTitle(page.data?.title);

  const notFound = page.error && isApiError(page.error) && page.error.status === 404;
  if (notFound) return <NotFoundRoute />;

  let content;
  if (page.isLoading) content = <PageSkeleton />;
  else if (page.data) content = <StaticPageContent page={page.data} />;
  else {
    content = (
      <div className="rounded-card border border-line bg-surface p-8 text-center shadow-card">
        <h1 className="text-xl font-bold">{t('errors.generic')}</h1>
        <p className="mt-2 text-ink-muted">{t('errors.loadData')}</p>
        <Button variant="secondary" className="mt-5" onClick={() => void page.refetch()}>
          {t('home.retry')}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <PageGroupsNav className="hidden lg:block" />
      <div className="min-w-0">{content}</div>
    </div>
  );
}
